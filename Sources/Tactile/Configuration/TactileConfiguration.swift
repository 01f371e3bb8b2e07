#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TactileCore
import TactileGestures
import TactilePointer
@_spi(TactileInternals) import TactileTrace

/// Everything a configuration file (JSON or YAML) can set for `tactile replay`,
/// `tactile run` and the C API. Every key is optional; unknown keys are errors.
///
/// ```yaml
/// screen: {width: 1280, height: 800, scale: 1, rotation: 0, calibration: [1, 0, 0, 0, 1, 0], millimetres: [216, 135]}
/// gestures: {recognizers: [...], relations: [...], pinchRotatePolicy: rotationDeadZone}   # Docs/GESTURES.md
/// pointer: {speed: 0, dpi: 1000, profile: adaptive, magnetism: true}
/// layout: layout.json            # or the layout object inline (Docs/POINTER.md)
/// palm: {sizeMillimetres: 30, pressure: 0, panels: {"0eef:0001": {sizeMillimetres: 25}}}   # Docs/PALMS.md
/// pen: {pressureCurve: [0, 0, 1, 1], tipDownThreshold: 0.05, tipUpThreshold: 0.01,           # Docs/PENS.md
///       arbitration: {enabled: true, zoneWidthMillimetres: 200, zoneHeightMillimetres: 200,
///                     tipMarginMillimetres: 20, holdMilliseconds: 300,
///                     pairs: [{pen: "056a:5256", touchscreen: "ELAN Touchscreen"}]}}
/// ```
/// Daemon-only sections (`devices`, `socket`, `actions`) are read by ``DaemonConfiguration``.
public struct TactileConfiguration: Sendable {
    public var screen: ScreenConfiguration?
    public var gestures: GestureConfiguration?
    public var pointer: PointerConfiguration
    public var layout: PointerLayout?
    /// Palm thresholds (Docs/PALMS.md).
    public var palm: PalmConfiguration
    /// How pens' pressure and tip are read (Docs/PENS.md).
    public var pen: PenConfiguration = .default
    /// Pen and touch arbitration: the zone, the hold, on/off and configured pairs (Docs/PENS.md).
    public var arbitration = PenTouchArbitrationSettings()

    /// The top-level keys this type reads; the daemon adds its own.
    public static let baseKeys = ["screen", "gestures", "pointer", "layout", "palm", "pen"]

    public init(screen: ScreenConfiguration? = nil, gestures: GestureConfiguration? = nil,
                pointer: PointerConfiguration = .init(), layout: PointerLayout? = nil,
                palm: PalmConfiguration = PalmConfiguration()) {
        self.screen = screen; self.gestures = gestures; self.pointer = pointer; self.layout = layout
        self.palm = palm
    }

    /// Loads `path` (YAML, or JSON which is YAML too). Relative layout paths are resolved against the file's directory.
    public static func load(path: String, extraKeys: [String] = []) throws(ConfigurationError) -> TactileConfiguration {
        let text: String
        do { text = try String(contentsOfFile: path, encoding: .utf8) } catch {
            throw ConfigurationError(file: path, keyPath: "", message: "cannot read: \(FileErrorText.message(for: error))")
        }
        let base = URL(fileURLWithPath: path).deletingLastPathComponent()
        return try parse(text, file: path, baseDirectory: base, extraKeys: extraKeys)
    }

    /// Parses configuration text. `file` is used in messages.
    public static func parse(_ text: String, file: String, baseDirectory: URL? = nil,
                             extraKeys: [String] = []) throws(ConfigurationError) -> TactileConfiguration {
        try parse(sections: try topLevel(text, file: file, extraKeys: extraKeys), baseDirectory: baseDirectory)
    }

