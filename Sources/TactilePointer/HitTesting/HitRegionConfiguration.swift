import TactileCore

/// How hit regions grow around visible frames (iPadOS defaults).
public struct HitRegionConfiguration: Hashable, Sendable {
    /// Padding around bezeled elements, in points.
    public var bezeledPaddingPoints: Double
    /// Padding around elements without a bezel, in points.
    public var unbezeledPaddingPoints: Double
    /// Hit regions are grown around their centre to at least this width and height, in points.
    public var minimumSizePoints: Double
    /// Group neighbours further apart than this (visible gap) are not joined: a flexible
    /// space in a bar is not a gap to bridge.
    public var maximumGroupGapPoints: Double

    public init(bezeledPaddingPoints: Double = 12, unbezeledPaddingPoints: Double = 24,
                minimumSizePoints: Double = 44, maximumGroupGapPoints: Double = 64) {
        self.bezeledPaddingPoints = bezeledPaddingPoints
        self.unbezeledPaddingPoints = unbezeledPaddingPoints
        self.minimumSizePoints = minimumSizePoints
        self.maximumGroupGapPoints = maximumGroupGapPoints
    }

    /// The padding of one element, in points.
    @inlinable public func padding(for element: PointerElement) -> Double {
        element.isBezeled ? bezeledPaddingPoints : unbezeledPaddingPoints
    }
}
