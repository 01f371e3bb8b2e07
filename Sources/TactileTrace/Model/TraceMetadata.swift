import TactileCore

/// Tactile's annotations of a trace, stored under the top-level `tactile:` key of a
/// libinput-record YAML file (other tools ignore unknown keys, as the format
/// requires). evemu files cannot carry them.
///
/// ```yaml
/// tactile:
///   screen: {widthPixels: 1280, heightPixels: 800, scale: 1.0, rotation: 0}
///   configuration: ../../Docs/examples/filter-kiosk.yaml
///   expected:
///   - {t: 0.52, gesture: "pinch", phase: "ended", fingers: 2, scale: 1.5, tolerance: {scale: 0.1}}
/// ```
public struct TraceMetadata: Hashable, Sendable {
    /// The screen the recording was made against; nil means "use the default".
    public var screen: ScreenConfiguration?
    /// The gestures a correct engine reports for this trace, in order.
    public var expected: [ExpectedGesture]
    /// Recognizers and relations the expectations need beyond the standard set, as a
    /// JSON object `{"recognizers": [...], "relations": [...]}` in the gesture
    /// configuration format (stored as `tactile: gestures:`). A recognizer is added
    /// unless one of that name is configured; a relation replaces one of the same pair.
    public var gestureAdditions: String?
    /// The daemon configuration file the expectations were written for (stored as
    /// `tactile: configuration:`), relative to the trace's folder: `tactile test` uses it
    /// when no `--config` is given, so a folder of filter or action traces tests as it is.
    public var configuration: String?

    public init(screen: ScreenConfiguration? = nil, expected: [ExpectedGesture] = [], gestureAdditions: String? = nil,
                configuration: String? = nil) {
        self.screen = screen
        self.expected = expected
        self.gestureAdditions = gestureAdditions
        self.configuration = configuration
    }

    /// True when there is nothing to write.
    public var isEmpty: Bool { screen == nil && expected.isEmpty && gestureAdditions == nil && configuration == nil }
}
