/// What the hand does with a mouse during one trace.
public struct MouseScript: Hashable, Sendable {
    public var motions: [MouseMotion]
    public var buttons: [ButtonChange]
    public var wheels: [WheelRoll]
    /// Seconds after which the mouse reports nothing more.
    public var end: Double

    public init(motions: [MouseMotion] = [], buttons: [ButtonChange] = [], wheels: [WheelRoll] = [],
                end: Double? = nil) {
        self.motions = motions; self.buttons = buttons; self.wheels = wheels
        self.end = end ?? (motions.map(\.end) + buttons.map(\.time) + wheels.map(\.end)).max() ?? 0
    }

    /// Total hand movement (mm).
    public var totalMillimetres: (x: Double, y: Double) {
        (motions.reduce(0) { $0 + $1.dxMillimetres }, motions.reduce(0) { $0 + $1.dyMillimetres })
    }

    /// Total wheel rotation in detents, vertical and horizontal.
    public var totalDetents: (vertical: Double, horizontal: Double) {
        (wheels.filter { !$0.horizontal }.reduce(0) { $0 + $1.detents },
         wheels.filter(\.horizontal).reduce(0) { $0 + $1.detents })
    }
}
