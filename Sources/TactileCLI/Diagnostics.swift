import ArgumentParser
import Foundation

/// Human-facing messages go to stderr so stdout stays pure JSON.
enum Diagnostics {
    static func note(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
}

extension Diagnostics {
    /// Prints `text` on stderr and returns the exit code to throw: a failure without a stack trace.
    static func fail(_ text: String, exitCode: Int32 = 1) -> ExitCode {
        note("tactile: " + text)
        return ExitCode(exitCode)
    }
}
