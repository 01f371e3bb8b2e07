// Issue 34's done-when: "Per-frame cost with a pen and 10 fingers stays <= 2 us, 0
// allocations". The whole Engine (raw evdev events -> FrameAssembler -> pen/touch
// arbitration -> GestureEngine, standard recognizers with the pen ones) of a pen display whose
// pen and touch nodes are paired, so the pen's tip contact is recognized in the touchscreen's
// arena beside the fingers.
//
// A cycle is 10 fingers landing on a circle on the left half, 120 touch frames at 120 Hz in
// which the hand pans and spreads, then all lifting; between every two touch frames the pen
// (on the right half, its writing-hand zone clear of the fingers) sends a frame: it comes
// near, its tip goes down and draws across for the cycle, its tip lifts, it leaves. Each
// nextFrame() feeds the raw events of one frame (touch or pen) ending in its SYN_REPORT, so
// a scaled figure is per frame. Targets: 0 allocations, at most 2 us per frame.
import BenchFrames
import BenchSupport
import Glibc
import Tactile
import TactileCore
import TactileGestures

final class PenAndFingersRun: FrameRun, @unchecked Sendable {
    static let fingers = 10
    static let movingFrames = 120
    static let frameIntervalMicroseconds: Int64 = 8_333
    static let panelID = InputID(bustype: 3, vendor: 0x056a, product: 0x0358, version: 0)
    /// A 15.6-inch pen display's nodes (344 x 193.5 mm, same vendor:product: paired).
    static let pen = DeviceDescription(
        name: "Bench Pen Display Pen", id: panelID, properties: [EventCode.propDirect],
        codes: [EventType.syn: [0], EventType.key: [EventCode.btnToolPen, EventCode.btnToolRubber, EventCode.btnTouch, EventCode.btnStylus],
                EventType.msc: [EventCode.mscSerial]],
        absInfo: [EventCode.absX: AbsInfo(minimum: 0, maximum: 34400, resolution: 100),
                  EventCode.absY: AbsInfo(minimum: 0, maximum: 19350, resolution: 100),
                  EventCode.absPressure: AbsInfo(minimum: 0, maximum: 4095),
                  EventCode.absTiltX: AbsInfo(minimum: -64, maximum: 63, resolution: 57),
                  EventCode.absTiltY: AbsInfo(minimum: -64, maximum: 63, resolution: 57)])
    static let touch = DeviceDescription(
        name: "Bench Pen Display Finger", id: panelID, properties: [EventCode.propDirect],
        codes: [EventType.syn: [0], EventType.key: [EventCode.btnTouch]],
        absInfo: [EventCode.absMTSlot: AbsInfo(minimum: 0, maximum: 15),
                  EventCode.absMTTrackingID: AbsInfo(minimum: 0, maximum: 65535),
                  EventCode.absMTPositionX: AbsInfo(minimum: 0, maximum: 3440, resolution: 10),
                  EventCode.absMTPositionY: AbsInfo(minimum: 0, maximum: 1935, resolution: 10)])

    let engine: Engine
    var produced = 0
    var step = 0
    var penTurn = false
    var trackingID: Int32 = 1
    var time: Int64 = 1_000_000

    init() throws {
        var configuration = Engine.Configuration(gestures: .standard, outputs: [.gestures])
        configuration.screen = ScreenConfiguration(widthPixels: 1920, heightPixels: 1080, scale: 1)
        engine = try Engine(configuration: configuration)
        engine.onOutput = { [unowned self] _ in produced &+= 1 }
        engine.addDevice(id: 1, description: Self.pen)
        engine.addDevice(id: 2, description: Self.touch)
    }

    @inline(__always)
    private func send(_ device: Int, _ type: UInt16, _ code: UInt16, _ value: Int32) {
        engine.process(InputEvent(time: Timestamp(microseconds: time), type: type, code: code, value: value), device: device)
    }

    /// Feeds the next frame (a touch frame, then a pen frame, by turns); returns the outputs so far.
    @inline(__always)
    func nextFrame() -> Int {
        let last = Self.movingFrames + 1
        let s = Double(min(step, Self.movingFrames)) / Double(Self.movingFrames)
        if penTurn {
            // The pen: near at step 0, tip down from 2 to last - 2, out at last.
            let near = step < last, tip = step >= 2 && step < last - 2
            if step == 0 { send(1, EventType.key, EventCode.btnToolPen, 1) }
            if step == 2 { send(1, EventType.key, EventCode.btnTouch, 1) }
            if step == last - 2 { send(1, EventType.key, EventCode.btnTouch, 0) }
            send(1, EventType.abs, EventCode.absX, Int32(22_000 + 10_000 * s))
            send(1, EventType.abs, EventCode.absY, Int32(6_000 + 4_000 * s))
            send(1, EventType.abs, EventCode.absPressure, tip ? Int32(1_500 + 1_000 * s) : 0)
            send(1, EventType.abs, EventCode.absTiltX, 25)
            if !near { send(1, EventType.key, EventCode.btnToolPen, 0) }
            send(1, EventType.msc, EventCode.mscSerial, 0x1234)
            send(1, EventType.syn, EventCode.synReport, 0)
            if step == last { step = 0; time += 100_000 } else { step += 1; time += Self.frameIntervalMicroseconds }
        } else {
            // Ten fingers on a circle on the left, panning down and spreading.
            let radius = 250 * (1 + 0.5 * s), centreX = 900.0, centreY = 900 + 400 * s
            for i in 0..<Self.fingers {
                send(2, EventType.abs, EventCode.absMTSlot, Int32(i))
                if step == last {
                    send(2, EventType.abs, EventCode.absMTTrackingID, -1)
                    continue
                }
                if step == 0 { send(2, EventType.abs, EventCode.absMTTrackingID, trackingID); trackingID &+= 1 }
                let angle = Double(i) * 2 * Double.pi / Double(Self.fingers)
                send(2, EventType.abs, EventCode.absMTPositionX, Int32(centreX + radius * cos(angle)))
                send(2, EventType.abs, EventCode.absMTPositionY, Int32(centreY + radius * sin(angle)))
            }
            send(2, EventType.syn, EventCode.synReport, 0)
        }
        penTurn.toggle()
        return produced
    }
}
