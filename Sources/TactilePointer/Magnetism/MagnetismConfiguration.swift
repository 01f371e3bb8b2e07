import TactileCore

/// Magnetism, effects and flick targeting. Distances in points, times in milliseconds.
public struct MagnetismConfiguration: Hashable, Sendable {
    /// The global switch: false disables every pull (effects and regions still reported).
    public var isEnabled: Bool
    /// Holding any of these keys disables magnetism while held (Alt by default).
    public var overrideModifiers: PointerModifiers
    /// Inside a magnetic element the visible pointer moves this fraction of the model's
    /// motion (slight parallax); 0 pins it to the centre.
    public var followFraction: Double
    /// Entering, leaving and re-centring glide over this long instead of jumping.
    public var transitionDuration: Milliseconds
    /// The visible pointer's offset from where it belongs changes by at most this much per
    /// update: leaving a magnet never jumps the pointer more than this (keep it at or below
    /// the smallest hit padding).
    public var maximumStepPoints: Double
    /// Spacing of the deadlines that drive the glide.
    public var animationInterval: Milliseconds
    /// A text beam changes line only past this fraction of a line beyond the current one.
    public var textLineHysteresisFraction: Double
    /// Flick targeting: a decelerating flick whose predicted target is magnetic, at least
    /// `flickMinimumConfidence`, and within `flickCaptureDistancePoints` of the pointer
    /// captures the pointer as if it had entered the target's hit region.
    public var flickCaptureEnabled: Bool
    public var flickMinimumConfidence: Double
    public var flickCaptureDistancePoints: Double
    /// Only movements that reached this peak speed count as flicks (points per second).
    public var flickMinimumPeakSpeedPointsPerSecond: Double
    /// A flick captures only once its trusted prediction has named the same element for
    /// this long (event time; 0 captures on the first such frame). A prediction that lands
    /// on an element for one frame is often a primary submovement sweeping past it before
    /// the correction (Docs/POINTER.md, "Flick capture").
    public var flickMinimumDwell: Milliseconds
    /// A dwelling candidate with no frame for this long (the pointer rests: a mouse at rest
    /// sends none) captures then; a frame before that which changes it ends the dwell.
    public var flickRestCapture: Milliseconds
    /// Diameter of the default round pointer.
    public var pointerDiameterPoints: Double
    public var highlight: EffectParameters
    public var lift: EffectParameters
    public var hover: EffectParameters

    public init(isEnabled: Bool = true, overrideModifiers: PointerModifiers = .alt, followFraction: Double = 0.15,
                transitionDuration: Milliseconds = Milliseconds(120), maximumStepPoints: Double = 12,
                animationInterval: Milliseconds = Milliseconds(8), textLineHysteresisFraction: Double = 0.3,
                flickCaptureEnabled: Bool = true, flickMinimumConfidence: Double = 0.8,
                flickCaptureDistancePoints: Double = 48, flickMinimumPeakSpeedPointsPerSecond: Double = 600,
                flickMinimumDwell: Milliseconds = Milliseconds(10), flickRestCapture: Milliseconds = Milliseconds(50),
                pointerDiameterPoints: Double = 18,
                highlight: EffectParameters = .highlight, lift: EffectParameters = .lift, hover: EffectParameters = .hover) {
        self.isEnabled = isEnabled; self.overrideModifiers = overrideModifiers; self.followFraction = followFraction
        self.transitionDuration = transitionDuration; self.maximumStepPoints = maximumStepPoints
        self.animationInterval = animationInterval; self.textLineHysteresisFraction = textLineHysteresisFraction
        self.flickCaptureEnabled = flickCaptureEnabled; self.flickMinimumConfidence = flickMinimumConfidence
        self.flickCaptureDistancePoints = flickCaptureDistancePoints
        self.flickMinimumPeakSpeedPointsPerSecond = flickMinimumPeakSpeedPointsPerSecond
        self.flickMinimumDwell = flickMinimumDwell; self.flickRestCapture = flickRestCapture
        self.pointerDiameterPoints = pointerDiameterPoints
        self.highlight = highlight; self.lift = lift; self.hover = hover
    }

    public func parameters(for effect: PointerEffect) -> EffectParameters? {
        switch effect {
        case .highlight: return highlight
        case .lift: return lift
        case .hover: return hover
        case .none: return nil
        }
    }
}
