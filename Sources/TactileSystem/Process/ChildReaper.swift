import CEvdev
import Glibc

/// Collects the children the daemon spawned, so none stays a zombie.
///
/// Only the pids it was given are waited for (`waitpid(pid, WNOHANG)`), never `-1`:
/// a program embedding Tactile keeps its own children to itself. Call ``reap()``
/// when SIGCHLD arrives (through a signalfd) or after each dispatch; it never blocks.
package final class ChildReaper {
    private var running: [(pid: Int32, label: String)] = []

    package init() {}

    /// Children started and not yet reaped.
    package var runningCount: Int { running.count }

    package func track(pid: Int32, label: String) { running.append((pid, label)) }

    /// Waits, without blocking, for every tracked child; returns those that ended.
    package func reap() -> [ChildExit] {
        guard !running.isEmpty else { return [] }
        var ended: [ChildExit] = []
        running.removeAll { child in
            var status: Int32 = 0
            let result = retryOnInterrupt { waitpid(child.pid, &status, WNOHANG) }
            if result == 0 { return false }
            // ECHILD: someone else reaped it (e.g. SIGCHLD set to SIG_IGN); forget it.
            if result < 0 { return true }
            let exit: ChildExit.Status = tactile_wifsignaled(status) != 0
                ? .signalled(tactile_wtermsig(status)) : .exited(tactile_wexitstatus(status))
            ended.append(ChildExit(pid: child.pid, label: child.label, status: exit))
            return true
        }
        return ended
    }
}
