import Foundation
import Testing
import TactileSystem

@Suite("Hotplug: inotify on the input directory")
struct HotplugMonitorTests {
    @Test func nodesAppearingAndDisappearingAreReported() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-hotplug-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let monitor = try HotplugMonitor(directory: dir.path)
        #expect(monitor.readChanges().isEmpty)

        let node = dir.appendingPathComponent("event42").path
        _ = FileManager.default.createFile(atPath: node, contents: nil)
        _ = FileManager.default.createFile(atPath: dir.appendingPathComponent("mouse0").path, contents: nil)  // not an event node
        var changes = monitor.readChanges()
        #expect(changes.first == .appeared(path: node))
        #expect(!changes.contains(.appeared(path: dir.appendingPathComponent("mouse0").path)))

        // udev fixes permissions after creating the node: reported again so the loop retries.
        chmod(node, 0o640)
        #expect(monitor.readChanges().contains(.appeared(path: node)))

        try FileManager.default.removeItem(atPath: node)
        changes = monitor.readChanges()
        #expect(changes == [.disappeared(path: node)])
    }

    @Test func aMissingDirectoryIsATypedError() {
        #expect(throws: EvdevError.self) { _ = try HotplugMonitor(directory: "/nonexistent-tactile-dir") }
    }
}
