import CEvdev
import SystemPackage

extension Errno {
    /// The calling thread's `errno`: read it right after the call that failed.
    static var current: Errno { Errno(rawValue: tactile_errno()) }
}
