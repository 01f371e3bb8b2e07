/// A recognizer's state, with UIKit's names and rules.
///
/// Continuous recognizers: `possible -> began -> changed* -> ended | cancelled`, or
/// `possible -> failed`. Discrete recognizers: `possible -> recognized | failed`.
/// Every terminal state goes back to `possible` when the recognizer is reset for
/// the next touch sequence. Anything else is illegal and is logged as an error.
public enum GestureState: String, Hashable, Sendable, Codable, CaseIterable {
    case possible, began, changed, ended, cancelled, failed, recognized

    /// `ended`, `cancelled`, `failed` or `recognized`: done until reset.
    @inlinable public var isTerminal: Bool {
        switch self {
        case .ended, .cancelled, .failed, .recognized: return true
        case .possible, .began, .changed: return false
        }
    }

    /// `began` or `changed`: a continuous gesture in progress.
    @inlinable public var isActive: Bool { self == .began || self == .changed }

    /// True once the recognizer has won its arena in this touch sequence
    /// (in progress, ended, cancelled after beginning, or recognized).
    @inlinable public var hasWon: Bool {
        switch self {
        case .began, .changed, .ended, .cancelled, .recognized: return true
        case .possible, .failed: return false
        }
    }

    /// Whether `self -> next` is a legal transition for a recognizer that is
    /// `continuous` (pan, pinch...) or discrete (tap, swipe).
    public func canTransition(to next: GestureState, continuous: Bool) -> Bool {
        switch (self, next) {
        case (.possible, .possible): return true   // internal progress (e.g. first tap done)
        case (.possible, .failed): return true
        case (.possible, .began): return continuous
        case (.possible, .recognized): return !continuous
        case (.began, .changed), (.changed, .changed): return continuous
        case (.began, .ended), (.changed, .ended): return continuous
        case (.began, .cancelled), (.changed, .cancelled): return continuous
        case (.ended, .possible), (.cancelled, .possible), (.failed, .possible), (.recognized, .possible): return true
        case (.possible, .changed), (.possible, .ended), (.possible, .cancelled): return false
        case (.began, .possible), (.began, .began), (.began, .failed), (.began, .recognized): return false
        case (.changed, .possible), (.changed, .began), (.changed, .failed), (.changed, .recognized): return false
        case (.ended, _), (.cancelled, _), (.failed, _), (.recognized, _): return false
        }
    }
}
