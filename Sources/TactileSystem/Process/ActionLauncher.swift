import CEvdev
import Glibc
import SystemPackage

/// Starts action commands with `posix_spawnp`, never through a shell unless asked.
///
/// The child is made a clean process, whatever state the daemon is in:
/// - its signal mask is emptied and every standard signal is reset to its default
///   action (the daemon blocks some for its signalfd and ignores SIGPIPE, and both
///   would otherwise be inherited across exec);
/// - it gets its own process group, so a Ctrl-C meant for the daemon does not reach it;
/// - stdin is `/dev/null` and stdout goes to the daemon's stderr, so a chatty command can
///   never corrupt the JSON stream on stdout (its output lands in the journal);
/// - every descriptor of the daemon is close-on-exec, so devices and sockets do not leak.
///
/// Spawning does not wait: the caller tracks the pid with a ``ChildReaper``.
package enum ActionLauncher {
    /// Runs `arguments[0]` (looked up in `PATH` when it has no slash) with `arguments`
    /// as its argv, and the daemon's environment plus `environment`. Returns the pid.
    package static func spawn(arguments: [String], environment: [(String, String)] = []) throws(SpawnError) -> Int32 {
        guard let program = arguments.first, !program.isEmpty else {
            throw SpawnError(program: "(empty command)", errno: .invalidArgument)
        }
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) }
        argv.append(nil)
        var envp: [UnsafeMutablePointer<CChar>?] = []
        let overridden = Set(environment.map(\.0))
        var entry = environ
        while let pointer = entry.pointee {
            let text = String(cString: pointer)
            let name = text.split(separator: "=", maxSplits: 1).first.map(String.init) ?? text
            if !overridden.contains(name) { envp.append(strdup(pointer)) }
            entry += 1
        }
        for (name, value) in environment { envp.append(strdup("\(name)=\(value)")) }
        envp.append(nil)
        defer {
            for p in argv { free(p) }
            for p in envp { free(p) }
        }

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var empty = sigset_t()
        sigemptyset(&empty)
        posix_spawnattr_setsigmask(&attributes, &empty)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for s in Int32(1)..<32 where s != SIGKILL && s != SIGSTOP { sigaddset(&defaults, s) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETPGROUP))

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, 2, 1)

        var pid: pid_t = 0
        let result = posix_spawnp(&pid, program, &actions, &attributes, argv, envp)
        guard result == 0 else { throw SpawnError(program: program, errno: Errno(rawValue: result)) }
        return pid
    }

    /// `/bin/sh -c command`: for the `shell: true` opt-in only.
    package static func shellArguments(_ command: String) -> [String] { ["/bin/sh", "-c", command] }
}
