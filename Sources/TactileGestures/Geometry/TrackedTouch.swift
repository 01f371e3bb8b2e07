import TactileCore

/// One touch of a region's current touch sequence.
struct TrackedTouch: Sendable {
    var id: Int
    var downTime: Timestamp
    /// Where it went down.
    var startPoint: ScreenPoint
    var startPhysical: PhysicalPoint
    /// Where it was when the current finger set formed (the latest frame in which a finger
    /// landed; a lift forms no new set): what recognizers re-armed for the new set measure from.
    var setStartPhysical: PhysicalPoint
    /// Where it is now.
    var point: ScreenPoint
    var physical: PhysicalPoint
    /// Where it was at the previous frame (for the rotation increment).
    var previousPhysical: PhysicalPoint
    /// It began in the current frame.
    var isNew: Bool
    /// It ended or was cancelled in the current frame (dropped at the next frame).
    var isTerminal: Bool
    var wasCancelled: Bool
    /// Cancelled because it was rejected as a palm.
    var wasPalm: Bool
    /// Pressure 0...1 now, nil when the panel reports none (``Touch/pressure``).
    var pressure: Double?
    /// Barrel buttons held now (a pen's tip contact; ``Touch/penButtons``).
    var penButtons: PenButtons

    init(_ touch: Touch, time: Timestamp) {
        id = touch.id; downTime = time
        startPoint = touch.position; startPhysical = touch.physical; setStartPhysical = touch.physical
        point = touch.position; physical = touch.physical; previousPhysical = touch.physical
        isNew = true; isTerminal = touch.phase.isTerminal; wasCancelled = touch.phase == .cancelled
        wasPalm = wasCancelled && touch.cancelReason == .palm
        pressure = touch.pressure
        penButtons = touch.penButtons
    }

    /// Squared distance from where it went down, on the panel (mm²): compared per touch,
    /// so the square root is taken once per frame, of the largest.
    var squaredDisplacementMillimetres: Double {
        let d = physical - startPhysical
        return d.dot(d)
    }

    /// Squared distance from where it was when the current finger set formed (mm²).
    var squaredSetDisplacementMillimetres: Double {
        let d = physical - setStartPhysical
        return d.dot(d)
    }
}
