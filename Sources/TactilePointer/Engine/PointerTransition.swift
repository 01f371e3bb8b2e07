import TactileCore

/// One state change of the engine, kept when ``PointerConfiguration/logsTransitions`` is on
/// (a debug log for tuning magnetism and flick capture).
public struct PointerTransition: Hashable, Sendable, CustomStringConvertible, TransitionLogRecord {
    public var time: Timestamp
    public var from: PointerState
    public var to: PointerState
    /// The element after the transition.
    public var element: ElementID?
    /// Whether magnetism applied after the transition.
    public var magnetic: Bool

    public init(time: Timestamp, from: PointerState, to: PointerState, element: ElementID?, magnetic: Bool) {
        self.time = time; self.from = from; self.to = to; self.element = element; self.magnetic = magnetic
    }

    public var description: String {
        "\(time): \(from) -> \(to) \(element.map { "[\($0)]" } ?? "")\(magnetic ? "" : " (magnetism off)")"
    }
}
