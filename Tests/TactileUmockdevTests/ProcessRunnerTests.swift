import Foundation
import Testing

@Suite struct ProcessRunnerTests {
    @Test func returnsStdoutStderrAndExitCode() throws {
        let sh = try #require(ProcessRunner.find("sh"))
        let result = try ProcessRunner.run(sh, ["-c", "echo out; echo err >&2; exit 3"])
        #expect(result.stdout == "out\n")
        #expect(result.stderr == "err\n")
        #expect(result.exitCode == 3)
    }

    @Test func passesExtraEnvironment() throws {
        let sh = try #require(ProcessRunner.find("sh"))
        let result = try ProcessRunner.run(sh, ["-c", "echo \"$TACTILE_PROBE\""], environment: ["TACTILE_PROBE": "a b"])
        #expect(result.stdout == "a b\n")
    }

    @Test func childrenStartWithNoSignalsBlocked() throws {
        // Otherwise `timeout` cannot stop umockdev-run and the round trips hang.
        let grep = try #require(ProcessRunner.find("grep"))
        let result = try ProcessRunner.run(grep, ["SigBlk", "/proc/self/status"])
        #expect(result.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "SigBlk:\t0000000000000000")
    }

    @Test func timeoutStopsAProgramThatNeverEnds() throws {
        let sleep = try #require(ProcessRunner.find("sleep"))
        let result = try ProcessRunner.run(sleep, ["30"], timeoutSeconds: 0.3)
        #expect(result.exitCode == 124)
    }
}
