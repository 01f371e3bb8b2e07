import CEvdev
import Glibc
import SystemPackage

/// Writes output lines to a file descriptor (stdout by default).
///
/// Live commands flush every line at once because their output is piped into
/// other programs; replay buffers up to 64 KiB because it may print millions of
/// lines. Either way the bytes are identical. After a failed write ``isClosed`` turns
/// true, nothing more is written, and ``failure`` says why: a closed pipe (`EPIPE`, e.g.
/// `| head`) is the reader leaving, not an error (``failedForReal`` is false); anything
/// else (`ENOSPC` on a full disk, `EIO`) is one the caller must report.
package final class LineOutput {
    package let fd: FileDescriptor
    package var flushEachLine: Bool
    package private(set) var isClosed = false
    /// The errno of the write that failed, if one did.
    package private(set) var failure: Errno?
    /// True when a write failed for a reason other than the reader leaving (`EPIPE`).
    package var failedForReal: Bool { failure.map { $0 != .brokenPipe } ?? false }
    private var buffer: [UInt8] = []
    private static let bufferLimit = 64 * 1024

    package init(fd: FileDescriptor = .standardOutput, flushEachLine: Bool) {
        self.fd = fd
        self.flushEachLine = flushEachLine
        buffer.reserveCapacity(Self.bufferLimit + 4096)
        signal(SIGPIPE, SIG_IGN)
    }

    /// Creates (or truncates) the file at `path` for writing, mode 0644.
    package static func creating(path: String, flushEachLine: Bool) throws(EvdevError) -> LineOutput {
        do {
            let fd = try FileDescriptor.open(path, .writeOnly, options: [.create, .truncate, .closeOnExec],
                                             permissions: [.ownerReadWrite, .groupRead, .otherRead])
            let output = LineOutput(fd: fd, flushEachLine: flushEachLine)
            output.ownsDescriptor = true
            return output
        } catch {
            throw .system(path: path, operation: "open for writing", errno: (error as? Errno) ?? .ioError)
        }
    }

    private var ownsDescriptor = false

    deinit {
        flush()
        if ownsDescriptor { try? fd.close() }
    }

    /// Appends `bytes` and a newline.
    package func writeLine(_ bytes: [UInt8]) {
        guard !isClosed else { return }
        buffer.append(contentsOf: bytes)
        buffer.append(0x0a)
        if flushEachLine || buffer.count >= Self.bufferLimit { flush() }
    }

    package func writeLine(_ text: String) { writeLine(Array(text.utf8)) }

    /// Appends raw bytes (no newline added).
    package func write(_ bytes: some Collection<UInt8>) {
        guard !isClosed else { return }
        buffer.append(contentsOf: bytes)
        if flushEachLine || buffer.count >= Self.bufferLimit { flush() }
    }

    package func flush() {
        guard !buffer.isEmpty, !isClosed else { buffer.removeAll(keepingCapacity: true); return }
        var offset = 0
        buffer.withUnsafeBytes { raw in
            while offset < raw.count {
                do {
                    offset += try fd.write(UnsafeRawBufferPointer(rebasing: raw[offset...]), retryOnInterrupt: true)
                } catch Errno.resourceTemporarilyUnavailable {
                    continue
                } catch {
                    isClosed = true  // EPIPE (the reader is gone), ENOSPC, EIO...: stop writing
                    failure = error as? Errno
                    return
                }
            }
        }
        buffer.removeAll(keepingCapacity: true)
    }
}
