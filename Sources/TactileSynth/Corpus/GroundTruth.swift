import TactileCore

/// The nominal values a trace was generated with, for checks that do not need the
/// recognizers (replaying through the frame assembler and measuring in mm).
///
/// Measured on the first set of ``fingers`` fingers: from the first scan with all of them
/// down to the last scan before one lifts or another lands. In traces whose finger set
/// changes (the real-hand patterns) that is the first such set, e.g. the first of two pinches.
package struct GroundTruth: Hashable, Sendable {
    /// Fingers of the measured multi-finger motion.
    package var fingers: Int?
    /// Final span / span once all fingers were down.
    package var scale: Double?
    /// Rotation of the finger set from when all fingers were down to the lift (radians,
    /// clockwise positive on the y-down screen, not wrapped).
    package var rotationRadians: Double?
    /// Centroid displacement from touch-down to lift (mm).
    package var translation: PhysicalPoint?

    package init(fingers: Int? = nil, scale: Double? = nil, rotationRadians: Double? = nil,
                translation: PhysicalPoint? = nil) {
        self.fingers = fingers; self.scale = scale
        self.rotationRadians = rotationRadians; self.translation = translation
    }
}
