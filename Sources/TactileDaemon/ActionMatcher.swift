import TactileCore
import TactileGestures
import Tactile
import TactileSystem
import TactilePointer

/// Finds the actions an engine output triggers. The daemon spawns what it reports; the
/// dry runs (`tactile replay --actions`, `tactile test`) print it.
///
/// Areas (rects, named corners) are resolved once against the screen; matching a
/// gesture walks the rules without allocating. The only state is edge protection's: when a
/// protected rule last let an edge swipe through to the app (``decide(_:_:)``).
package struct ActionMatcher: Sendable {
    package let rules: [ActionRule]
    private let areas: [ScreenRect?]
    /// Per rule: the time of the protected edge swipe that did not run it, if any.
    private var protectedAt: [Timestamp?]

    /// What a matching rule does with an event.
    package enum Decision: Sendable, Equatable {
        /// Run the command.
        case run
        /// Edge protection: the first swipe from the edge goes to the app (delivered with
        /// `"protected":true`); the command runs on a second one within the rule's window.
        case protected
    }

    /// `screenBounds`: the screen in points (``Engine/Configuration/screenBounds``).
    package init(rules: [ActionRule], screenBounds: ScreenRect) {
        self.rules = rules
        areas = rules.map { rule in
            if case .gesture(let m) = rule.trigger { return m.area?.rect(in: screenBounds) }
            return nil
        }
        protectedAt = Array(repeating: nil, count: rules.count)
    }

    /// Calls `body` with each rule `event` triggers and whether to run it, in configuration
    /// order, and records edge protection: a protected rule runs only when a swipe it
    /// protected came at most its ``ActionRule/protectionSeconds`` before. Returns whether
    /// any rule protected the event (deliver it with `"protected":true`).
    @discardableResult
    package mutating func decide(_ event: GestureEvent, _ body: (Int, Decision) -> Void) -> Bool {
        var anyProtected = false
        for i in rules.indices {
            guard case .gesture(let m) = rules[i].trigger, m.matches(event, area: areas[i]) else { continue }
            guard let window = rules[i].protectionSeconds else { body(i, .run); continue }
            if let first = protectedAt[i], (event.time - first).seconds <= window {
                protectedAt[i] = nil
                body(i, .run)
            } else {
                protectedAt[i] = event.time
                anyProtected = true
                body(i, .protected)
            }
        }
        return anyProtected
    }

    /// Calls `body` with the index of each rule `event` triggers, in configuration order.
    package func forEachMatch(_ event: GestureEvent, _ body: (Int) -> Void) {
        for i in rules.indices {
            if case .gesture(let m) = rules[i].trigger, m.matches(event, area: areas[i]) { body(i) }
        }
    }

    /// Calls `body` with the index of each rule `tap` triggers.
    package func forEachMatch(_ tap: ElementTap, _ body: (Int) -> Void) {
        for i in rules.indices {
            if case .elementTap(let m) = rules[i].trigger, m.matches(tap) { body(i) }
        }
    }

    /// The rules `event` triggers.
    package func matches(_ event: GestureEvent) -> [ActionRule] {
        var found: [ActionRule] = []
        forEachMatch(event) { found.append(rules[$0]) }
        return found
    }

    package func matches(_ tap: ElementTap) -> [ActionRule] {
        var found: [ActionRule] = []
        forEachMatch(tap) { found.append(rules[$0]) }
        return found
    }
}
