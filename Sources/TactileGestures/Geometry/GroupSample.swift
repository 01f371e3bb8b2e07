import TactileCore

/// The geometry of a region's touches after one frame, computed once per frame and
/// shared by every recognizer of the region.
///
/// Cumulative quantities (translation, scale, rotation) are continuous across fingers
/// landing and lifting: the group re-bases them when the set of touches changes, so a
/// recognizer reports "since the fingers went down" by subtracting (or dividing by) the
/// value it saw when it started.
struct GroupSample: Sendable {
    var time: Timestamp = .zero
    /// Fingers down after this frame.
    var fingers = 0
    /// Fingers down before this frame.
    var previousFingers = 0
    /// Touches that began / ended / were cancelled in this frame.
    var began = 0
    var ended = 0
    var cancelled = 0
    /// Of ``cancelled``, those rejected as palms (``Touch/cancelReason`` `palm`).
    var cancelledAsPalm = 0
    /// Centroid of the fingers down (of the lifting ones on the frame where the last lifts).
    var location: ScreenPoint = .zero
    var locationPhysical: PhysicalPoint = .zero
    /// Cumulative centroid translation since the sequence began.
    var translation: ScreenPoint = .zero
    var translationPhysical: PhysicalPoint = .zero
    /// Finger span (mm): distance between two fingers, twice the mean distance to the
    /// centroid for more; 0 with fewer than two fingers.
    var spanMillimetres = 0.0
    /// Cumulative scale (product of span ratios) and rotation (radians, clockwise positive).
    var scale = 1.0
    var rotation = 0.0
    /// Velocities over the configured window.
    var velocity: ScreenPoint = .zero
    var velocityPhysical: PhysicalPoint = .zero
    var scaleVelocity = 0.0
    var rotationVelocity = 0.0
    /// On a frame where fingers lift: the centroid's velocity at the lift as Android's
    /// VelocityTracker estimates it (``ReleaseVelocityEstimator``: quadratic least squares
    /// over the last 100 ms, zero when it had stopped for 40 ms), pt/s and mm/s. Zero on
    /// other frames. On the last lift ``velocity`` and ``velocityPhysical`` are these too, so
    /// a gesture's `ended` event carries the release velocity (momentum scrolling, flings).
    var releaseVelocity: ScreenPoint = .zero
    var releaseVelocityPhysical: PhysicalPoint = .zero
    /// Largest distance any touch of this frame is from where it went down (mm).
    var maximumDisplacementMillimetres = 0.0
    /// Largest distance any touch still down is from where it was when the current finger
    /// set formed (mm): what a recognizer re-armed for the new set measures.
    var maximumSetDisplacementMillimetres = 0.0
    /// When the current finger set formed: the latest frame in which a finger landed
    /// (the first frame of the sequence included). Lifting does not start a set here: the
    /// fingers that stay have settled already.
    var setFormedAt: Timestamp = .zero

    /// Why a gesture whose touch was cancelled in this frame ends: `palm` when any of them was
    /// rejected as a palm (a palm is not a lost touch: the person's hand is on the glass).
    var cancelReason: TransitionReason { cancelledAsPalm > 0 ? .palm : .touchCancelled }

    /// The set of touches changed in this frame.
    var fingersChanged: Bool { began > 0 || ended > 0 || cancelled > 0 }

    /// A finger joined a set that already had fingers down: recognizers that need the
    /// new count get their chance from this frame (``setFormedAt``).
    var fingerJoined: Bool { began > 0 && previousFingers > 0 && fingers > 0 }
}
