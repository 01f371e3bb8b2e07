import TactileCore
import TactileSystem
import TactileGestures
import Tactile

/// The daemon's actions: decides which rules an engine output triggers (edge protection
/// first, so the gesture's line can say an action was held back), launches them once the
/// output is delivered, and reaps the children.
final class ActionRunner {
    private var matcher: ActionMatcher
    private let reaper = ChildReaper()
    /// Key actions go through the filter's virtual keyboard.
    private let filterRunner: FilterRunner
    private let log: (String) -> Void
    /// The rules the last ``decide(_:)`` found to run.
    private var decided: [Int] = []
    /// Each action that ran or was held back: its name, what happened (`started pid N`,
    /// `keys ...`, `edge protected`, or the error) and the triggering input's time. The
    /// inspector lists them.
    var onAction: ((_ name: String, _ outcome: String, _ time: Timestamp) -> Void)?

    init(rules: [ActionRule], screenBounds: ScreenRect, filterRunner: FilterRunner, log: @escaping (String) -> Void) {
        matcher = ActionMatcher(rules: rules, screenBounds: screenBounds)
        self.filterRunner = filterRunner
        self.log = log
    }

    /// After a reload.
    func update(rules: [ActionRule], screenBounds: ScreenRect) {
        matcher = ActionMatcher(rules: rules, screenBounds: screenBounds)
    }

    /// Finds the rules `output` triggers and logs those edge protection holds back; returns
    /// whether any did (the gesture is delivered with `"protected":true`).
    func decide(_ output: EngineOutput) -> Bool {
        decided.removeAll(keepingCapacity: true)
        switch output {
        case .gesture(_, _, let event):
            var held: [Int] = []
            defer { for index in held { onAction?(matcher.rules[index].name, "edge protected", event.time) } }
            // `decide` mutates the matcher: the rules are read after it returns.
            let protected = matcher.decide(event) { index, decision in
                switch decision {
                case .run: decided.append(index)
                case .protected: held.append(index)
                }
            }
            for index in held {
                log("tactile: action \(matcher.rules[index].name): edge protected, the next swipe from that edge runs it")
            }
            return protected
        case .elementTap(let tap):
            matcher.forEachMatch(tap) { decided.append($0) }
            return false
        case .frame, .pointer, .deviceAdded, .deviceRemoved:
            return false
        }
    }

    /// Launches what ``decide(_:)`` found for `output`, with the event's line in `TACTILE_EVENT`.
    func launchDecided(_ output: EngineOutput) {
        guard !decided.isEmpty else { return }
        for index in decided {
            var w = JSONLineWriter(capacity: 256)
            let time: Timestamp
            switch output {
            case .gesture(_, let name, let event): event.write(to: &w, device: name); time = event.time
            case .elementTap(let tap): tap.write(to: &w); time = tap.time
            case .frame, .pointer, .deviceAdded, .deviceRemoved: continue
            }
            launch(matcher.rules[index], event: w.line, at: time)
        }
        decided.removeAll(keepingCapacity: true)
    }

    /// Starts the command without waiting; SIGCHLD reaps it.
    private func launch(_ rule: ActionRule, event: String, at time: Timestamp) {
        if case .keys(let chords) = rule.command {
            filterRunner.sendKeys(chords, at: time)
            log("tactile: action \(rule.name): \(rule.command.summary)")
            onAction?(rule.name, rule.command.summary, time)
            return
        }
        do throws(SpawnError) {
            let pid = try ActionLauncher.spawn(arguments: rule.command.argv,
                                               environment: [("TACTILE_ACTION", rule.name), ("TACTILE_EVENT", event)])
            reaper.track(pid: pid, label: rule.name)
            log("tactile: action \(rule.name): started pid \(pid)")
            onAction?(rule.name, "started pid \(pid)", time)
        } catch {
            log("tactile: action \(rule.name): \(error)")
            onAction?(rule.name, "\(error)", time)
        }
    }

    var hasRunningChildren: Bool { reaper.runningCount > 0 }

    /// Collects ended children (never blocks); logs those that failed.
    func reapChildren() {
        for exit in reaper.reap() where !exit.succeeded { log("tactile: action \(exit)") }
    }
}
