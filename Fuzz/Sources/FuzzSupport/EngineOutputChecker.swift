import Tactile
import TactileCore
import TactileGestures
import TactilePointer

/// Receives an ``Engine``'s output: checks every frame and gesture per device, and
/// writes each output as the CLI's JSON line (so the writers see every value too).
public final class EngineOutputChecker {
    public private(set) var touches: [Int: TouchLifecycleChecker] = [:]
    public private(set) var pointers: [Int: PointerFrameChecker] = [:]
    public private(set) var gestures: [Int: GestureEventChecker] = [:]
    public private(set) var removed: Set<Int> = []
    public private(set) var outputCount = 0
    private var writer = JSONLineWriter(capacity: 1024)

    public init() {}

    public func receive(_ output: EngineOutput) {
        outputCount += 1
        writer.reset()
        switch output {
        case .deviceAdded(let id, _, _):
            fuzzCheck(touches[id] == nil && pointers[id] == nil, "device \(id) added twice")
            touches[id] = TouchLifecycleChecker()
            pointers[id] = PointerFrameChecker()
            gestures[id] = GestureEventChecker()
        case .deviceRemoved(let id, _, _):
            fuzzCheck(touches[id] != nil, "unknown device \(id) removed")
            checkQuiet(device: id)
            touches[id] = nil; pointers[id] = nil; gestures[id] = nil
            removed.insert(id)
        case .frame(let id, let name, let frame):
            fuzzCheck(touches[id] != nil, "frame from unknown device \(id)")
            switch frame {
            case .touch(let f): touches[id]!.check(f)
            case .pointer(let f): pointers[id]!.check(f)
            case .pen(let f): FrameAssemblerWorkload.check(f)
            }
            FrameJSON.write(frame, device: name, into: &writer)
        case .gesture(let id, let name, let event):
            fuzzCheck(gestures[id] != nil, "gesture from unknown device \(id)")
            gestures[id]!.check(event)
            event.write(to: &writer, device: name)
        case .pointer(let p):
            p.write(to: &writer)
        case .elementTap(let tap):
            tap.write(to: &writer)
        }
        fuzzCheck(writer.bytes.last.map { $0 == UInt8(ascii: "}") } ?? true, "a JSON line that does not end its object")
    }

    /// Nothing down, no button held, no gesture in progress on `device`.
    public func checkQuiet(device id: Int) {
        touches[id]?.checkNothingDown()
        fuzzCheck(pointers[id].map { $0.held.isEmpty } ?? true, "device \(id) left buttons held")
        fuzzCheck(gestures[id].map { $0.open == 0 } ?? true, "device \(id) left gestures in progress")
    }

    public func checkAllQuiet() {
        for id in touches.keys { checkQuiet(device: id) }
    }
}
