/// libFuzzer's entry point for programs that keep their own `main`.
///
/// SwiftPM links every executable with `main` aliased to `<module>_main`, so libFuzzer's
/// own `main` is never used; each target defines `<module>_main` and hands over here.
@_silgen_name("LLVMFuzzerRunDriver")
private func llvmFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafeRawPointer?, Int) -> CInt
) -> CInt

public enum LibFuzzer {
    /// Runs libFuzzer's driver (it parses `-runs=`, `-max_total_time=`, corpus folders...).
    public static func run(
        _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?,
        _ testOneInput: @convention(c) (UnsafeRawPointer?, Int) -> CInt
    ) -> CInt {
        var count = argc
        var arguments = argv
        return llvmFuzzerRunDriver(&count, &arguments, testOneInput)
    }

    /// The input as a buffer (libFuzzer passes a null pointer for the empty input).
    public static func buffer(_ data: UnsafeRawPointer?, _ size: Int) -> UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(start: size > 0 ? data : nil, count: size)
    }
}
