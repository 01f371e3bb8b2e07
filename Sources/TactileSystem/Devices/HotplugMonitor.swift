import CEvdev
import SystemPackage

/// Watches `/dev/input` with inotify so devices plugged in or out are picked up
/// without a restart.
///
/// udev creates a node as root first and fixes its group a moment later, so a
/// node is reported again on `IN_ATTRIB`; the caller simply retries opening it.
package final class HotplugMonitor {
    package enum Change: Sendable, Equatable {
        case appeared(path: String)
        case disappeared(path: String)
    }

    package let directory: String
    package let fd: FileDescriptor

    package init(directory: String = DeviceProbe.inputDirectory) throws(EvdevError) {
        self.directory = directory
        let raw = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard raw >= 0 else { throw .system(path: directory, operation: "inotify_init1", errno: Errno.current) }
        let mask = UInt32(IN_CREATE | IN_DELETE | IN_ATTRIB | IN_MOVED_TO | IN_MOVED_FROM)
        guard inotify_add_watch(raw, directory, mask) >= 0 else {
            let e = Errno.current
            close(raw)
            throw .system(path: directory, operation: "inotify_add_watch", errno: e)
        }
        fd = FileDescriptor(rawValue: raw)
    }

    deinit { try? fd.close() }

    /// Reads pending notifications (non-blocking) for `eventN` nodes.
    package func readChanges() -> [Change] {
        var changes: [Change] = []
        let size = 4096
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 8)
        defer { buffer.deallocate() }
        while true {
            let n = read(fd.rawValue, buffer, size)
            if n <= 0 { break }
            var offset = 0
            while offset + MemoryLayout<inotify_event>.size <= n {
                let event = buffer.load(fromByteOffset: offset, as: inotify_event.self)
                let nameStart = offset + MemoryLayout<inotify_event>.size
                let nameBytes = UnsafeRawBufferPointer(start: buffer + nameStart, count: Int(event.len))
                let name = String(decoding: nameBytes.prefix(while: { $0 != 0 }), as: UTF8.self)
                if name.hasPrefix("event") {
                    let path = "\(directory)/\(name)"
                    if event.mask & UInt32(IN_DELETE | IN_MOVED_FROM) != 0 { changes.append(.disappeared(path: path)) }
                    else { changes.append(.appeared(path: path)) }
                }
                offset = nameStart + Int(event.len)
            }
        }
        return changes
    }
}