    /// The document's top-level sections, checked against the allowed keys.
    package static func topLevel(_ text: String, file: String, extraKeys: [String]) throws(ConfigurationError) -> [String: ConfigurationTree] {
        let node: YAMLNode?
        // Non-scalar keys, deep nesting and alias bombs are refused before composing (YAMLShapeCheck).
        if let offence = YAMLShapeCheck.firstOffence(in: text) {
            throw ConfigurationError(file: file, keyPath: "", message: "not valid here (line \(offence.line)): \(offence.problem)")
        }
        do { node = try YAMLNode.compose(text) } catch {
            // A JSON document gets the JSON reading of the mistake, with its line and column.
            if file.hasSuffix(".json") || text.first(where: { !$0.isWhitespace }) == "{",
               let problem = JSONSyntaxCheck.firstProblem(in: text.utf8) {
                throw ConfigurationError(file: file, keyPath: "line \(problem.line), column \(problem.column)",
                                         message: "not valid JSON: \(problem.message)")
            }
            throw ConfigurationError(file: file, keyPath: "", message: "not valid YAML or JSON: \(error)")
        }
        // Values are built with string keys only (`{[a]: 1}` has none).
        if let node, !node.hasOnlyScalarKeys {
            throw ConfigurationError(file: file, keyPath: "", message: "not valid here: a mapping key that is not a plain string")
        }
        let document = node.map(YAML11.value(of:))
        let root = ConfigurationTree(value: document ?? [String: Any](), path: "", file: file)
        return try root.object(allowed: baseKeys + extraKeys)
    }

    package static func parse(sections top: [String: ConfigurationTree], baseDirectory: URL?) throws(ConfigurationError) -> TactileConfiguration {
        var config = TactileConfiguration()
        if let s = top["screen"] { config.screen = try screen(s, baseDirectory: baseDirectory) }
        if let g = top["gestures"] { config.gestures = try gestures(g) }
        if let p = top["pointer"] { config.pointer = try pointer(p) }
        if let l = top["layout"] { config.layout = try layout(l, baseDirectory: baseDirectory) }
        if let p = top["palm"] { config.palm = try palm(p, panels: true) }
        if let p = top["pen"] { try pen(p, into: &config) }
        return config
    }

    /// `pen: {pressureCurve: [x1, y1, x2, y2], tipDownThreshold, tipUpThreshold, maximumRestOffset, arbitration: {...}}`.
    private static func pen(_ tree: ConfigurationTree, into config: inout TactileConfiguration) throws(ConfigurationError) {
        let s = try tree.object(allowed: ["pressureCurve", "tipDownThreshold", "tipUpThreshold", "maximumRestOffset", "arbitration"])
        var c = PenConfiguration()
        if let v = s["pressureCurve"] {
            let points = try v.array()
            guard points.count == 4 else {
                throw v.error("expected the two control points [x1, y1, x2, y2] of the curve from (0, 0) to (1, 1), got \(points.count) numbers")
            }
            var values: [Double] = []
            for p in points {
                let x = try p.double()
                guard (0...1).contains(x) else { throw p.error("expected a value in 0...1, got \(x)") }
                values.append(x)
            }
            c.pressureCurve = PressureCurve(x1: values[0], y1: values[1], x2: values[2], y2: values[3])
        }
        func fraction(_ key: String, below limit: Double = 1) throws(ConfigurationError) -> Double? {
            guard let v = s[key] else { return nil }
            let x = try v.double()
            guard x >= 0 && x < limit else { throw v.error("expected a fraction of the pressure range in 0..<\(plainNumber(limit)), got \(x)") }
            return x
        }
        if let x = try fraction("tipUpThreshold") { c.tipUpThreshold = x }
        if let x = try fraction("tipDownThreshold") { c.tipDownThreshold = x }
        if let x = try fraction("maximumRestOffset") { c.maximumRestOffset = x }
        if c.tipDownThreshold < c.tipUpThreshold, let v = s["tipDownThreshold"] ?? s["tipUpThreshold"] {
            throw v.error("expected tipDownThreshold (\(c.tipDownThreshold)) >= tipUpThreshold (\(c.tipUpThreshold)): the tip goes down above the level it lifts below")
        }
        config.pen = c
        if let a = s["arbitration"] { config.arbitration = try arbitration(a) }
    }

