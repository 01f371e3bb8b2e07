import TactileCore
extension GestureConfiguration {
    /// The names accepted by ``standard(names:)`` (the CLI's `--recognizers` list), in
    /// the order the standard set uses.
    public static let standardNames = ["tap", "doubleTap", "twoFingerTap", "threeFingerTap",
                                       "longPress", "twoFingerLongPress",
                                       "pan", "swipe", "pinch", "rotate", "edgeSwipe",
                                       "penTap", "penDoubleTap", "penLongPress", "penPan", "penButton"]

    /// Names ``standard(names:)`` also accepts that the default set leaves out: `transform`
    /// (pan, zoom and rotate as one gesture across finger changes) duplicates pan, pinch and
    /// rotate, so an app picks it instead of them (`--recognizers tap,transform`). Every
    /// kind not in ``standardNames`` is one, under its kind's name, with its defaults.
    public static let optionalNames = GestureKind.allCases.map(\.rawValue).filter { !standardNames.contains($0) }

    /// Every standard recognizer with default settings on the whole screen.
    public static var standard: GestureConfiguration { try! standard(names: standardNames) }

    /// The standard recognizers named in `names` (e.g. `["tap", "doubleTap", "pan"]`)
    /// with default settings, plus the standard relations among those present:
    /// - pan is simultaneous with pinch, rotate and swipe (pan, zoom and rotate at once,
    ///   as in map apps; a swipe is reported as a flick on top of the pan);
    /// - pan and swipe require the edge swipe to fail (it fails at touch-down unless the
    ///   touch starts in an edge zone, so elsewhere this costs nothing);
    /// - implicit: tap waits for doubleTap, pinch/rotate follow ``pinchRotatePolicy``,
    ///   every other pair is exclusive. So the multi-finger taps and the two-finger long
    ///   press lose to a pan, pinch or rotate that begins first (a tap never fires during
    ///   one), tap and long press of the same fingers split a press at one instant by its
    ///   duration, and nothing waits for a multi-finger recognizer: a one-finger tap is
    ///   as quick as without them;
    /// - the pen recognizers (`penTap`, `penDoubleTap`, `penLongPress`, `penPan`: tap, double
    ///   tap, long press and pan on a pen's tip; `penButton`: a barrel-button click) take pen
    ///   contacts only, so they and the finger recognizers never compete; the pen button
    ///   click is simultaneous with the other pen recognizers (a click while drawing).
    /// Throws a ``ConfigurationError`` naming an unknown name.
    public static func standard(names: [String]) throws -> GestureConfiguration {
        var c = GestureConfiguration()
        for (i, name) in names.enumerated() {
            let r: RecognizerConfiguration
            if let kind = GestureKind(rawValue: name) {
                // A kind's own name: its recognizer with the defaults.
                r = RecognizerConfiguration(kind.configurationType.defaults.recognizerSettings)
            } else {
                switch name {
                case "doubleTap": r = .doubleTap()
                case "twoFingerTap": r = .tap(TapConfiguration(fingers: 2))
                case "threeFingerTap": r = .tap(TapConfiguration(fingers: 3))
                case "twoFingerLongPress": r = .longPress(LongPressConfiguration(fingers: 2))
                // A pen's tip: the same recognizers on pen contacts (Docs/PENS.md, "Pen gestures").
                case "penTap": r = RecognizerConfiguration(.tap(TapConfiguration()), name: name, pointerType: .pen)
                case "penDoubleTap": r = RecognizerConfiguration(.tap(TapConfiguration(taps: 2)), name: name, pointerType: .pen)
                case "penLongPress": r = RecognizerConfiguration(.longPress(LongPressConfiguration()), name: name, pointerType: .pen)
                case "penPan": r = RecognizerConfiguration(.pan(PanConfiguration()), name: name, pointerType: .pen)
                default:
                    throw ConfigurationError(
                        keyPath: "recognizers[\(i)]",
                        message: "unknown recognizer \"\(name)\" (expected one of: \((standardNames + optionalNames).joined(separator: ", ")))")
                }
            }
            if c.index(of: r.name) != nil {
                throw ConfigurationError(keyPath: "recognizers[\(i)]", message: "\"\(name)\" is listed twice")
            }
            c.add(r)
        }
        c.addStandardRelations()
        return c
    }

    /// Adds the standard relations (see ``standard(names:)``) among the recognizers present,
    /// by kind, between recognizers of the same region and pointer type: every pan is
    /// simultaneous with every pinch, rotate and swipe, every pan and swipe requires every
    /// edge swipe to fail, and a pen button click is simultaneous with the other pen recognizers.
    /// A configuration file's recognizer list gets them when the file states no `relations`,
    /// so a list gives the same gestures from a file as from `--recognizers`.
    public mutating func addStandardRelations() {
        let all = recognizers
        for a in all where a.kind == .pan {
            for b in all where b.region == a.region && b.pointerType == a.pointerType && [.pinch, .rotate, .swipe].contains(b.kind) {
                relate(a.name, .simultaneous, b.name)
            }
        }
        for waiting in all where waiting.kind == .pan || waiting.kind == .swipe {
            for edge in all where edge.kind == .edgeSwipe && edge.region == waiting.region && edge.pointerType == waiting.pointerType {
                relate(waiting.name, .requiresFailureOf, edge.name)
            }
        }
        for button in all where button.kind == .penButton {
            for other in all where other.name != button.name && other.pointerType == .pen && other.region == button.region {
                relate(button.name, .simultaneous, other.name)
            }
        }
    }
}
