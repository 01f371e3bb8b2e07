import CEvdev
import Glibc

/// Calls `body` again while it fails with `EINTR` (a signal arrived during the call) and returns
/// its result; on any other failure (`-1`) ``Errno/current`` says why.
@inline(__always)
func retryOnInterrupt<Result: SignedInteger>(_ body: () -> Result) -> Result {
    while true {
        let result = body()
        if result >= 0 || tactile_errno() != EINTR { return result }
    }
}