    /// `pen.arbitration: {enabled, zoneWidthMillimetres, zoneHeightMillimetres, tipMarginMillimetres, holdMilliseconds, pairs}`.
    private static func arbitration(_ tree: ConfigurationTree) throws(ConfigurationError) -> PenTouchArbitrationSettings {
        let s = try tree.object(allowed: ["enabled", "zoneWidthMillimetres", "zoneHeightMillimetres", "tipMarginMillimetres",
                                          "holdMilliseconds", "pairs"])
        var c = PenTouchArbitrationSettings()
        if let v = s["enabled"] { c.isEnabled = try v.bool() }
        if let v = s["zoneWidthMillimetres"] { c.zoneWidthMillimetres = try positive(v) }
        if let v = s["zoneHeightMillimetres"] { c.zoneHeightMillimetres = try positive(v) }
        if let v = s["tipMarginMillimetres"] { c.tipMarginMillimetres = try nonNegative(v) }
        if let v = s["holdMilliseconds"] { c.holdMilliseconds = try nonNegative(v) }
        if let p = s["pairs"] {
            for entry in try p.array() {
                let e = try entry.object(allowed: ["pen", "touchscreen"])
                func side(_ key: String) throws(ConfigurationError) -> PenPairing.Match {
                    guard let v = e[key] else {
                        throw entry.error("missing \(key) (vendor:product in hex, e.g. \"056a:5256\", or a fragment of the device's name)", at: key)
                    }
                    let text = try v.string()
                    guard text.contains(where: { !$0.isWhitespace }) else { throw v.error("expected vendor:product or a name fragment, got an empty string") }
                    return PenPairing.Match(text)
                }
                c.pairs.append(PenPairing(pen: try side("pen"), touchscreen: try side("touchscreen")))
            }
        }
        return c
    }

    /// `palm: {sizeMillimetres, pressure, panels: {"vendor:product": {sizeMillimetres, pressure}}}`; 0 turns a rule off.
    private static func palm(_ tree: ConfigurationTree, panels allowPanels: Bool) throws(ConfigurationError) -> PalmConfiguration {
        let s = try tree.object(allowed: allowPanels ? ["sizeMillimetres", "pressure", "panels"] : ["sizeMillimetres", "pressure"])
        var c = PalmConfiguration()
        if let v = s["sizeMillimetres"] { c.sizeMillimetres = try nonNegative(v) }
        if let v = s["pressure"] {
            let p = try v.double()
            guard (0...1).contains(p) else { throw v.error("expected a fraction of the pressure range in 0...1 (0 turns the rule off), got \(p)") }
            c.pressure = p
        }
        if let panels = s["panels"] {
            guard let entries = panels.value as? [String: Any] else {
                throw panels.error("expected an object {\"vendor:product\": {sizeMillimetres, pressure}}")
            }
            for (key, value) in entries.sorted(by: { $0.key < $1.key }) {
                let entry = ConfigurationTree(value: value, path: panels.child(key), file: panels.file)
                guard let panel = PanelKey(text: key) else { throw entry.error("expected a key vendor:product in hex, e.g. \"0eef:0001\"") }
                c.panels[panel.text] = try palm(entry, panels: false)
            }
        }
        return c
    }

    // MARK: - Sections

    private static func screen(_ tree: ConfigurationTree, baseDirectory: URL?) throws(ConfigurationError) -> ScreenConfiguration {
        let s = try tree.object(allowed: ["width", "height", "scale", "rotation", "calibration", "millimetres", "panels", "calibrationFile"])
        var c = ScreenConfiguration()
        if let w = s["width"] { c.widthPixels = try positive(w).integerValue(w) }
        if let h = s["height"] { c.heightPixels = try positive(h).integerValue(h) }
        if let k = s["scale"] { c.scale = try positive(k) }
        if let r = s["rotation"] {
            let degrees = try r.integer()
            guard let rotation = Rotation(rawValue: degrees) else { throw r.error("expected 0, 90, 180 or 270, got \(degrees)") }
            c.rotation = rotation
        }
        if let m = s["calibration"] {
            var values: [Double] = []
            for v in try m.array() { values.append(try v.double()) }
            guard let matrix = CalibrationMatrix(values: values) else { throw m.error("expected six numbers [a, b, c, d, e, f]") }
            c.calibration = matrix
        }
        if let mm = s["millimetres"] {
            let list = try mm.array()
            guard list.count == 2 else { throw mm.error("expected [width, height] in millimetres") }
            c.physicalWidthMillimetres = try positive(list[0])
            c.physicalHeightMillimetres = try positive(list[1])
        }
        if let file = s["calibrationFile"] {
            // Per-panel matrices the inspector's calibration page writes (PanelCalibrationFile).
            let path = try file.string()
            c.calibrationFile = path.hasPrefix("/") ? path : (baseDirectory ?? URL(fileURLWithPath: ".")).appendingPathComponent(path).path
            c.panelCalibrations = try PanelCalibrationFile.load(path: c.calibrationFile!).matrices
        }
        if let panels = s["panels"] {
            // {"0eef:0001": [width, height]}: one panel's size, whatever it reports.
            guard let entries = panels.value as? [String: Any] else {
                throw panels.error("expected an object {\"vendor:product\": [width, height]} in millimetres")
            }
            for (key, value) in entries.sorted(by: { $0.key < $1.key }) {
                let entry = ConfigurationTree(value: value, path: panels.child(key), file: panels.file)
                guard let panel = PanelKey(text: key) else { throw entry.error("expected a key vendor:product in hex, e.g. \"0eef:0001\"") }
                let list = try entry.array()
                guard list.count == 2 else { throw entry.error("expected [width, height] in millimetres") }
                c.panels[panel.text] = PanelSize(width: Millimetres(try positive(list[0])), height: Millimetres(try positive(list[1])))
            }
        }
        return c
    }

