import TactileCore
import TactileGestures
import TactileTrace

/// What a trace's `tactile: expected:` entries may say, checked as strictly as the
/// configuration file (with the same reader, ``ConfigurationTree``): an unknown key
/// (`fingerz`), a kind or phase Tactile never reports (`tapp`, `recognised`, a tap that
/// `ended`), a key the entry's kind never carries (`scale` on a tap) or a wrong type
/// (`absent: "true"`) is an error naming the file, line and key, because a typo in an
/// `absent: true` entry would otherwise hold forever.
///
/// The keys of each kind are those its JSON line has (read from the one writer,
/// `GestureEvent.write`), plus `absent` and `tolerance`; an action entry has `action`, `t`,
/// `absent` and `tolerance`.
package enum ExpectationSchema {
    /// Keys whose values are names, and the names allowed (`phase` depends on the kind).
    static let namedValues: [String: [String]] = [
        "gesture": GestureKind.allCases.map(\.rawValue),
        "direction": SwipeDirection.allCases.map(\.rawValue),
        "edge": ScreenEdge.allCases.map(\.rawValue),
        "reason": GestureEndReason.allCases.map(\.rawValue),
        "pointerType": PointerType.allCases.map(\.rawValue),
        "tool": PenTool.allCases.map(\.rawValue),
        "button": PenButtons.named.map(\.1),
    ]
    /// Keys whose values are whole numbers.
    static let integerKeys: Set<String> = ["fingers", "taps"]
    /// Keys whose values are true or false.
    static let booleanKeys: Set<String> = [ExpectationMatcher.absentKey, "protected"]
    /// Keys whose values are free text.
    static let textKeys: Set<String> = ["device", "action"]
    /// The counts of a `{pen: true, strokes: N, ...}` entry (whole numbers), checked against the
    /// pen frames by `tactile test` (Docs/PENS.md), and `maxPressure` (0...1, within 0.02).
    package static let penCountKeys = ["strokes", "eraserStrokes", "proximityPeriods", "hoverPeriods"]
    package static let penMaxPressureKey = "maxPressure"
    /// The keys of an `{action: NAME}` entry.
    static let actionKeys = ["action", "t", ExpectationMatcher.absentKey, ExpectedGesture.toleranceKey]

    /// The phases `kind` reports.
    package static func phases(of kind: GestureKind) -> [GesturePhase] {
        kind.isContinuous ? [.began, .changed, .ended, .cancelled] : [.recognized]
    }

    /// The keys an event of `kind` can carry (sorted), then `absent` and `tolerance`.
    package static func keys(of kind: GestureKind) -> [String] {
        // An ended pen event with a reason, protected, on a named device: every optional key
        // written (a touch event has the same keys but the pen's).
        var event = GestureEvent(time: Timestamp(microseconds: 0), phase: kind.isContinuous ? .ended : .recognized,
                                 recognizer: RecognizerID(0), fingers: 1, location: ScreenPoint(x: 0, y: 0),
                                 detail: sampleDetail(of: kind), reason: kind.isContinuous ? .fingersLifted : nil)
        event.pointerType = .pen
        event.pen = GesturePenValues(tool: .pen, pressure: 0)
        var w = JSONLineWriter()
        event.write(to: &w, device: "d", protected: true)
        let written = ExpectationMatcher.event(jsonLine: String(decoding: w.bytes, as: UTF8.self)) ?? [:]
        return written.keys.sorted() + [ExpectationMatcher.absentKey, ExpectedGesture.toleranceKey]
    }

    /// Values of every sort, of which the kind takes its own.
    private static func sampleDetail(of kind: GestureKind) -> GestureDetail {
        var v = GestureValues()
        v.taps = 1
        v.duration = Milliseconds(1)
        v.translation = ScreenPoint(x: 0, y: 0)
        v.velocity = ScreenPoint(x: 1, y: 0)
        v.direction = .up
        v.edge = .top
        v.scale = 1
        v.rotation = 0
        v.scalarVelocity = 0
        v.pressure = 0
        v.baselinePressure = 0
        v.penButton = .stylus
        return GestureDetail(kind: kind, v)!
    }

    /// Checks every entry; the first mistake is thrown as `FILE:LINE: tactile.expected[I].KEY: message`.
    package static func check(_ expected: [ExpectedGesture], file: String) throws(ConfigurationError) {
        for (index, entry) in expected.enumerated() {
            do { try check(entry, path: "tactile.expected[\(index)]") } catch {
                throw located(error, entry: entry, file: file)
            }
        }
    }

    private static func check(_ entry: ExpectedGesture, path: String) throws(ConfigurationError) {
        // `{filter: true, COUNT: N, ...}` checks the input filter's dry run; its count names are
        // the filter's and are checked against its counts by `tactile test` (unknown names fail there).
        if let filter = entry["filter"] {
            guard filter == .bool(true) else {
                throw ConfigurationError(file: nil, keyPath: path + ".filter", message: "expected true")
            }
            for field in entry.fields where field.key != "filter" {
                guard case .integer = field.value else {
                    throw ConfigurationError(file: nil, keyPath: path + "." + field.key, message: "expected a whole number (a count of what the filter writes)")
                }
            }
            return
        }
        if let pen = entry["pen"] {
            guard pen == .bool(true) else { throw ConfigurationError(file: nil, keyPath: path + ".pen", message: "expected true") }
            for field in entry.fields where field.key != "pen" {
                if field.key == penMaxPressureKey {
                    switch field.value {
                    case .integer, .number: continue
                    default: throw ConfigurationError(file: nil, keyPath: path + "." + field.key, message: "expected a number 0...1")
                    }
                }
                guard penCountKeys.contains(field.key) else {
                    throw ConfigurationError(file: nil, keyPath: path + "." + field.key,
                                             message: "expected one of: \((penCountKeys + [penMaxPressureKey]).joined(separator: ", "))")
                }
                guard case .integer = field.value else {
                    throw ConfigurationError(file: nil, keyPath: path + "." + field.key, message: "expected a whole number (a count of the pen frames)")
                }
            }
            return
        }
        var plain: [String: Any] = [:]
        for field in entry.fields {
            switch field.value {
            case .string(let s): plain[field.key] = s
            case .integer(let i): plain[field.key] = Int(i)
            case .number(let d): plain[field.key] = d
            case .bool(let b): plain[field.key] = b
            }
        }
        if !entry.tolerances.isEmpty { plain[ExpectedGesture.toleranceKey] = entry.tolerances }
        let tree = ConfigurationTree(value: plain, path: path, file: nil)
        let everyKey = Set(GestureKind.allCases.flatMap(keys(of:)) + actionKeys)
        var fields = try tree.object(allowed: everyKey.sorted())
        let allowed: [String]
        if let action = fields["action"] {
            _ = try action.string()
            allowed = actionKeys
        } else if let gesture = fields["gesture"] {
            let kind = GestureKind(rawValue: try named(gesture, "gesture"))!
            allowed = keys(of: kind)
            fields = try tree.object(allowed: allowed)
            if let phase = fields["phase"] {
                let name = try phase.string()
                let phases = phases(of: kind).map(\.rawValue)
                guard phases.contains(name) else {
                    throw phase.error("expected one of: \(phases.joined(separator: ", ")) (the phases of \(kind.rawValue) events), got \"\(name)\"")
                }
            }
        } else {
            throw tree.error("expected `gesture:` (one of: \(namedValues["gesture"]!.joined(separator: ", "))) or `action:`")
        }
        fields = try tree.object(allowed: allowed)
        for (key, value) in fields.sorted(by: { $0.key < $1.key }) {
            if key == "phase" || key == ExpectedGesture.toleranceKey { continue }
            if namedValues[key] != nil { _ = try named(value, key) }
            else if booleanKeys.contains(key) { _ = try value.bool() }
            else if textKeys.contains(key) { _ = try value.string() }
            else if integerKeys.contains(key) { _ = try value.integer() }
            else { _ = try value.double() }
        }
        if let tolerance = fields[ExpectedGesture.toleranceKey] {
            let numeric = fields.keys.filter { namedValues[$0] == nil && !booleanKeys.contains($0) && !textKeys.contains($0) && $0 != "phase"
                && $0 != ExpectedGesture.toleranceKey }
            for (key, amount) in try tolerance.object(allowed: numeric.sorted()) {
                let value = try amount.double()
                guard value >= 0 else { throw amount.error("expected a tolerance >= 0, got \(plainNumber(value))") }
                _ = key
            }
        }
    }

    private static func named(_ tree: ConfigurationTree, _ key: String) throws(ConfigurationError) -> String {
        let name = try tree.string()
        let names = namedValues[key] ?? []
        guard names.contains(name) else {
            throw tree.error("expected one of: \(names.joined(separator: ", ")), got \"\(name)\"")
        }
        return name
    }

    /// The error with the line of the key it names (`file:line`).
    private static func located(_ error: ConfigurationError, entry: ExpectedGesture, file: String) -> ConfigurationError {
        // `tactile.expected[3].tolerance.scale` -> `tolerance.scale`
        var key = ""
        if let close = error.keyPath.firstIndex(of: "]") {
            key = String(error.keyPath[error.keyPath.index(after: close)...].drop { $0 == "." })
        }
        let line = entry.source.map { $0.line(of: key) }
        return ConfigurationError(file: line.map { "\(file):\($0)" } ?? file, keyPath: error.keyPath, message: error.message)
    }
}
