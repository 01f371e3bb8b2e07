import TactileCore
import TactileGestures
import TactileFilter

/// The `filter` section of `tactile run`'s configuration: the daemon grabs every configured
/// touchscreen and re-emits its input through virtual devices (Docs/FILTER.md).
///
/// ```yaml
/// filter:
///   maximumHoldMilliseconds: 150
///   mouse: {longPress: right, twoFingerTap: right, threeFingerTap: middle, scroll: {direction: natural}}
///   regions:
///     - {name: page, region: {x: 0, y: 0.1, width: 1, height: 0.9}, consume: [pinch, {gesture: pan, fingers: 2}]}
///     - {name: map, region: {xPoints: 0, yPoints: 0, widthPoints: 400, heightPoints: 300}, passthrough: true}
/// ```
package struct DaemonFilterConfiguration: Hashable, Sendable {
    package var maximumHold: Milliseconds = FilterConfiguration.defaultMaximumHold
    package var mouse: MouseProfile?
    package var regions: [FilterRegionPolicy] = []

    package init() {}

    /// The filter's configuration: the region policies' and the consuming actions' rules,
    /// areas resolved on the screen.
    package func filterConfiguration(actions: [ActionRule], screenBounds: ScreenRect) -> FilterConfiguration {
        var rules: [ConsumeRule] = []
        var passthrough: [ScreenRect] = []
        for region in regions {
            let rect = region.area.rect(in: screenBounds)
            if region.passthrough { passthrough.append(rect) }
            for m in region.consume {
                rules.append(ConsumeRule(name: region.name, kind: m.kind, fingers: m.fingers, direction: m.direction, edge: m.edge,
                                         area: rect, strategy: region.strategy ?? DaemonConfiguration.defaultConsumeStrategy(for: m.kind)))
            }
        }
        for action in actions {
            guard let strategy = action.consume, case .gesture(let m) = action.trigger else { continue }
            rules.append(ConsumeRule(name: action.name, kind: m.kind, fingers: m.fingers, direction: m.direction, edge: m.edge,
                                     area: m.area?.rect(in: screenBounds), strategy: strategy))
        }
        return FilterConfiguration(rules: rules, maximumHold: maximumHold, mouse: mouse, passthrough: passthrough)
    }

    static let keys = ["maximumHoldMilliseconds", "mouse", "regions"]
    static let regionKeys = ["name", "region", "consume", "strategy", "passthrough"]
    static let mouseKeys = ["longPress", "twoFingerTap", "threeFingerTap", "scroll"]
    static let scrollKeys = ["direction", "millimetresPerDetent", "fling"]
}

/// A region policy: what is consumed over a part of the screen, or that it gets everything.
package struct FilterRegionPolicy: Hashable, Sendable {
    package var name: String
    package var area: FilterArea
    /// The gestures taken from the apps there (kind, fingers, direction, edge; phase unused).
    package var consume: [GestureMatch]
    /// Nil: as `consume: true` on an action (hold edge swipes, cancel the rest).
    package var strategy: ConsumeStrategy?
    /// Nothing is consumed there, not even actions' gestures.
    package var passthrough: Bool

    package init(name: String, area: FilterArea, consume: [GestureMatch] = [], strategy: ConsumeStrategy? = nil, passthrough: Bool = false) {
        self.name = name; self.area = area; self.consume = consume; self.strategy = strategy; self.passthrough = passthrough
    }
}

/// A rectangle of the screen in points, or in fractions of the screen (0...1).
package enum FilterArea: Hashable, Sendable {
    case points(ScreenRect)
    case fractions(ScreenRect)

    package func rect(in bounds: ScreenRect) -> ScreenRect {
        switch self {
        case .points(let r): return r
        case .fractions(let f):
            return ScreenRect(x: bounds.minX + f.x * bounds.width, y: bounds.minY + f.y * bounds.height,
                              width: f.width * bounds.width, height: f.height * bounds.height)
        }
    }
}

