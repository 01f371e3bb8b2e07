import FuzzSupport

// libFuzzer target: PointerLayout(jsonData:) on arbitrary bytes; a layout that decodes must run.
// Build and run with Tools/fuzz.sh (see RELIABILITY.md).

@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafeRawPointer?, _ size: Int) -> CInt {
    PointerLayoutWorkload.run(LibFuzzer.buffer(data, size))
    return 0
}

/// SwiftPM links `main` to `<module>_main`: start libFuzzer's driver from here.
@_cdecl("FuzzPointerLayout_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    LibFuzzer.run(argc, argv) { data, size in testOneInput(data, size) }
}
