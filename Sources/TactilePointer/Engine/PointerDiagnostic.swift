import TactileCore

/// Something the engine was asked to do that cannot happen with well-formed input.
/// Recorded (never silently ignored) and otherwise survived.
package struct PointerDiagnostic: Hashable, Sendable, CustomStringConvertible {
    package enum Kind: String, Hashable, Sendable {
        /// A frame older than the previous one; processed at the previous time.
        case timeWentBackwards
        /// A button went down while already down.
        case pressWhileDown
        /// A button went up while not down.
        case releaseWithoutPress
        /// The state referred to an element that no longer exists.
        case staleElement
    }

    package var time: Timestamp
    package var kind: Kind
    package var detail: String

    package init(time: Timestamp, kind: Kind, detail: String) { self.time = time; self.kind = kind; self.detail = detail }
    package var description: String { "\(time): \(kind.rawValue): \(detail)" }
}
