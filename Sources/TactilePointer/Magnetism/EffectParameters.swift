import TactileCore

/// How the app should draw an element's pointer effect.
public struct EffectParameters: Hashable, Sendable {
    /// Scale of the element (1 = unchanged).
    public var scale: Double
    /// Opacity of the element's shadow, 0 ... 1.
    public var shadow: Double
    /// Opacity of the tint over (or the highlight behind) the element, 0 ... 1.
    public var tint: Double

    public init(scale: Double, shadow: Double, tint: Double) {
        self.scale = scale; self.shadow = shadow; self.tint = tint
    }

    /// iPadOS-like defaults.
    public static let highlight = EffectParameters(scale: 1.0, shadow: 0, tint: 0.15)
    public static let lift = EffectParameters(scale: 1.08, shadow: 0.3, tint: 0)
    public static let hover = EffectParameters(scale: 1.04, shadow: 0, tint: 0.1)
}
