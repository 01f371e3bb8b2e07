import Foundation
import Testing
import TactileCore

/// A touchscreen that reports no resolution takes its size from the connected display's
/// EDID (DRM, `/sys/class/drm`), emulated with umockdev.
@Suite("Display size from EDID", .enabled(if: UmockdevHarness.isAvailable, "umockdev-run is not installed"))
struct DisplaySizeTests {
    /// A real 128-byte EDID: an AOC 1670W 15.6-inch portable display (1366 x 768, 344 x 194 mm),
    /// from linux-hardware.org's public EDID collection (github.com/linuxhw/EDID,
    /// Analog/AOC/AOC1670/6FCBD28BD461).
    static let edid = "00ffffffffffff0005e37016c13500002f1a0103682213782aa2959e595799271850"
        + "54a1080001010101010101010101010101010101662156aa51001e30468f330058c21000001e662150b0"
        + "51001b304070360058c21000001e000000ff004b5155474258413031333736310000" + "00fc0031363730570a2020202020202000" + "46"

    static let connector = """
        P: /devices/pci0000:00/0000:00:02.0/drm/card0/card0-HDMI-A-1
        E: SUBSYSTEM=drm
        E: DEVTYPE=drm_connector
        A: status=connected
        H: edid=\(edid.uppercased())

        """

    @Test func theFixtureIsTheRealBlob() {
        #expect(Self.edid.count == 256)
    }

    @Test func devicesSaysTheSizeComesFromTheDisplay() throws {
        let trace = try UmockdevHarness.trace("real/yaml/EP0430M09.2-finger-scroll-down.yaml")
        let r = try UmockdevHarness.events(device: trace.devices[0].description, events: [], sysfs: [Self.connector],
                                           command: "devices")
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("size: 344 x 194 mm, the display's EDID (card0-HDMI-A-1)"), "\(r.stdout)")
        // Without the display: assumed, and says how to give the real size.
        let assumed = try UmockdevHarness.events(device: trace.devices[0].description, events: [], command: "devices")
        #expect(assumed.stdout.contains("size: 290 x 174 mm, assumed: no size known"), "\(assumed.stdout)")
        #expect(assumed.stdout.contains("--screen-mm"), "\(assumed.stdout)")
    }

    @Test func liveFramesUseTheDisplaysMillimetresAndScreenMmStillWins() throws {
        let trace = try UmockdevHarness.trace("real/yaml/EP0430M09.2-finger-scroll-down.yaml")
        let events = Array(trace.devices[0].events.prefix(40))
        let live = try UmockdevHarness.events(device: trace.devices[0].description, events: events, sysfs: [Self.connector])
        #expect(live.stderr.contains("as the connected display card0-HDMI-A-1 reports in its EDID"), "\(live.stderr)")
        let frame = try #require(live.lines.first { $0.contains("\"kind\":\"touch\"") })
        let object = try #require(try JSONSerialization.jsonObject(with: Data(frame.utf8)) as? [String: Any])
        let touch = try #require((object["touches"] as? [[String: Any]])?.first)
        let x = try #require(touch["x"] as? Double), mm = try #require(touch["mm"] as? [Double])
        // 1920 pt across 344 mm (the display), not an assumed size.
        #expect(abs(mm[0] - x / 1920 * 344) < 0.5, "x \(x) pt -> \(mm[0]) mm")
        let given = try UmockdevHarness.events(device: trace.devices[0].description, events: events, extraArguments: ["--screen-mm", "400x225"],
                                               sysfs: [Self.connector])
        #expect(!given.stderr.contains("EDID"), "\(given.stderr)")
    }
}

/// Devices Tactile does not handle are named with the reason, not passed over in silence.
@Suite("Unhandled devices are named", .enabled(if: UmockdevHarness.isAvailable, "umockdev-run is not installed"))
struct UnhandledDeviceTests {
    @Test func liveEventsSaysWhichDeviceItDoesNotUseAndWhy() throws {
        let trace = try UmockdevHarness.trace("real/yaml/EP0430M09.2-finger-scroll-down.yaml")
        var touchpad = trace.devices[0].description
        touchpad.name = "Test TouchPad"
        touchpad.properties = [EventCode.propPointer]
        let r = try UmockdevHarness.events(device: touchpad, events: [], idleTimeout: 1, allDevices: true)
        #expect(r.stderr.contains("not using /dev/input/event10: Test TouchPad: touchpad: "), "\(r.stderr)")
        #expect(r.stderr.contains("touchpads are not supported yet"), "\(r.stderr)")
    }
}
