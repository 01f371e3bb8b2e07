import Tactile
import TactileCore
import TactileSystem
import TactileGestures
import TactileDaemon

/// What `tactile replay` prints for one trace.
///
/// - JSON: gesture lines in the daemon's schema (with `device`), element taps, or frames
///   (`--frames`); `--actions` prints `{"t","event":"action","action","command",...}` lines
///   instead. With several traces every line also carries `trace`.
/// - Readable: a header naming the trace, its devices and the time base; one line per
///   discrete gesture; continuous gestures as `began` and `ended`/`cancelled` with their
///   totals (every `changed` with `--verbose`); a summary line.
final class ReplayPrinter {
    enum Mode { case gestures, frames, actions }

    private let output: LineOutput
    private let json: Bool
    private let mode: Mode
    private let verbose: Bool
    private let name: String
    private let deviceSummary: String
    /// `,"trace":"NAME"}`: replaces the closing brace of each JSON line when several traces are replayed.
    private let traceSuffix: [UInt8]?
    private var matcher: ActionMatcher?
    private var writer = JSONLineWriter()
    private var origin: Timestamp?
    private var headerPrinted = false
    private struct Running { var began: Timestamp; var changes: Int }
    private var running: [GestureKey: Running] = [:]
    private struct GestureKey: Hashable { var device: Int; var recognizer: RecognizerID }
    private var recognized: [String: Int] = [:]
    /// Continuous gestures in progress: kind and most fingers so far.
    private var open: [GestureKey: (kind: GestureKind, fingers: Int, pen: Bool)] = [:]

    /// A gesture as the summary counts it: `2-finger pan`, or `pen pan` for a pen's tip.
    private static func summaryName(_ kind: GestureKind, _ fingers: Int, pen: Bool) -> String {
        (pen ? "pen " : "\(fingers)-finger ") + kind.rawValue
    }
    private var taps = 0
    private var pens = PenStrokeText()
    private var actionCount = 0

    init(output: LineOutput, json: Bool, mode: Mode, verbose: Bool, name: String, devices: String,
         labelTrace: Bool, matcher: ActionMatcher?) {
        self.output = output; self.json = json; self.mode = mode; self.verbose = verbose
        self.name = name; self.deviceSummary = devices; self.matcher = matcher
        if labelTrace {
            var w = JSONLineWriter()
            w.string(name)
            traceSuffix = Array(",\"trace\":".utf8) + w.bytes + [UInt8(ascii: "}")]
        } else {
            traceSuffix = nil
        }
    }

    /// What the engine should deliver.
    var outputs: EngineOutputKinds { mode == .frames ? .all : .allButFrames }

    func attach(to engine: Engine) {
        engine.onOutput = { [unowned engine, self] item in
            if self.origin == nil { self.origin = engine.firstFrameTime }
            self.handle(item)
        }
    }

    // MARK: - Lines

    private func emitJSON() {
        if let traceSuffix {
            output.write(writer.bytes.dropLast())
            output.writeLine(traceSuffix)
        } else {
            output.writeLine(writer.bytes)
        }
    }

    private func text(_ line: String) {
        if !headerPrinted { header() }
        output.writeLine(line)
    }

    private func header() {
        headerPrinted = true
        let base = origin.map { "times are seconds since the first frame, t=\(GestureText.fixed($0.seconds, 6)) in --json output" }
            ?? "no frame"
        output.writeLine("# \(name): \(deviceSummary); \(base)")
    }

    private func handle(_ item: EngineOutput) {
        switch item {
        case .frame(_, let device, let frame):
            guard mode == .frames else {
                // Readable gestures: a pen's strokes (pen gestures are not recognized yet).
                if mode == .gestures, !json, case .pen(let f) = frame, let line = pens.add(f, origin: origin) { text(line) }
                return
            }
            FrameJSON.write(frame, device: device, into: &writer)
            emitJSON()
        case .gesture(let id, let device, let event):
            // One finger-count rule (GestureEvent.mostFingers): a gesture is counted once,
            // at its end, with the most fingers it had; one still running at the end of the
            // trace is counted by ``finish``.
            let key = GestureKey(device: id, recognizer: event.recognizer)
            switch event.phase {
            case .recognized: recognized[Self.summaryName(event.kind, event.fingers, pen: event.pointerType == .pen), default: 0] += 1
            case .began, .changed: open[key] = (event.kind, event.mostFingers, event.pointerType == .pen)
            case .ended, .cancelled:
                open[key] = nil
                recognized[Self.summaryName(event.kind, event.mostFingers, pen: event.pointerType == .pen), default: 0] += 1
            }
            switch mode {
            case .frames: return
            case .actions:
                var decisions: [(Int, ActionMatcher.Decision)] = []
                matcher?.decide(event) { decisions.append(($0, $1)) }
                for (index, decision) in decisions {
                    action(index, time: event.time, device: device, trigger: event, protected: decision == .protected)
                }
            case .gestures:
                // With the daemon's file, gestures are marked as the daemon marks them: a swipe
                // that edge protection let through to the app is `"protected":true`.
                let protected = matcher?.decide(event) { _, _ in } ?? false
                if json {
                    writer.reset()
                    event.write(to: &writer, device: device, protected: protected)
                    emitJSON()
                } else {
                    readable(event, device: id, protected: protected)
                }
            }
        case .elementTap(let tap):
            taps += 1
            switch mode {
            case .frames: return
            case .actions:
                matcher?.forEachMatch(tap) { action($0, time: tap.time, device: nil, tap: tap) }
            case .gestures:
                if json {
                    writer.reset()
                    tap.write(to: &writer)
                    emitJSON()
                } else {
                    text("\(GestureText.seconds(tap.time, origin: origin))  tap on \(tap.element.rawValue) by \(tap.source.rawValue)")
                }
            }
        case .pointer, .deviceAdded, .deviceRemoved:
            break
        }
    }

