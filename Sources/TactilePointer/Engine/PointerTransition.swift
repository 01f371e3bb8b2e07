import TactileCore

/// One state change of the engine, kept when ``PointerConfiguration/logsTransitions`` is on
/// (a debug log for tuning magnetism and flick capture).
package struct PointerTransition: Hashable, Sendable, CustomStringConvertible, TransitionLogRecord {
    package var time: Timestamp
    package var from: PointerState
    package var to: PointerState
    /// The element after the transition.
    package var element: ElementID?
    /// Whether magnetism applied after the transition.
    package var magnetic: Bool

    package init(time: Timestamp, from: PointerState, to: PointerState, element: ElementID?, magnetic: Bool) {
        self.time = time; self.from = from; self.to = to; self.element = element; self.magnetic = magnetic
    }

    package var description: String {
        "\(time): \(from) -> \(to) \(element.map { "[\($0)]" } ?? "")\(magnetic ? "" : " (magnetism off)")"
    }
}
