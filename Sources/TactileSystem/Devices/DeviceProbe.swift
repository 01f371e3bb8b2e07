import CEvdev
import Glibc
import TactileCore

/// One `/dev/input/event*` node as `tactile devices` reports it.
package struct ProbedDevice: Sendable {
    package var path: String
    /// nil when the node could not be opened; ``error`` says why.
    package var description: DeviceDescription?
    package var classification: DeviceClassification?
    package var error: EvdevError?
    /// The touch node of the same panel when this node is its mouse emulation (``SiblingNodes``):
    /// not used by default.
    package var siblingOf: String?
}

/// Lists and classifies evdev nodes.
package enum DeviceProbe {
    /// The directory watched for devices; tests under umockdev see its emulated nodes here too.
    package static let inputDirectory = "/dev/input"

    /// `eventN` node paths in `directory`, sorted by N.
    package static func eventNodePaths(in directory: String = inputDirectory) -> [String] {
        var names = entryNames(in: directory).filter { $0.hasPrefix("event") && Int($0.dropFirst(5)) != nil }
        names.sort { Int($0.dropFirst(5))! < Int($1.dropFirst(5))! }
        return names.map { "\(directory)/\($0)" }
    }

    /// Opens each node briefly and classifies it. Failures are reported per node, not thrown.
    package static func probe(paths: [String]? = nil) -> [ProbedDevice] {
        var probed = (paths ?? eventNodePaths()).map { path in
            do throws(EvdevError) {
                let device = try EvdevDevice(path: path)
                return ProbedDevice(path: path, description: device.description,
                                    classification: device.description.classification, error: nil)
            } catch {
                return ProbedDevice(path: path, description: nil, classification: nil, error: error)
            }
        }
        let siblings = SiblingNodes.touchNodes(of: probed.compactMap { p in p.description.map { (key: p.path, description: $0) } })
        for i in probed.indices { probed[i].siblingOf = siblings[probed[i].path] }
        return probed
    }
}

extension DeviceProbe {
    /// The sysfs directory of the input device behind `/dev/input/eventN`
    /// (`/sys/devices/.../inputM`, as ``VirtualDevice/syspath`` names it), or nil.
    package static func syspath(ofNode path: String) -> String? {
        guard let slash = path.lastIndex(of: "/") else { return nil }
        let node = path[path.index(after: slash)...]
        guard let resolved = realpath("/sys/class/input/\(node)/device", nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}

/// The names in a directory (without `.` and `..`), unsorted; empty when it cannot be read.
func entryNames(in directory: String) -> [String] {
    guard let dir = opendir(directory) else { return [] }
    defer { closedir(dir) }
    var names: [String] = []
    while let entry = readdir(dir) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
            String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
        }
        if name != "." && name != ".." { names.append(name) }
    }
    return names
}
