#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Synchronization
import Tactile
import TactileCore
import TactileGestures
import TactileTrace

/// Field capture (`capture` in the configuration): on a trigger, the last seconds of raw
/// input (``RecentInputRecorder``, the inspector's record buffer) are written as a
/// libinput-record trace whose `tactile: expected:` list is the gestures the daemon reported
/// live over the same input, with the screen it used; beside it, a copy of the configuration
/// file. So each capture is a ready `tactile test` case (`tactile test --config
/// capture-0003-taps.config.yaml capture-0003-taps.yaml`), and it fails if replay ever differs
/// from what happened in the field.
///
/// The daemon's thread reports gestures (``observe(_:)``); a capture can be taken on any
/// thread (the web server's for `POST /capture`). The directory is capped at `maxBytes`:
/// the oldest captures are deleted first.
package final class FieldCapture: Sendable {
    package let configuration: CaptureConfiguration
    private let recorder: RecentInputRecorder
    private let state: Mutex<State>

    private struct State {
        /// Gesture events (every phase but `changed`) as JSON fields, with their times (µs), oldest first.
        var gestures: [(time: Int64, fields: ExpectationMatcher.Event)] = []
        var taps: TapPattern
        /// Event time of the last automatic capture: automatic triggers wait `seconds` after one.
        var lastAutomatic: Int64?
        var sequence: Int
        /// The screen the engine uses and the configuration file's text (copied beside each
        /// capture; nil without `--config`): a reload replaces both.
        var screen: ScreenConfiguration
        var configurationText: String?
    }

    /// What a capture wrote.
    package struct Written: Sendable {
        package var trace: String
        package var configuration: String?
        package var gestures: Int
        package var seconds: Double
    }

    package init(configuration: CaptureConfiguration, recorder: RecentInputRecorder, screen: ScreenConfiguration,
                configurationText: String?) {
        self.configuration = configuration
        self.recorder = recorder
        let taps = TapPattern(count: configuration.tapCount, windowMicroseconds: Int64(configuration.tapWindowMilliseconds * 1000),
                              radiusPoints: configuration.tapRadiusPoints)
        state = Mutex(State(taps: taps, sequence: Self.lastSequence(in: configuration.directory),
                            screen: screen, configurationText: configurationText))
    }

    /// A reloaded configuration (SIGHUP): later captures replay with it.
    package func update(screen: ScreenConfiguration, configurationText: String?) {
        state.withLock { s in s.screen = screen; s.configurationText = configurationText }
    }

    /// One engine output (the daemon's thread); returns the trigger it fires, if any.
    package func observe(_ output: EngineOutput) -> CaptureTrigger? {
        guard case .gesture(_, _, let event) = output, event.phase != .changed else { return nil }
        let fields = ExpectationMatcher.event(of: event)
        let keep = Int64(configuration.seconds) * 2_000_000
        return state.withLock { s -> CaptureTrigger? in
            let now = event.time.microseconds
            s.gestures.append((now, fields))
            if let first = s.gestures.first, first.time < now - keep {
                s.gestures.removeAll { $0.time < now - keep }
            }
            var trigger: CaptureTrigger?
            if configuration.triggers.contains(.taps) && s.taps.observe(event) { trigger = .taps }
            if configuration.triggers.contains(.cancelled) && event.phase == .cancelled { trigger = trigger ?? .cancelled }
            // An automatic trigger within `seconds` of the last one would capture the same input again.
            guard trigger != nil else { return nil }
            if let last = s.lastAutomatic, now - last < Int64(configuration.seconds) * 1_000_000 { return nil }
            s.lastAutomatic = now
            return trigger
        }
    }

    /// Writes a capture now. Throws `CaptureError` when nothing was recorded or a file cannot be written.
    package func capture(_ trigger: CaptureTrigger) throws(CaptureError) -> Written {
        guard var trace = recorder.snapshotTrace(lastSeconds: configuration.seconds) else {
            throw CaptureError(message: "nothing recorded yet: no device has sent input")
        }
        let start = trace.devices.compactMap { $0.events.first?.time.microseconds }.min() ?? 0
        let end = trace.devices.compactMap { $0.events.last?.time.microseconds }.max() ?? 0
        let (live, sequence, screen, configurationText) = state.withLock { s in
            s.sequence += 1
            return (s.gestures.filter { $0.time >= start }.map(\.fields), s.sequence, s.screen, s.configurationText)
        }
        trace.metadata.screen = screen
        trace.metadata.expected = live.map(RecordedExpectation.entry)
        let base = configuration.directory + "/" + CFormat.string("capture-%04d-", Int32(clamping: sequence)) + trigger.rawValue
        let bytes: [UInt8]
        do throws(TraceWriteError) { bytes = try LibinputRecordWriter().write(trace) } catch {
            throw CaptureError(message: "\(error)")
        }
        var written = Written(trace: base + ".yaml", configuration: nil, gestures: live.count, seconds: Double(end - start) / 1e6)
        do {
            try FileManager.default.createDirectory(atPath: configuration.directory, withIntermediateDirectories: true)
            try Data(bytes).write(to: URL(fileURLWithPath: written.trace))
            if let configurationText {
                written.configuration = base + ".config.yaml"
                try Data(configurationText.utf8).write(to: URL(fileURLWithPath: base + ".config.yaml"))
            }
        } catch {
            throw CaptureError(message: "cannot write \(written.trace): \(FileErrorText.message(for: error))")
        }
        enforceCap(keeping: base)
        return written
    }

    /// Deletes the oldest captures (by sequence number) until the directory's captures fit in `maxBytes`.
    private func enforceCap(keeping newest: String) {
        let directory = configuration.directory
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
        var captures: [(sequence: Int, path: String, bytes: Int)] = []
        for name in names {
            guard let sequence = Self.sequence(of: name) else { continue }
            let path = directory + "/" + name
            let bytes = ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int) ?? 0
            captures.append((sequence, path, bytes))
        }
        var total = captures.reduce(0) { $0 + $1.bytes }
        for capture in captures.sorted(by: { $0.sequence < $1.sequence }) where total > configuration.maxBytes {
            guard !capture.path.hasPrefix(newest) else { continue }
            if (try? FileManager.default.removeItem(atPath: capture.path)) != nil { total -= capture.bytes }
        }
    }

    /// `capture-0012-taps.yaml` -> 12.
    static func sequence(of name: String) -> Int? {
        guard name.hasPrefix("capture-") else { return nil }
        return Int(name.dropFirst(8).prefix { $0.isNumber })
    }

    private static func lastSequence(in directory: String) -> Int {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).compactMap(sequence(of:)).max() ?? 0
    }
}

