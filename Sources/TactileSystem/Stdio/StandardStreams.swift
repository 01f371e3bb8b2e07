import Glibc
import SystemPackage

/// The process's standard streams and whole-file reads for the command line, so that no
/// module above this one calls `write`, `read` or `fflush` itself.
package enum StandardStreams {
    /// Writes `text` and a newline to stderr at once, unbuffered: one `write` per line where the
    /// kernel takes it whole, so lines from two threads never interleave within a line. A failed
    /// write (stderr closed) is dropped: there is nowhere left to say so.
    package static func writeErrorLine(_ text: String) {
        var line = text
        line.append("\n")
        _ = try? line.withUTF8 { try FileDescriptor.standardError.writeAll(UnsafeRawBufferPointer($0)) }
    }

    /// Whether stderr is a terminal (`isatty`): where a long command shows its progress.
    package static var errorIsTerminal: Bool { isatty(2) == 1 }

    /// Writes `text` to stderr without a newline (a progress line redrawn with `\r`); dropped when stderr is closed.
    package static func writeError(_ text: String) {
        var text = text
        _ = try? text.withUTF8 { try FileDescriptor.standardError.writeAll(UnsafeRawBufferPointer($0)) }
    }

    /// Flushes every C stdio stream (what Swift's `print` wrote); the errno of a failed flush, or nil.
    package static func flushStandardIO() -> Errno? {
        fflush(nil) == 0 ? nil : Errno.current
    }

    /// Reads `path` to its end: a pipe, a FIFO, `/dev/null`, or a regular file.
    /// - Throws: ``EvdevError/system(path:operation:errno:)`` naming the failed `open` or `read`
    ///   and its errno (`EISDIR` for a directory).
    package static func readWholeFile(_ path: String) throws(EvdevError) -> [UInt8] {
        let fd: FileDescriptor
        do { fd = try FileDescriptor.open(path, .readOnly, options: [.closeOnExec]) } catch {
            throw .system(path: path, operation: "open", errno: error as? Errno ?? .ioError)
        }
        defer { try? fd.close() }
        var out: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n: Int
            do { n = try chunk.withUnsafeMutableBytes { try fd.read(into: $0) } } catch {
                throw .system(path: path, operation: "read", errno: error as? Errno ?? .ioError)
            }
            if n == 0 { return out }
            out += chunk[0..<n]
        }
    }

    /// Sleeps up to `microseconds` (replay at recorded speed); a signal may end it early.
    package static func sleep(microseconds: Int64) {
        var request = timespec(tv_sec: Int(microseconds / 1_000_000), tv_nsec: Int(microseconds % 1_000_000) * 1000)
        _ = nanosleep(&request, nil)
    }
}
