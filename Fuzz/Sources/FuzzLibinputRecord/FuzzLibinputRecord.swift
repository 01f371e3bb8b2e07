import FuzzSupport

// libFuzzer target: libinput-record YAML reader (and the evemu sniffing path), with a lossless write/read round trip.
// Build and run with Tools/fuzz.sh (see RELIABILITY.md).

@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafeRawPointer?, _ size: Int) -> CInt {
    TraceWorkload.runSingle(LibFuzzer.buffer(data, size))
    return 0
}

/// SwiftPM links `main` to `<module>_main`: start libFuzzer's driver from here.
@_cdecl("FuzzLibinputRecord_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    LibFuzzer.run(argc, argv) { data, size in testOneInput(data, size) }
}
