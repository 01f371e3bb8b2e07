/// What the hand does with a mouse during one trace.
package struct MouseScript: Hashable, Sendable {
    package var motions: [MouseMotion]
    package var buttons: [ButtonChange]
    package var wheels: [WheelRoll]
    /// Seconds after which the mouse reports nothing more.
    package var end: Double

    package init(motions: [MouseMotion] = [], buttons: [ButtonChange] = [], wheels: [WheelRoll] = [],
                end: Double? = nil) {
        self.motions = motions; self.buttons = buttons; self.wheels = wheels
        self.end = end ?? (motions.map(\.end) + buttons.map(\.time) + wheels.map(\.end)).max() ?? 0
    }

    /// Total hand movement (mm).
    package var totalMillimetres: (x: Double, y: Double) {
        (motions.reduce(0) { $0 + $1.dxMillimetres }, motions.reduce(0) { $0 + $1.dyMillimetres })
    }

    /// Total wheel rotation in detents, vertical and horizontal.
    package var totalDetents: (vertical: Double, horizontal: Double) {
        (wheels.filter { !$0.horizontal }.reduce(0) { $0 + $1.detents },
         wheels.filter(\.horizontal).reduce(0) { $0 + $1.detents })
    }
}
