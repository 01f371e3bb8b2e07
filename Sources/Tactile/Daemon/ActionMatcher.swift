import TactileCore
import TactileGestures

/// Finds the actions an engine output triggers. Pure: the daemon spawns what it reports.
///
/// Areas (rects, named corners) are resolved once against the screen; matching a
/// gesture walks the rules without allocating.
public struct ActionMatcher: Sendable {
    public let rules: [ActionRule]
    private let areas: [ScreenRect?]

    /// `screenBounds`: the screen in points (``Engine/Configuration/screenBounds``).
    public init(rules: [ActionRule], screenBounds: ScreenRect) {
        self.rules = rules
        areas = rules.map { rule in
            if case .gesture(let m) = rule.trigger { return m.area?.rect(in: screenBounds) }
            return nil
        }
    }

    /// Calls `body` with the index of each rule `event` triggers, in configuration order.
    public func forEachMatch(_ event: GestureEvent, _ body: (Int) -> Void) {
        for i in rules.indices {
            if case .gesture(let m) = rules[i].trigger, m.matches(event, area: areas[i]) { body(i) }
        }
    }

    /// Calls `body` with the index of each rule `tap` triggers.
    public func forEachMatch(_ tap: ElementTap, _ body: (Int) -> Void) {
        for i in rules.indices {
            if case .elementTap(let m) = rules[i].trigger, m.matches(tap) { body(i) }
        }
    }

    /// The rules `event` triggers.
    public func matches(_ event: GestureEvent) -> [ActionRule] {
        var found: [ActionRule] = []
        forEachMatch(event) { found.append(rules[$0]) }
        return found
    }

    public func matches(_ tap: ElementTap) -> [ActionRule] {
        var found: [ActionRule] = []
        forEachMatch(tap) { found.append(rules[$0]) }
        return found
    }
}
