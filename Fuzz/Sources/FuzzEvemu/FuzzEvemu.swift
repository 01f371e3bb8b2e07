import FuzzSupport

// libFuzzer target: evemu trace reader: combined recordings, and .desc/.events pairs (input split at its first NUL byte).
// Build and run with Tools/fuzz.sh (see RELIABILITY.md).

@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafeRawPointer?, _ size: Int) -> CInt {
    TraceWorkload.runPair(LibFuzzer.buffer(data, size))
    return 0
}

/// SwiftPM links `main` to `<module>_main`: start libFuzzer's driver from here.
@_cdecl("FuzzEvemu_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    LibFuzzer.run(argc, argv) { data, size in testOneInput(data, size) }
}
