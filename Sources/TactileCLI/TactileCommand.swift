import ArgumentParser
import Tactile

/// `tactile`: gestures and pointer interaction from Linux evdev input.
@main
struct TactileCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tactile",
        abstract: "Gestures and iPad-style pointer interaction from Linux touchscreens and mice.",
        discussion: """
            Run `tactile demo` to replay the bundled touchscreen recording, or `tactile devices` to see what is attached. \
            Exit status: 0 done, 1 error (or a failed test), 2 nothing to do (e.g. a trace with no events, \
            a device kind the command does not handle), 64 bad command line (README.md, "Exit status").
            """,
        version: "\(TactileVersion.string)",
        subcommands: [DemoCommand.self, DevicesCommand.self, EventsCommand.self, ReplayCommand.self, MeasureCommand.self, PointerCommand.self, PredictCommand.self, UmockdevCommand.self, RecordCommand.self, ConvertCommand.self, TestCommand.self, ExpectCommand.self, CompareCommand.self, RenderCommand.self, RunCommand.self]
    )

    /// Parses (negative option values joined first), runs, and then checks that stdout
    /// took everything: a write error is exit status 1 with a message, a reader that left
    /// (`| head`) ends quietly.
    static func main() {
        // First: creating the writer ignores SIGPIPE, so a reader that leaves is EPIPE (a quiet
        // end) for `print` too, never a death by signal (status 141 under `set -o pipefail`).
        _ = Console.stdout
        let arguments = CommandLineArguments.joiningNegativeValues(Array(CommandLine.arguments.dropFirst()))
        var outcome: Error?
        do {
            var command = try parseAsRoot(arguments)
            try command.run()
        } catch {
            outcome = error
        }
        Console.stdout.flush()
        // Lost output is the error that matters: a CI job must not pass on a truncated log.
        if let failure = Console.writeFailure() ?? Console.finishStandardIO() { exit(withError: failure) }
        exit(withError: outcome)
    }
}
