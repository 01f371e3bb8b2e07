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

/// Fingers reach the engine through the frame assembler in whole device units: on the
/// default panel (100 units/mm at 0.2 mm/pt) one unit is 0.01 mm, 0.05 pt. Expectations on
/// positions off the unit grid allow for that rounding, and exact ones for the assembler's
/// floating-point mapping of units to points.
let deviceUnitPoints = 0.05
/// Rounding of both fingers to device units over a 40 mm (200 pt) span turns the line
/// between them by up to about 0.02 degrees, at the start and at the end.
let quantisedDegrees = 0.05
/// ... and changes the scale by up to about 5e-4.
let quantisedScale = 1e-3

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
