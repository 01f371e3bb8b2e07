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
    /// A left, right or middle button held since a press becomes a drag once the model pointer
    /// is this far from where it was pressed, in points (`drag_start`; a drag makes no click).
    /// 8 pt: the drag threshold of GTK (8 px) and twice Windows' (4 px), so a hand that
    /// trembles while clicking still clicks.
    public var dragThresholdPoints: Double
    /// Record state transitions in ``PointerEngine/transitionLog`` (debugging: the last
    /// ``maximumDiagnostics`` are kept).
    public var logsTransitions: Bool

    public init(acceleration: AccelerationConfiguration = .init(), hitRegions: HitRegionConfiguration = .init(),
                magnetism: MagnetismConfiguration = .init(), predictor: EndpointPredictorConfiguration = .init(),
                initialPosition: ScreenPoint? = nil, maximumDiagnostics: Int = 256, logsTransitions: Bool = false,
                dragThresholdPoints: Double = 8) {
        self.acceleration = acceleration; self.hitRegions = hitRegions; self.magnetism = magnetism
        self.predictor = predictor; self.initialPosition = initialPosition; self.maximumDiagnostics = maximumDiagnostics
        self.logsTransitions = logsTransitions; self.dragThresholdPoints = dragThresholdPoints
    }
}
