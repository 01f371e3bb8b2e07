import ArgumentParser
import TactileSystem

/// The one writer of stdout: every command prints through it, so a failed write is
/// never silent. `ENOSPC`, `EIO`... end the command with status 1 and a message;
/// `EPIPE` (the reader left, `| head`) ends it quietly with status 0.
enum Console {
    nonisolated(unsafe) static let stdout = LineOutput(flushEachLine: false)

    /// Writes `text` and a newline.
    static func line(_ text: String) { stdout.writeLine(text) }

    /// True once nothing more can be written (the reader left, or a write failed):
    /// long commands stop early.
    static var isClosed: Bool { stdout.isClosed }

    /// When a write failed for a reason other than `EPIPE`: prints why (once) and returns the exit code.
    static func writeFailure() -> ExitCode? {
        guard !reported else { return nil }
        guard stdout.failedForReal, let e = stdout.failure?.explanation else { return nil }
        reported = true
        return Diagnostics.fail("cannot write the output (stdout): \(e)")
    }

    nonisolated(unsafe) private static var reported = false

    /// Flushes stdout; throws ``writeFailure()`` if some output was lost.
    static func finish() throws {
        stdout.flush()
        if let failure = writeFailure() { throw failure }
    }

    /// Flushes what was printed with Swift's `print` (C stdio: help texts, `tactile predict`)
    /// and reports a failed write the same way.
    static func finishStandardIO() -> ExitCode? {
        guard !reported else { return nil }
        // nil: every stdio stream (stdout is the only one written to).
        guard let failure = StandardStreams.flushStandardIO(), failure != .brokenPipe else { return nil }
        reported = true
        return Diagnostics.fail("cannot write the output (stdout): \(failure.explanation)")
    }
}

/// The command line as given, with one repair: `--speed -1` becomes `--speed=-1`.
///
/// swift-argument-parser reads a word starting with `-` as an option, so a negative value
/// after its option is "Missing value". No option of `tactile` is a dash and a digit,
/// so a word like `-1`, `-0.5` or `-.5` after `--name` can only be that option's value.
enum CommandLineArguments {
    static func joiningNegativeValues(_ arguments: [String]) -> [String] {
        var out: [String] = []
        var i = 0
        while i < arguments.count {
            let word = arguments[i]
            if word == "--" { out += arguments[i...]; break }
            if word.hasPrefix("--"), word.count > 2, !word.contains("="), i + 1 < arguments.count,
               looksNegative(arguments[i + 1]) {
                out.append(word + "=" + arguments[i + 1])
                i += 2
                continue
            }
            out.append(word)
            i += 1
        }
        return out
    }

    static func looksNegative(_ word: String) -> Bool {
        let u = Array(word.utf8)
        guard u.count >= 2, u[0] == UInt8(ascii: "-") else { return false }
        return (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(u[1]) || u[1] == UInt8(ascii: ".")
    }
}
