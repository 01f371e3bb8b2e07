#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TactileCore
import TactileGestures
import Tactile
import TactileSystem
import TactilePointer
import TactileFilter

/// The `actions` section: each entry is a trigger (gesture fields or `element`) and a command.
extension DaemonConfiguration {
    static let actionKeys = ["name", "gesture", "pointerType", "phase", "fingers", "taps", "direction", "edge", "region",
                             "corner", "cornerSizePoints", "element", "source", "command", "shell",
                             "protected", "protectionSeconds", "keys", "consume"]
    /// The corner square's side when `cornerSizePoints` is not given.
    package static let defaultCornerSizePoints = 100.0
    /// How soon a second protected edge swipe must follow the first to run the action (s).
    package static let defaultProtectionSeconds = 2.0

    static func actions(_ tree: ConfigurationTree) throws(ConfigurationError) -> [ActionRule] {
        var rules: [ActionRule] = []
        for (index, item) in try tree.array().enumerated() {
            let rule = try action(item, index: index)
            // Names identify actions in logs, the inspector and dry runs: two of one name are ambiguous.
            if let first = rules.firstIndex(where: { $0.name == rule.name }) {
                throw item.error("the name '\(rule.name)' is already used by actions[\(first)]", at: "name")
            }
            rules.append(rule)
        }
        return rules
    }

    private static func action(_ tree: ConfigurationTree, index: Int) throws(ConfigurationError) -> ActionRule {
        let s = try tree.object(allowed: actionKeys)
        let name = try s["name"].map { t throws(ConfigurationError) in try t.string() } ?? "actions[\(index)]"
        let trigger: ActionTrigger
        switch (s["gesture"], s["element"]) {
        case (.some, .some):
            throw tree.error("give gesture or element, not both", at: "element")
        case (.none, .none):
            throw tree.error("missing the trigger: gesture (\(GestureKind.allCases.map(\.rawValue).joined(separator: ", "))) or element (a layout element id)")
        case (.some(let g), .none):
            trigger = .gesture(try gestureMatch(g, s, tree))
        case (.none, .some(let e)):
            for key in ["pointerType", "phase", "fingers", "taps", "direction", "edge", "region", "corner", "cornerSizePoints"] where s[key] != nil {
                throw tree.error("applies to gesture actions only; an element action matches taps on the element", at: key)
            }
            let element = try e.string()
            guard !element.isEmpty else { throw e.error("expected a layout element id") }
            var source: ElementTap.Source?
            if let src = s["source"] {
                let text = try src.string()
                guard let value = ElementTap.Source(rawValue: text) else { throw src.error("expected touch or pointer, got '\(text)'") }
                source = value
            }
            trigger = .elementTap(ElementTapMatch(element: element, source: source))
        }
        let protection = try protection(s, trigger, tree)
        return ActionRule(name: name, trigger: trigger, command: try command(s, tree),
                          protectionSeconds: protection, consume: try consume(s, trigger, protected: protection != nil))
    }

    /// `consume: true | hold | cancel` (gesture actions): the filter takes the gesture from the
    /// apps. `true` holds edge swipes (their recognizer fails at touch-down away from the edge,
    /// so holding costs nothing elsewhere) and forwards-then-cancels everything else.
    private static func consume(_ s: [String: ConfigurationTree], _ trigger: ActionTrigger,
                                protected: Bool) throws(ConfigurationError) -> ConsumeStrategy? {
        guard let c = s["consume"] else { return nil }
        guard case .gesture(let match) = trigger else {
            throw c.error("applies to gesture actions only (an element tap is the app's own input)")
        }
        let strategy: ConsumeStrategy?
        if let on = c.value as? Bool {
            strategy = on ? defaultConsumeStrategy(for: match.kind) : nil
        } else {
            let text = try c.string()
            guard let named = ConsumeStrategy(rawValue: text) else {
                throw c.error("expected true, false, hold or cancel, got '\(text)'")
            }
            strategy = named
        }
        if strategy != nil && protected {
            throw c.error("a protected edge swipe goes to the app the first time; consume and protected exclude each other")
        }
        return strategy
    }

    /// What `consume: true` means for a gesture kind (Docs/FILTER.md).
    package static func defaultConsumeStrategy(for kind: GestureKind) -> ConsumeStrategy {
        kind == .edgeSwipe ? .hold : .cancel
    }

    /// `protected: true` (edge swipes only) and `protectionSeconds`.
    private static func protection(_ s: [String: ConfigurationTree], _ trigger: ActionTrigger,
                                   _ tree: ConfigurationTree) throws(ConfigurationError) -> Double? {
        let protected = try s["protected"].map { t throws(ConfigurationError) in try t.bool() } ?? false
        if let p = s["protected"], protected {
            guard case .gesture(let m) = trigger, m.kind == .edgeSwipe else {
                throw p.error("applies to gesture: edgeSwipe only (edge protection: the first swipe from the edge goes to the app)")
            }
        }
        guard let w = s["protectionSeconds"] else { return protected ? defaultProtectionSeconds : nil }
        guard protected else { throw w.error("needs protected: true") }
        let seconds = try w.double()
        guard seconds > 0 && seconds.isFinite else { throw w.error("expected a value > 0, got \(seconds)") }
        return seconds
    }

