import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TactileSystem

/// Human-facing messages go to stderr so stdout stays pure JSON.
enum Diagnostics {
    /// Unbuffered, whole lines; safe from any thread (the daemon's web server logs from its own).
    static func note(_ message: String) { StandardStreams.writeErrorLine(message) }
}

extension Diagnostics {
    /// Prints `text` on stderr and returns the exit code to throw: a failure without a stack trace.
    static func fail(_ text: String, exitCode: Int32 = 1) -> ExitCode {
        note("tactile: " + text)
        return ExitCode(exitCode)
    }
}

extension Diagnostics {
    /// Exit status 2: the command had nothing to do where a user expects work (a trace with
    /// no events, a device kind the command does not handle, no trace with expectations).
    static func nothingToDo(_ text: String) -> ExitCode { fail(text, exitCode: 2) }
}
