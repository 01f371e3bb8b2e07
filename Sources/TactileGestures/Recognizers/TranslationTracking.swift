import TactileCore

/// Where the fingers' centroid was when a touch sequence started, for the recognizers that
/// measure how far it moved (pan, edge swipe, swipe), and their progress towards their
/// distance threshold.
struct TranslationTracking: Sendable {
    private(set) var isTracking = false
    private var startTranslation: ScreenPoint = .zero
    private var startTranslationPhysical: PhysicalPoint = .zero
    var progress = ThresholdProgress()

    /// Starts on the first frame with a finger down; returns true on that frame.
    mutating func startIfNeeded(_ s: GroupSample, at time: Timestamp) -> Bool {
        guard !isTracking && s.fingers > 0 else { return false }
        isTracking = true
        startTranslation = s.translation
        startTranslationPhysical = s.translationPhysical
        progress.start(at: time)
        return true
    }

    /// The centroid's motion since the start, on the panel (mm).
    func movedPhysical(_ s: GroupSample) -> PhysicalPoint { s.translationPhysical - startTranslationPhysical }

    /// The centroid's motion since the start, on the screen (pt): what pans report.
    func translation(_ s: GroupSample) -> ScreenPoint { s.translation - startTranslation }

    mutating func reset() { isTracking = false }
}
