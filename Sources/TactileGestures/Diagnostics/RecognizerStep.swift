/// The inner steps of the recognizers that have them while `possible`, logged as
/// ``TransitionReason/step(_:)`` records so a tuning session shows where a tap or a long
/// press stood when it failed.
public enum RecognizerStep: String, Hashable, Sendable, CaseIterable {
    // Tap: for each tap, fingers landing, all down, the first one up; then waiting for the next.
    case idle, landing, pressing, lifting, betweenTaps
    // Long press: waiting for its fingers, holding (the timer runs), held (claimed, waiting for the arena).
    case waitingForFingers, holding, held
}
