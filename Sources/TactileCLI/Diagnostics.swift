import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Glibc

/// Human-facing messages go to stderr so stdout stays pure JSON.
enum Diagnostics {
    static func note(_ message: String) {
        // Unbuffered, whole lines (as FileHandle.standardError wrote them).
        var bytes = Array((message + "\n").utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { write(2, $0.baseAddress! + offset, $0.count - offset) }
            if written < 0 && errno == EINTR { continue }
            if written <= 0 { return }
            offset += written
        }
    }
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