/// A capture could not be written.
package struct CaptureError: Error, CustomStringConvertible, Sendable {
    package let message: String
    package var description: String { "field capture: \(message)" }
}

/// The `taps` trigger: `count` taps (a double tap counts two) within `windowMicroseconds`,
/// all within `radiusPoints` of the latest. Driven by the taps' event times only.
struct TapPattern {
    let count: Int
    let windowMicroseconds: Int64
    let radiusPoints: Double
    private var taps: [(time: Int64, x: Double, y: Double)] = []

    init(count: Int, windowMicroseconds: Int64, radiusPoints: Double) {
        self.count = count; self.windowMicroseconds = windowMicroseconds; self.radiusPoints = radiusPoints
    }

    /// True when `event` completes the pattern (the taps are then forgotten).
    mutating func observe(_ event: GestureEvent) -> Bool {
        guard event.kind == .tap, event.phase == .recognized, let n = event.taps else { return false }
        let now = event.time.microseconds
        for _ in 0..<n { taps.append((now, event.location.x, event.location.y)) }
        taps.removeAll { $0.time < now - windowMicroseconds }
        let x = event.location.x, y = event.location.y
        let near = taps.count { (($0.x - x) * ($0.x - x) + ($0.y - y) * ($0.y - y)).squareRoot() <= radiusPoints }
        guard near >= count else { return false }
        taps.removeAll()
        return true
    }
}
