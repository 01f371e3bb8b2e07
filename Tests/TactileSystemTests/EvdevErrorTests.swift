import Foundation
import Testing
import TactileSystem

@Suite("Opening device nodes: clear errors")
struct EvdevErrorTests {
    @Test func missingPathSaysSo() {
        #expect(throws: EvdevError.notFound(path: "/nonexistent/event99")) {
            _ = try EvdevDevice(path: "/nonexistent/event99")
        }
    }

    @Test func aRegularFileIsNotAnEvdevDevice() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-not-evdev-\(getpid())").path
        _ = FileManager.default.createFile(atPath: path, contents: Data("hello".utf8))
        defer { try? FileManager.default.removeItem(atPath: path) }
        do {
            _ = try EvdevDevice(path: path)
            Issue.record("opened a regular file as a device")
        } catch {
            guard case .notAnEvdevDevice(let p, _) = error else { Issue.record("wrong error \(error)"); return }
            #expect(p == path)
            #expect(error.description.contains("is not an evdev device"))
            #expect(error.description.contains("ENOTTY"))
        }
    }

    @Test func permissionDeniedNamesTheGroupAndTheFix() {
        let e = EvdevError.permissionDenied(path: "/dev/input/event3", group: "input")
        #expect(e.description.contains("/dev/input/event3"))
        #expect(e.description.contains("EACCES"))
        #expect(e.description.contains("usermod -aG input"))
        #expect(e.description.contains("udev"))
    }

    @Test func probingAMissingDirectoryFindsNothing() {
        #expect(DeviceProbe.eventNodePaths(in: "/nonexistent-dir").isEmpty)
    }
}
