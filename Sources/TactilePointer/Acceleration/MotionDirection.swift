import TactileCore

/// libinput's eight-octant direction mask of a delta (`xy_get_direction`): N = bit 0,
/// clockwise to NW = bit 7, y pointing down. Small deltas (both |d| < 2) get the three
/// octants around their quadrant; others the one or two octants within 0.1 octant.
@usableFromInline struct MotionDirection: OptionSet, Hashable, Sendable {
    @usableFromInline let rawValue: UInt32
    @inlinable init(rawValue: UInt32) { self.rawValue = rawValue }

    @usableFromInline static let north = MotionDirection(rawValue: 1 << 0)
    @usableFromInline static let northEast = MotionDirection(rawValue: 1 << 1)
    @usableFromInline static let east = MotionDirection(rawValue: 1 << 2)
    @usableFromInline static let southEast = MotionDirection(rawValue: 1 << 3)
    @usableFromInline static let south = MotionDirection(rawValue: 1 << 4)
    @usableFromInline static let southWest = MotionDirection(rawValue: 1 << 5)
    @usableFromInline static let west = MotionDirection(rawValue: 1 << 6)
    @usableFromInline static let northWest = MotionDirection(rawValue: 1 << 7)
    /// No direction yet (a zero delta, or a reset tracker): matches everything.
    @usableFromInline static let undefined = MotionDirection(rawValue: 0xff)

    @inlinable init(dx x: Double, dy y: Double) {
        if abs(x) < 2.0 && abs(y) < 2.0 {
            if x > 0 && y > 0 { self = [.south, .southEast, .east] }
            else if x > 0 && y < 0 { self = [.north, .northEast, .east] }
            else if x < 0 && y > 0 { self = [.south, .southWest, .west] }
            else if x < 0 && y < 0 { self = [.north, .northWest, .west] }
            else if x > 0 { self = [.northEast, .east, .southEast] }
            else if x < 0 { self = [.northWest, .west, .southWest] }
            else if y > 0 { self = [.southEast, .south, .southWest] }
            else if y < 0 { self = [.northEast, .north, .northWest] }
            else { self = .undefined }
        } else {
            // r in [0, 8): octants clockwise from north.
            var r = PureMath.atan2(y, x) + 2.5 * PureMath.pi
            let twoPi = 2 * PureMath.pi
            r -= (r / twoPi).rounded(.down) * twoPi
            r *= 4 / PureMath.pi
            let d1 = Int(r + 0.9) % 8
            let d2 = Int(r + 0.1) % 8
            self.init(rawValue: (1 << UInt32(d1)) | (1 << UInt32(d2)))
        }
    }
}