extension DaemonConfiguration {
    static func filter(_ tree: ConfigurationTree) throws(ConfigurationError) -> DaemonFilterConfiguration {
        let s = try tree.object(allowed: DaemonFilterConfiguration.keys)
        var c = DaemonFilterConfiguration()
        if let h = s["maximumHoldMilliseconds"] {
            let ms = try h.double()
            guard ms >= 0 && ms <= 1000 else { throw h.error("expected 0 to 1000 ms (a touch held longer feels broken), got \(ms)") }
            c.maximumHold = Milliseconds(ms)
        }
        if let m = s["mouse"] { c.mouse = try mouse(m) }
        if let r = s["regions"] {
            for (index, item) in try r.array().enumerated() { c.regions.append(try region(item, index: index)) }
        }
        return c
    }

    private static func mouse(_ tree: ConfigurationTree) throws(ConfigurationError) -> MouseProfile? {
        if let on = tree.value as? Bool { return on ? MouseProfile() : nil }
        let s = try tree.object(allowed: DaemonFilterConfiguration.mouseKeys)
        var p = MouseProfile()
        if let v = s["longPress"] { p.longPress = try button(v) }
        if let v = s["twoFingerTap"] { p.twoFingerTap = try button(v) }
        if let v = s["threeFingerTap"] { p.threeFingerTap = try button(v) }
        if let v = s["scroll"] {
            if let on = v.value as? Bool {
                p.scroll = on
            } else {
                let o = try v.object(allowed: DaemonFilterConfiguration.scrollKeys)
                if let d = o["direction"] {
                    let text = try d.string()
                    guard let direction = MouseProfile.ScrollDirection(rawValue: text) else {
                        throw d.error("expected natural or classic, got '\(text)'")
                    }
                    p.scrollDirection = direction
                }
                if let m = o["millimetresPerDetent"] {
                    let mm = try m.double()
                    guard mm > 0 && mm.isFinite else { throw m.error("expected a length > 0 mm, got \(mm)") }
                    p.millimetresPerDetent = Millimetres(mm)
                }
                if let f = o["fling"] { p.fling = try f.bool() }
            }
        }
        return p
    }

    private static func button(_ tree: ConfigurationTree) throws(ConfigurationError) -> MouseProfile.Button {
        let text = try tree.string()
        guard let b = MouseProfile.Button(rawValue: text) else {
            throw tree.error("expected left, right, middle or none, got '\(text)'")
        }
        return b
    }

    private static func region(_ tree: ConfigurationTree, index: Int) throws(ConfigurationError) -> FilterRegionPolicy {
        let s = try tree.object(allowed: DaemonFilterConfiguration.regionKeys)
        let name = try s["name"].map { t throws(ConfigurationError) in try t.string() } ?? "filter.regions[\(index)]"
        guard let r = s["region"] else {
            throw tree.error("missing: {xPoints, yPoints, widthPoints, heightPoints} or fractions of the screen {x, y, width, height}", at: "region")
        }
        let area = try filterArea(r)
        let passthrough = try s["passthrough"].map { t throws(ConfigurationError) in try t.bool() } ?? false
        var consume: [GestureMatch] = []
        if let c = s["consume"] {
            if passthrough { throw c.error("a passthrough region consumes nothing; give consume or passthrough: true, not both") }
            for item in try c.array() { consume.append(try consumedGesture(item)) }
        }
        var strategy: ConsumeStrategy?
        if let t = s["strategy"] {
            let text = try t.string()
            guard let named = ConsumeStrategy(rawValue: text) else { throw t.error("expected hold or cancel, got '\(text)'") }
            strategy = named
        }
        if consume.isEmpty && !passthrough {
            throw tree.error("expected consume: [gestures] (e.g. [pinch, {gesture: pan, fingers: 2}]) or passthrough: true", at: "consume")
        }
        return FilterRegionPolicy(name: name, area: area, consume: consume, strategy: strategy, passthrough: passthrough)
    }

