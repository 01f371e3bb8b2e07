#if canImport(Glibc)
import Glibc
#endif

/// `TACTILE_FUZZ_TRACE=1 <target> <crash-file>` prints what a workload decoded and saw, as
/// Swift source where that helps: how a crashing input becomes a regression test.
public enum FuzzTrace {
    public static let enabled: Bool = getenv("TACTILE_FUZZ_TRACE") != nil

    @inline(__always)
    public static func print(_ line: @autoclosure () -> String) {
        if enabled { Swift.print(line()) }
    }
}
