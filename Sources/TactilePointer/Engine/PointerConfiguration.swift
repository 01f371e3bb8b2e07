import TactileCore

/// Everything tunable in the pointer engine; every default is documented in Docs/POINTER.md.
public struct PointerConfiguration: Hashable, Sendable {
    public var acceleration: AccelerationConfiguration
    public var hitRegions: HitRegionConfiguration
    public var magnetism: MagnetismConfiguration
    public var predictor: EndpointPredictorConfiguration
    /// Where the pointer starts, in points; nil = the screen's centre.
    public var initialPosition: ScreenPoint?
    /// Keep at most this many diagnostics and logged transitions (the oldest are kept).
    public var maximumDiagnostics: Int
    /// Record every state transition in ``PointerEngine/transitionLog`` (debugging; allocates).
    public var logsTransitions: Bool

    public init(acceleration: AccelerationConfiguration = .init(), hitRegions: HitRegionConfiguration = .init(),
                magnetism: MagnetismConfiguration = .init(), predictor: EndpointPredictorConfiguration = .init(),
                initialPosition: ScreenPoint? = nil, maximumDiagnostics: Int = 256, logsTransitions: Bool = false) {
        self.acceleration = acceleration; self.hitRegions = hitRegions; self.magnetism = magnetism
        self.predictor = predictor; self.initialPosition = initialPosition; self.maximumDiagnostics = maximumDiagnostics
        self.logsTransitions = logsTransitions
    }
}