    /// `pinch` or `{gesture: swipe, fingers: 2, direction: left}`.
    private static func consumedGesture(_ tree: ConfigurationTree) throws(ConfigurationError) -> GestureMatch {
        func kind(_ t: ConfigurationTree) throws(ConfigurationError) -> GestureKind {
            let text = try t.string()
            guard let k = GestureKind(rawValue: text) else {
                throw t.error("expected one of \(GestureKind.allCases.map(\.rawValue).joined(separator: ", ")), got '\(text)'")
            }
            return k
        }
        if tree.value is String { return GestureMatch(kind: try kind(tree)) }
        let o = try tree.object(allowed: ["gesture", "fingers", "direction", "edge"])
        guard let g = o["gesture"] else { throw tree.error("missing: the gesture kind", at: "gesture") }
        var m = GestureMatch(kind: try kind(g))
        if let f = o["fingers"] {
            let n = try f.integer()
            guard (1...10).contains(n) else { throw f.error("expected 1...10 fingers, got \(n)") }
            m.fingers = n
        }
        if let d = o["direction"] {
            guard m.kind == .swipe else { throw d.error("applies to gesture: swipe only") }
            let text = try d.string()
            guard let v = SwipeDirection(rawValue: text) else { throw d.error("expected up, down, left or right, got '\(text)'") }
            m.direction = v
        }
        if let e = o["edge"] {
            guard m.kind == .edgeSwipe else { throw e.error("applies to gesture: edgeSwipe only") }
            let text = try e.string()
            guard let v = ScreenEdge(rawValue: text) else { throw e.error("expected top, bottom, left or right, got '\(text)'") }
            m.edge = v
        }
        return m
    }

    /// `{xPoints, yPoints, widthPoints, heightPoints}` or fractions `{x, y, width, height}` (0...1).
    private static func filterArea(_ tree: ConfigurationTree) throws(ConfigurationError) -> FilterArea {
        let pointKeys = ["xPoints", "yPoints", "widthPoints", "heightPoints"]
        let fractionKeys = ["x", "y", "width", "height"]
        let o = try tree.object(allowed: pointKeys + fractionKeys)
        let points = pointKeys.contains { o[$0] != nil }
        if points && fractionKeys.contains(where: { o[$0] != nil }) {
            throw tree.error("give points {xPoints, yPoints, widthPoints, heightPoints} or fractions {x, y, width, height}, not both")
        }
        var values: [Double] = []
        for key in points ? pointKeys : fractionKeys {
            guard let v = o[key] else { throw tree.error("missing (a region needs \((points ? pointKeys : fractionKeys).joined(separator: ", ")))", at: key) }
            let d = try v.double()
            if !points && !(0...1).contains(d) { throw v.error("expected a fraction of the screen from 0 to 1, got \(d)") }
            if key.hasPrefix("width") || key.hasPrefix("height") { guard d > 0 else { throw v.error("expected a value > 0, got \(d)") } }
            values.append(d)
        }
        let rect = ScreenRect(x: values[0], y: values[1], width: values[2], height: values[3])
        return points ? .points(rect) : .fractions(rect)
    }

    /// The mouse profile's mappings need their recognizers; consuming actions need the filter.
    static func checkFilter(_ config: DaemonConfiguration, top: [String: ConfigurationTree]) throws(ConfigurationError) {
        let gestures = config.engine.gestures ?? .standard
        if config.filter == nil, let a = top["actions"] {
            for (index, rule) in config.actions.enumerated() where rule.consume != nil {
                throw (try a.array())[index].error("needs the filter section (filter: {} grabs the touchscreens so the apps get only what passes)", at: "consume")
            }
        }
        guard let mouse = config.filter?.mouse, let m = top["filter"].flatMap({ try? $0.object(allowed: DaemonFilterConfiguration.keys) })?["mouse"] else { return }
        var needs: [(String, GestureMatch)] = []
        if mouse.longPress != .none { needs.append(("longPress", GestureMatch(kind: .longPress, fingers: 1))) }
        if mouse.twoFingerTap != .none { needs.append(("twoFingerTap", GestureMatch(kind: .tap, fingers: 2, taps: 1))) }
        if mouse.threeFingerTap != .none { needs.append(("threeFingerTap", GestureMatch(kind: .tap, fingers: 3, taps: 1))) }
        needs.append(("pan", GestureMatch(kind: .pan, fingers: 1)))
        if mouse.scroll { needs.append(("scroll", GestureMatch(kind: .pan, fingers: 2))) }
        for (key, match) in needs {
            if let problem = ActionReachability.check(match, against: gestures) {
                throw m.error("the mouse profile's \(key) needs a recognizer: \(problem.message)")
            }
        }
    }
}
