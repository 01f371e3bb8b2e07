import Foundation
import Testing
import TactileCore
import TactileSystem

/// What a filter says when it cannot grab or create virtual devices. The uinput behaviour itself
/// (clone equals source, grab, kill -9) needs a real kernel: Tools/vm-test.sh runs it.
@Suite("Virtual devices and grabs: clear errors")
struct VirtualDeviceErrorTests {
    @Test func missingUinputNamesTheNodeErrnoAndTheFix() throws {
        try #require(!FileManager.default.fileExists(atPath: VirtualDevice.uinputPath),
                     "this machine has /dev/uinput; the VM tests cover creation")
        do {
            _ = try VirtualDevice(description: DeviceDescription(name: "tactile test clone"))
            Issue.record("created a virtual device without /dev/uinput")
        } catch {
            #expect(error == .uinputUnavailable(path: "/dev/uinput", errno: .noSuchFileOrDirectory))
            #expect(error.description.contains("/dev/uinput: ENOENT"))
            #expect(error.description.contains("modprobe uinput"))
        }
    }

    @Test func uinputPermissionDeniedPointsAtTheUdevRule() {
        let e = EvdevError.uinputUnavailable(path: "/dev/uinput", errno: .permissionDenied)
        #expect(e.description.contains("/dev/uinput: EACCES"))
        #expect(e.description.contains("udev"))
        #expect(!e.description.contains("modprobe"))
    }

    @Test func aGrabHeldElsewhereNamesThePathAndEBUSY() {
        let e = EvdevError.grabbedElsewhere(path: "/dev/input/event5")
        #expect(e.path == "/dev/input/event5")
        #expect(e.description.contains("cannot grab /dev/input/event5: EBUSY"))
    }

    @Test func aNodeWithoutSysfsHasNoSyspath() {
        #expect(DeviceProbe.syspath(ofNode: "/dev/input/event9999") == nil)
    }
}
