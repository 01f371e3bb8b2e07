import TactileCore
import TactileGestures
import TactileTesting

/// Shorthands for the tests.
func pt(_ x: Double, _ y: Double) -> ScreenPoint { ScreenPoint(x: x, y: y) }
func mm(_ x: Double, _ y: Double) -> PhysicalPoint { PhysicalPoint(x: x, y: y) }
func ms(_ v: Double) -> Milliseconds { Milliseconds(v) }
func degrees(_ radians: Double) -> Double { radians * 180 / .pi }

/// A configuration holding just these recognizers (default settings unless given).
func configuration(_ recognizers: RecognizerConfiguration...,
                   relations: [RelationConfiguration] = [],
                   policy: PinchRotatePolicy = .rotationDeadZone) -> GestureConfiguration {
    GestureConfiguration(recognizers: recognizers, relations: relations, pinchRotatePolicy: policy)
}

func driver(_ c: GestureConfiguration, mapping: ScriptMapping = .uniform(millimetresPerPoint: 0.2),
            jitter: Jitter? = nil) throws -> GestureDriver {
    try GestureDriver(configuration: c, mapping: mapping, jitter: jitter)
}

extension GestureDriver {
    /// The phases of the named recognizer's events, in order.
    func phases(_ name: String) -> [GesturePhase] { events(named: name).map(\.phase) }

    /// The states the named recognizer moved to, in order (progress notes that stay in
    /// the same state are left out).
    func states(_ name: String) -> [GestureState] { transitions(of: name).filter { $0.from != $0.to }.map(\.to) }
}