    private func readable(_ event: GestureEvent, device: Int, protected: Bool) {
        let key = GestureKey(device: device, recognizer: event.recognizer)
        // The daemon's `"protected":true`: an edge swipe its protected action let through to the app.
        let mark = protected ? "  (edge protected: the swipe goes to the app)" : ""
        switch event.phase {
        case .began:
            running[key] = Running(began: event.time, changes: 0)
            text(GestureText.line(event, origin: origin) + mark)
        case .changed:
            running[key]?.changes += 1
            if verbose || protected { text(GestureText.line(event, origin: origin) + mark) }
        case .ended, .cancelled:
            var line = GestureText.line(event, origin: origin)
            if let r = running.removeValue(forKey: key) {
                line += "  lasted \(GestureText.fixed(event.time.seconds - r.began.seconds, 3)) s, \(r.changes) change\(r.changes == 1 ? "" : "s")"
            }
            text(line + mark)
        case .recognized:
            text(GestureText.line(event, origin: origin) + mark)
        }
    }

    /// `protected`: edge protection held the action back (the first swipe from the edge).
    private func action(_ index: Int, time: Timestamp, device: String?, trigger event: GestureEvent? = nil, tap: ElementTap? = nil,
                        protected: Bool = false) {
        guard let rule = matcher?.rules[index] else { return }
        if !protected { actionCount += 1 }
        if json {
            writer.reset()
            writer.beginObject()
            writer.key("t"); writer.number(time.seconds, decimals: 6)
            writer.key("event"); writer.string("action")
            writer.key("action"); writer.string(rule.name)
            if protected { writer.key("protected"); writer.bool(true) }
            writer.key("command"); writer.beginArray()
            for word in rule.command.argv { writer.string(word) }
            writer.endArray()
            if let event {
                writer.key("gesture"); writer.string(event.kind.rawValue)
                writer.key("phase"); writer.string(event.phase.rawValue)
                writer.key("fingers"); writer.integer(GestureText.fingers(event))
            }
            if let tap {
                writer.key("region"); writer.string(tap.element.rawValue)
                writer.key("source"); writer.string(tap.source.rawValue)
            }
            if let device { writer.key("device"); writer.string(device) }
            writer.endObject()
            emitJSON()
        } else {
            let why: String
            if let event {
                why = "\(GestureText.fingers(event))-finger \(event.kind.rawValue) \(event.phase.rawValue)"
                    + (event.direction.map { " \($0.rawValue)" } ?? "") + (event.edge.map { " from the \($0.rawValue) edge" } ?? "")
            } else {
                why = "tap on \(tap?.element.rawValue ?? "") by \(tap?.source.rawValue ?? "")"
            }
            if protected {
                text("\(GestureText.seconds(time, origin: origin))  action \(rule.name) protected: the swipe goes to the app; another within \(GestureText.fixed(rule.protectionSeconds ?? 0, 1)) s runs it  (\(why))")
            } else {
                text("\(GestureText.seconds(time, origin: origin))  action \(rule.name) would run: \(rule.command.summary)  (\(why))")
            }
        }
    }

    /// The summary line (readable output only). `firstFrame`: the engine's, for the header
    /// of a trace that reported nothing.
    func finish(firstFrame: Timestamp?) {
        guard !json, mode != .frames else { return }
        if origin == nil { origin = firstFrame }
        if !headerPrinted { header() }
        for (_, g) in open { recognized[Self.summaryName(g.kind, g.fingers, pen: g.pen), default: 0] += 1 }
        open = [:]
        let gestures = recognized.values.reduce(0, +)
        let list = recognized.sorted { $0.key < $1.key }.map { "\($0.value) x \($0.key)" }.joined(separator: ", ")
        var summary = gestures == 0 ? "no gesture recognized" : "\(gestures) gesture\(gestures == 1 ? "" : "s"): \(list)"
        if taps > 0 { summary += "; \(taps) element tap\(taps == 1 ? "" : "s")" }
        if let pen = pens.summary { summary += "; " + pen }
        if mode == .actions {
            summary += actionCount == 0 ? "; no action would run" : "; \(actionCount) action\(actionCount == 1 ? "" : "s") would run"
        }
        output.writeLine("# " + summary)
    }
}
