import TactileCore

/// The effect the pointer currently has on its element, for the app to draw.
public struct ActiveEffect: Hashable, Sendable {
    public var kind: PointerEffect
    public var parameters: EffectParameters

    public init(kind: PointerEffect, parameters: EffectParameters) { self.kind = kind; self.parameters = parameters }
}
