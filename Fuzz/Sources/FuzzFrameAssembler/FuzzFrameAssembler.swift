import FuzzSupport

// libFuzzer target: FrameAssembler on arbitrary event streams against protocol A, B (10 and 2 slots), single-touch, mouse and broken devices.
// Build and run with Tools/fuzz.sh (see RELIABILITY.md).

@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafeRawPointer?, _ size: Int) -> CInt {
    FrameAssemblerWorkload.run(LibFuzzer.buffer(data, size))
    return 0
}

/// SwiftPM links `main` to `<module>_main`: start libFuzzer's driver from here.
@_cdecl("FuzzFrameAssembler_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    LibFuzzer.run(argc, argv) { data, size in testOneInput(data, size) }
}