    private static func gestureMatch(_ g: ConfigurationTree, _ s: [String: ConfigurationTree],
                                     _ tree: ConfigurationTree) throws(ConfigurationError) -> GestureMatch {
        let kind: GestureKind = try named(g, GestureKind.self)
        if s["source"] != nil { throw tree.error("applies to element actions only", at: "source") }
        var match = GestureMatch(kind: kind)
        if let p = s["phase"] {
            let phase: GesturePhase = try named(p, GesturePhase.self)
            if kind.isContinuous && phase == .recognized {
                throw p.error("\(kind.rawValue) is continuous: expected began, changed, ended or cancelled, got recognized")
            }
            if !kind.isContinuous && phase != .recognized {
                throw p.error("\(kind.rawValue) is discrete: its only phase is recognized, got \(phase.rawValue)")
            }
            match.phase = phase
        }
        if let p = s["pointerType"] { match.pointerType = try named(p, PointerType.self) }
        if let f = s["fingers"] {
            let n = try f.integer()
            guard (1...10).contains(n) else { throw f.error("expected 1...10 fingers, got \(n)") }
            match.fingers = n
        }
        if let t = s["taps"] {
            guard kind == .tap else { throw t.error("applies to gesture: tap only (this action has gesture: \(kind.rawValue))") }
            let n = try t.integer()
            guard n >= 1 else { throw t.error("expected 1 or more taps, got \(n)") }
            match.taps = n
        }
        if let d = s["direction"] {
            guard kind == .swipe else { throw d.error("applies to gesture: swipe only (this action has gesture: \(kind.rawValue))") }
            match.direction = try named(d, SwipeDirection.self)
        }
        if let e = s["edge"] {
            guard kind == .edgeSwipe else { throw e.error("applies to gesture: edgeSwipe only (this action has gesture: \(kind.rawValue))") }
            match.edge = try named(e, ScreenEdge.self)
        }
        if s["region"] != nil && s["corner"] != nil { throw tree.error("give region or corner, not both", at: "corner") }
        if let r = s["region"] {
            let o = try r.object(allowed: ["xPoints", "yPoints", "widthPoints", "heightPoints"])
            var values: [Double] = []
            for key in ["xPoints", "yPoints", "widthPoints", "heightPoints"] {
                guard let v = o[key] else { throw r.error("missing (a region needs xPoints, yPoints, widthPoints, heightPoints)", at: key) }
                let d = try v.double()
                if key.hasPrefix("width") || key.hasPrefix("height") { guard d > 0 else { throw v.error("expected a value > 0, got \(d)") } }
                values.append(d)
            }
            match.area = .rect(ScreenRect(x: values[0], y: values[1], width: values[2], height: values[3]))
        }
        if let c = s["corner"] {
            let corner: ScreenCorner = try named(c, ScreenCorner.self)
            var size = defaultCornerSizePoints
            if let z = s["cornerSizePoints"] {
                size = try z.double()
                guard size > 0 else { throw z.error("expected a value > 0, got \(size)") }
            }
            match.area = .corner(corner, sizePoints: size)
        } else if s["cornerSizePoints"] != nil {
            throw tree.error("needs corner (topLeft, topRight, bottomLeft or bottomRight)", at: "cornerSizePoints")
        }
        return match
    }

    private static func command(_ s: [String: ConfigurationTree], _ tree: ConfigurationTree) throws(ConfigurationError) -> ActionCommand {
        if let k = s["keys"] {
            if s["command"] != nil { throw tree.error("give command or keys, not both", at: "keys") }
            if s["shell"] != nil { throw tree.error("applies to command only", at: "shell") }
            let items = try k.array()
            guard !items.isEmpty else { throw k.error("expected a non-empty list of key chords, e.g. [Alt+Left]") }
            var chords: [KeyChord] = []
            for item in items {
                let text = try item.string()
                do throws(KeyChordError) { chords.append(try KeyChord(parsing: text)) } catch { throw item.error(error.message) }
            }
            return .keys(chords)
        }
        guard let c = s["command"] else {
            throw tree.error("missing: the command to run, as a list [program, arg, ...] (or a string with shell: true), or keys: [Alt+Left]", at: "command")
        }
        let shell = try s["shell"].map { t throws(ConfigurationError) in try t.bool() } ?? false
        if shell {
            guard let text = c.value as? String else {
                throw c.error("with shell: true, expected the command as one string for /bin/sh -c, got \(ConfigurationTree.describe(c.value))")
            }
            guard !text.trimmingWhitespace().isEmpty else { throw c.error("expected a non-empty command") }
            return .shell(text)
        }
        if c.value is String {
            throw c.error("expected a list [program, arg, ...]; a string runs through a shell only with shell: true")
        }
        let items = try c.array()
        guard !items.isEmpty else { throw c.error("expected a non-empty list of arguments (program first)") }
        var argv: [String] = []
        for item in items {
            guard let text = item.value as? String else {
                // YAML turns [sleep, 5] or [true] into numbers and booleans; say how to keep the text.
                throw item.error("expected a string, got \(ConfigurationTree.describe(item.value)) (quote it, e.g. \"5\", so YAML keeps it as text)")
            }
            argv.append(text)
        }
        guard !argv[0].isEmpty else { throw items[0].error("expected the program to run") }
        return .arguments(argv)
    }

    private static func named<T: RawRepresentable & CaseIterable>(_ tree: ConfigurationTree, _: T.Type) throws(ConfigurationError) -> T
        where T.RawValue == String {
        let text = try tree.string()
        guard let value = T(rawValue: text) else {
            throw tree.error("expected one of \(T.allCases.map(\.rawValue).joined(separator: ", ")), got '\(text)'")
        }
        return value
    }
}
