import Testing
import Tactile
import TactileCore
import TactileGestures
import TactilePointer
import TactileDaemon

@Suite("DaemonOutputFormatter: what is delivered, in which schema")
struct DaemonOutputFormatterTests {
    static let pan = GestureEvent(time: Timestamp(microseconds: 2_500_000), phase: .began, recognizer: RecognizerID(0), fingers: 2,
                                  location: ScreenPoint(x: 10, y: 20),
                                  detail: .pan(translation: ScreenPoint(x: 0, y: -12), velocity: ScreenPoint(x: 0, y: -190)))
    static let click = PointerOutput.event(PointerEvent(time: Timestamp(microseconds: 1_000_000), kind: .click, region: "ok"))
    static let tap = ElementTap(time: Timestamp(microseconds: 3_000_000), element: "ok", source: .touch,
                                location: ScreenPoint(x: 5, y: 6), taps: 1)

    private func text(_ f: DaemonOutputFormatter) -> String { String(decoding: f.line, as: UTF8.self) }

    @Test func gestureLinesAreTheGestureSchemaWithTheDevice() {
        var f = DaemonOutputFormatter(settings: DaemonOutputConfiguration())
        do { let delivered = f.format(.gesture(device: 1, name: "EP0430M09", Self.pan)); #expect(delivered) }
        #expect(text(f) == #"{"t":2.5,"gesture":"pan","phase":"began","fingers":2,"x":10,"y":20,"dx":0,"dy":-12,"vx":0,"vy":-190,"device":"EP0430M09"}"#)
        do { let delivered = f.format(.elementTap(Self.tap)); #expect(delivered) }
        #expect(text(f) == #"{"t":3,"event":"tap","region":"ok","source":"touch","x":5,"y":6,"taps":1}"#)
        do { let delivered = f.format(.pointer(Self.click)); #expect(delivered) }
        #expect(text(f) == #"{"t":1,"event":"click","region":"ok","x":0,"y":0}"#)
    }

    @Test func settingsLeaveLinesOut() {
        var f = DaemonOutputFormatter(settings: DaemonOutputConfiguration(gestures: false, pointer: .events, taps: false, devices: false))
        do { let delivered = f.format(.gesture(device: 1, name: "x", Self.pan)); #expect(!delivered) }
        do { let delivered = f.format(.elementTap(Self.tap)); #expect(!delivered) }
        do { let delivered = f.format(.pointer(Self.click)); #expect(delivered) }
        do { let delivered = f.deviceAdded(id: 1, path: "/dev/input/event3", name: "x", kind: "mouse"); #expect(!delivered) }
        f.settings.pointer = .none
        do { let delivered = f.format(.pointer(Self.click)); #expect(!delivered) }
        // Frames only when asked; engine device notices never (the daemon's own carry the path).
        let frame = Frame.touch(TouchFrame(time: .zero, touches: []))
        do { let delivered = f.format(.frame(device: 1, name: "x", frame)); #expect(!delivered) }
        do { let delivered = f.format(.deviceAdded(id: 1, name: "x", classification: DeviceClassification(kind: .mouse, reason: ""))); #expect(!delivered) }
        f.settings.frames = true
        do { let delivered = f.format(.frame(device: 1, name: "x", frame)); #expect(delivered) }
    }

    @Test func notices() {
        var f = DaemonOutputFormatter(settings: DaemonOutputConfiguration())
        do { let delivered = f.deviceAdded(id: 3, path: "/dev/input/event5", name: "EP0430M09", kind: "touchscreen"); #expect(delivered) }
        #expect(text(f) == #"{"event":"device","status":"added","id":3,"path":"/dev/input/event5","name":"EP0430M09","kind":"touchscreen"}"#)
        do { let delivered = f.deviceRemoved(id: 3, path: "/dev/input/event5", name: "EP0430M09", kind: "touchscreen", reason: "/dev/input/event5: ENODEV (device removed)"); #expect(delivered) }
        #expect(text(f) == #"{"event":"device","status":"removed","id":3,"path":"/dev/input/event5","name":"EP0430M09","kind":"touchscreen","reason":"/dev/input/event5: ENODEV (device removed)"}"#)
        f.configReloaded()
        #expect(text(f) == #"{"event":"config","status":"reloaded"}"#)
        f.configRejected(error: "a.yaml: x: \"quoted\"")
        #expect(text(f) == #"{"event":"config","status":"rejected","error":"a.yaml: x: \"quoted\""}"#)
    }
}
