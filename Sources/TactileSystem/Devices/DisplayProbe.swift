import Glibc
import SystemPackage
import TactileCore

/// A connected display and the size its EDID reports.
package struct ConnectedDisplay: Sendable, Hashable {
    /// The DRM connector, e.g. `card0-HDMI-A-1`.
    package var connector: String
    package var width: Millimetres
    package var height: Millimetres
}

/// Reads the connected displays' sizes from DRM (`/sys/class/drm/*/edid`, connectors whose
/// `status` is `connected`), for touch panels that report no resolution: their size in
/// millimetres is then the display's rather than an assumption (Docs/GESTURES.md).
package enum DisplayProbe {
    /// Where DRM connectors are listed; tests under umockdev see their emulated ones here.
    package static let drmDirectory = "/sys/class/drm"

    /// Every connected connector with a usable EDID, sorted by name (`card0-eDP-1` before
    /// `card0-HDMI-A-1`). Unreadable entries are skipped: no display info is not an error.
    package static func connectedDisplays(in directory: String = drmDirectory) -> [ConnectedDisplay] {
        let names = entryNames(in: directory).filter { $0.hasPrefix("card") && $0.contains("-") }
        return names.sorted().compactMap { name in
            let base = "\(directory)/\(name)"
            guard let status = read("\(base)/status"),
                  String(decoding: status, as: UTF8.self).trimmingPrefixAndNewline() == "connected",
                  let edid = read("\(base)/edid"), let size = DisplayEDID.imageSize(edid) else { return nil }
            return ConnectedDisplay(connector: name, width: size.width, height: size.height)
        }
    }

    /// A small sysfs file's bytes, nil when it cannot be read.
    private static func read(_ path: String) -> [UInt8]? {
        guard let fd = try? FileDescriptor.open(path, .readOnly, options: [.closeOnExec]) else { return nil }
        defer { try? fd.close() }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = (try? buffer.withUnsafeMutableBytes { try fd.read(into: $0, retryOnInterrupt: true) }) ?? -1
            if n < 0 { return nil }
            if n == 0 { return bytes }
            bytes += buffer[0..<n]
            if bytes.count > 1 << 16 { return bytes }   // EDIDs are at most a few blocks of 128 bytes
        }
    }
}

private extension String {
    func trimmingPrefixAndNewline() -> Substring {
        var s = Substring(self)
        while let last = s.last, last == "\n" || last == " " { s = s.dropLast() }
        return s
    }
}