    private static func gestures(_ tree: ConfigurationTree) throws(ConfigurationError) -> GestureConfiguration {
        try tree.decoding { data in
            let config = try JSONDecoder().decode(GestureConfiguration.self, from: data)
            try config.validate()
            return config
        }
    }

    private static func pointer(_ tree: ConfigurationTree) throws(ConfigurationError) -> PointerConfiguration {
        let s = try tree.object(allowed: ["speed", "dpi", "profile", "magnetism", "overrideModifier",
                                          "bezeledPaddingPoints", "unbezeledPaddingPoints", "customPoints", "customStep"])
        var c = PointerConfiguration()
        if let v = s["speed"] {
            let speed = try v.double()
            guard (-1...1).contains(speed) else { throw v.error("expected a value in -1...1, got \(speed)") }
            c.acceleration.speed = speed
        }
        if let v = s["dpi"] { c.acceleration.deviceDotsPerInch = try positive(v) }
        if let v = s["profile"] {
            let name = try v.string()
            switch name {
            case "adaptive": c.acceleration.profile = .adaptive
            case "flat": c.acceleration.profile = .flat
            case "custom":
                guard let points = s["customPoints"], let step = s["customStep"] else {
                    throw v.error("profile custom needs customPoints (list of factors) and customStep (units/ms)")
                }
                var values: [Double] = []
                for p in try points.array() { values.append(try p.double()) }
                guard values.count >= 2 else { throw points.error("expected at least two points") }
                let stepValue = try positive(step)
                do throws(CustomAccelerationCurve.Invalid) {
                    c.acceleration.profile = .custom(try CustomAccelerationCurve(stepUnitsPerMillisecond: stepValue, points: values))
                } catch {
                    throw points.error("invalid custom curve: \(error)")
                }
            default: throw v.error("expected adaptive, flat or custom, got \(name)")
            }
        }
        if let v = s["magnetism"] { c.magnetism.isEnabled = try v.bool() }
        if let v = s["overrideModifier"] {
            let name = try v.string()
            guard let m = PointerModifiers(name: name) else { throw v.error("expected shift, control, alt or meta, got \(name)") }
            c.magnetism.overrideModifiers = m
        }
        if let v = s["bezeledPaddingPoints"] { c.hitRegions.bezeledPaddingPoints = try nonNegative(v) }
        if let v = s["unbezeledPaddingPoints"] { c.hitRegions.unbezeledPaddingPoints = try nonNegative(v) }
        return c
    }

    private static func layout(_ tree: ConfigurationTree, baseDirectory: URL?) throws(ConfigurationError) -> PointerLayout {
        if let path = tree.value as? String {
            let url = path.hasPrefix("/") ? URL(fileURLWithPath: path)
                : (baseDirectory ?? URL(fileURLWithPath: ".")).appendingPathComponent(path)
            do throws(ConfigurationError) { return try LayoutFile.load(url) } catch {
                throw ConfigurationError(file: tree.file, keyPath: tree.path, message: error.description)
            }
        }
        return try tree.decoding { data in try PointerLayout(jsonData: data) }
    }

    // MARK: - Helpers

    private static func positive(_ t: ConfigurationTree) throws(ConfigurationError) -> Double {
        let v = try t.double()
        guard v > 0 else { throw t.error("expected a value > 0, got \(v)") }
        return v
    }

    private static func nonNegative(_ t: ConfigurationTree) throws(ConfigurationError) -> Double {
        let v = try t.double()
        guard v >= 0 else { throw t.error("expected a value >= 0, got \(v)") }
        return v
    }
}

private extension Double {
    func integerValue(_ t: ConfigurationTree) throws(ConfigurationError) -> Int {
        guard self == rounded(), self < 1e9 else { throw t.error("expected a whole number, got \(self)") }
        return Int(self)
    }
}
