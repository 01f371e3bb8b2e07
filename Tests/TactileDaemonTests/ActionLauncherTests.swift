import Foundation
import Glibc
import Testing
import TactileSystem

/// Actions run without a shell unless asked, as clean processes, and are reaped.
@Suite("ActionLauncher and ChildReaper")
final class ActionLauncherTests {
    let directory: URL
    let script: String
    let output: String

    init() throws {
        directory = try makeShortTemporaryDirectory()
        script = directory.appendingPathComponent("record-args").path
        output = directory.appendingPathComponent("out.txt").path
        // Writes each argument on its own line, then what the environment and the kernel say.
        // It runs as `/bin/sh SCRIPT ARGS...`: the arguments stay literal positional parameters,
        // and executing a file just written could fail with ETXTBSY while another test forks.
        try Data("""
            #!/bin/sh
            for a in "$@"; do printf '%s\\n' "$a"; done > "$OUT"
            printf 'event=%s\\n' "$TACTILE_EVENT" >> "$OUT"
            grep -E '^(SigBlk|SigIgn):' /proc/self/status >> "$OUT"
            """.utf8).write(to: URL(fileURLWithPath: script))
    }

    deinit { try? FileManager.default.removeItem(at: directory) }

    /// Waits (bounded) until every tracked child is reaped; their exits by pid.
    private func waitForExits(_ reaper: ChildReaper) -> [Int32: ChildExit] {
        var exits: [Int32: ChildExit] = [:]
        for _ in 0..<500 where reaper.runningCount > 0 {
            for exit in reaper.reap() { exits[exit.pid] = exit }
            usleep(10_000)
        }
        return exits
    }

    private func waitForExit(_ reaper: ChildReaper, pid: Int32) -> ChildExit? { waitForExits(reaper)[pid] }

    @Test func argumentsArePassedLiterallyWithoutAShell() throws {
        let tricky = ["a b", "$HOME", "; rm -rf /", "*", "'quoted'", "back\\slash", "$(echo no)", ""]
        let pid = try ActionLauncher.spawn(arguments: ["/bin/sh", script] + tricky,
                                           environment: [("OUT", output), ("TACTILE_EVENT", #"{"gesture":"tap"}"#)])
        let reaper = ChildReaper()
        reaper.track(pid: pid, label: "record")
        let exit = try #require(waitForExit(reaper, pid: pid))
        #expect(exit.status == .exited(0))
        let lines = try String(contentsOfFile: output, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(Array(lines.prefix(tricky.count)) == tricky)
        #expect(lines.contains(#"event={"gesture":"tap"}"#))
    }

    @Test func theChildStartsWithNoBlockedOrIgnoredSignals() throws {
        // The test thread blocks signals (as the daemon does for its signalfd) and
        // SIGPIPE may be ignored: neither may leak into the command.
        var set = sigset_t()
        sigemptyset(&set); sigaddset(&set, SIGHUP); sigaddset(&set, SIGTERM); sigaddset(&set, SIGCHLD)
        var previous = sigset_t()
        pthread_sigmask(SIG_BLOCK, &set, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        let pid = try ActionLauncher.spawn(arguments: ["/bin/sh", script], environment: [("OUT", output)])
        let reaper = ChildReaper()
        reaper.track(pid: pid, label: "record")
        _ = try #require(waitForExit(reaper, pid: pid))
        let text = try String(contentsOfFile: output, encoding: .utf8)
        // Hex masks, bit n-1 for signal n; only the standard signals 1...31 are ours to reset.
        func mask(_ name: String) -> UInt64? {
            text.split(separator: "\n").first { $0.hasPrefix(name + ":") }
                .flatMap { UInt64($0.split(separator: "\t").last ?? "", radix: 16) }
        }
        #expect(mask("SigBlk") == 0, "\(text)")
        #expect(mask("SigIgn").map { $0 & 0x7FFF_FFFF } == 0, "\(text)")
    }

    @Test func aCommandStringIsNotInterpretedWithoutShell() {
        #expect(throws: SpawnError(program: "echo hi > /tmp/x", errno: .noSuchFileOrDirectory)) {
            _ = try ActionLauncher.spawn(arguments: ["echo hi > /tmp/x"])
        }
    }

    @Test func shellTrueRunsThroughBinSh() throws {
        let pid = try ActionLauncher.spawn(arguments: ActionLauncher.shellArguments(#"printf '%s' "$((2 + 3))" > "$OUT""#),
                                           environment: [("OUT", output)])
        let reaper = ChildReaper()
        reaper.track(pid: pid, label: "shell")
        #expect(waitForExit(reaper, pid: pid)?.succeeded == true)
        #expect(try String(contentsOfFile: output, encoding: .utf8) == "5")
    }

    @Test func reaperReportsExitStatusAndSignalsAndLeavesNoZombie() throws {
        let reaper = ChildReaper()
        let failing = try ActionLauncher.spawn(arguments: ["/bin/sh", "-c", "exit 3"])
        let killed = try ActionLauncher.spawn(arguments: ["/bin/sh", "-c", "kill -TERM $$"])
        reaper.track(pid: failing, label: "failing")
        reaper.track(pid: killed, label: "killed")
        #expect(reaper.runningCount == 2)
        let exits = waitForExits(reaper)
        #expect(exits[failing]?.status == .exited(3))
        let k = exits[killed]
        #expect(k?.status == .signalled(SIGTERM))
        #expect(k?.description == "killed (pid \(killed)) was killed by signal 15")
        #expect(reaper.runningCount == 0)
        var status: Int32 = 0
        #expect(waitpid(failing, &status, WNOHANG) == -1 && errno == ECHILD, "already reaped: no zombie left")
    }

    @Test func aMissingProgramIsAnErrorNotACrash() {
        #expect(throws: SpawnError.self) { _ = try ActionLauncher.spawn(arguments: ["/nonexistent/tactile-test-program"]) }
        #expect(throws: SpawnError.self) { _ = try ActionLauncher.spawn(arguments: []) }
    }
}
