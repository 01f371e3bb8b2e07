import TactileCore

/// Builds `TouchFrame`s from scripted finger changes the way the frame assembler does
/// for a multitouch (protocol B) device: fingers are slots; a touch gets a fresh id when
/// it goes down (ids are never reused); each frame lists every touch down plus the ones
/// that ended or were cancelled in it, ordered by slot, with phase `began` on its first
/// frame, `moved` when its reported position changed, `stationary` otherwise, and
/// `ended`/`cancelled` exactly once, at its last position.
public struct TouchFrameBuilder: Sendable {
    struct Slot: Sendable {
        var id: Int
        var position: ScriptMapping.Position
        var reported: ScriptMapping.Position
        var pending: TouchPhase?
    }

    public let mapping: ScriptMapping
    private var slots: [Int: Slot] = [:]
    private var nextID: Int

    public init(mapping: ScriptMapping, firstID: Int = 1) {
        self.mapping = mapping
        nextID = firstID
    }

    /// Slots with a finger down (including ones lifting in the pending frame), ascending.
    public var activeSlots: [Int] { slots.keys.sorted() }

    public func isDown(_ slot: Int) -> Bool {
        guard let s = slots[slot] else { return false }
        return s.pending != .ended && s.pending != .cancelled
    }

    /// Where the finger in `slot` is, in millimetres on the panel.
    public func physicalPosition(of slot: Int) -> PhysicalPoint? { slots[slot]?.position.physical }

    /// Puts a finger down; returns an error message on misuse (finger already down).
    public mutating func down(_ slot: Int, at p: PhysicalPoint) -> String? {
        if let s = slots[slot] {
            return s.pending == .ended || s.pending == .cancelled
                ? "finger \(slot) lifts and lands in the same frame; send a frame in between"
                : "finger \(slot) is already down"
        }
        let position = mapping.position(physical: p)
        slots[slot] = Slot(id: nextID, position: position, reported: position, pending: .began)
        nextID += 1
        return nil
    }

    public mutating func move(_ slot: Int, to p: PhysicalPoint) -> String? {
        guard var s = slots[slot], s.pending != .ended, s.pending != .cancelled else { return "finger \(slot) is not down" }
        s.position = mapping.position(physical: p)
        slots[slot] = s
        return nil
    }

    public mutating func up(_ slot: Int) -> String? { lift(slot, .ended) }
    public mutating func cancel(_ slot: Int) -> String? { lift(slot, .cancelled) }

    private mutating func lift(_ slot: Int, _ phase: TouchPhase) -> String? {
        guard var s = slots[slot], s.pending != .ended, s.pending != .cancelled else { return "finger \(slot) is not down" }
        if s.pending == .began { return "finger \(slot) lands and lifts in the same frame; send a frame in between" }
        s.pending = phase
        slots[slot] = s
        return nil
    }

    /// Whether the next frame would report any change.
    public var hasChanges: Bool {
        slots.values.contains { $0.pending != nil || $0.position.raw != $0.reported.raw }
    }

    /// The frame at `time` (a `SYN_REPORT`): applies the pending changes.
    public mutating func frame(at time: Timestamp) -> TouchFrame {
        var touches: [Touch] = []
        for slot in slots.keys.sorted() {
            var s = slots[slot]!
            let phase: TouchPhase
            if let p = s.pending { phase = p } else { phase = s.position.raw != s.reported.raw ? .moved : .stationary }
            let at = s.position   // a lift reports the last position, including a move in the same frame
            touches.append(Touch(id: s.id, phase: phase, position: at.point, physical: at.physical, raw: at.raw, slot: slot))
            if phase.isTerminal {
                slots[slot] = nil
            } else {
                s.reported = s.position
                s.pending = nil
                slots[slot] = s
            }
        }
        return TouchFrame(time: time, touches: touches)
    }
}
