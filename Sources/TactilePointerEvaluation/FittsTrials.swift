#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TactileCore
import TactilePointer

/// The Fitts-experiment form of recorded pointing (`tactile predict --format fitts`): one
/// CSV path per device (`t_ms,x,y,buttons`, a press and release where each trial was
/// clicked) plus a JSON-lines file with one object per trial, in order:
/// `{"user": .., "device": "mouse", "experiment": "..", "trial": 0, "target": [x, y],
/// "radius": r, "start": [x, y], "click": [x, y], "samples": n}` (positions in points).
///
/// A CSV is matched to the device whose trials' clicks are its presses, one for one; its
/// press rows then carry the device, the target and the target group (user and
/// experiment: the targets on screen together).
package struct FittsTrials: Sendable {
    package struct Trial: Hashable, Sendable {
        package var user: String
        package var device: String
        package var experiment: String
        package var target: PointingTarget
        package var click: ScreenPoint
    }

    /// All trials in file order.
    package var trials: [Trial]

    package init(trials: [Trial]) { self.trials = trials }

    /// Largest distance between a CSV press and the trial's click, points.
    package static let clickTolerancePoints = 1.0

    package static func parse(_ text: String, file: String) throws(PointerPathCSV.ParseError) -> FittsTrials {
        var trials: [Trial] = []
        var lineNumber = 0
        for line in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            lineNumber += 1
            let trimmed = line.trimmingWhitespace()
            if trimmed.isEmpty { continue }
            func fail(_ message: String) -> PointerPathCSV.ParseError {
                PointerPathCSV.ParseError(file: file, line: lineNumber, message: message)
            }
            guard let object = JSONValue.object(trimmed) else {
                throw fail("expected one JSON object per line")
            }
            func point(_ key: String) throws(PointerPathCSV.ParseError) -> ScreenPoint {
                guard case .array(let a)? = object[key], a.count == 2, let x = a[0].number,
                      let y = a[1].number, x.isFinite, y.isFinite else {
                    throw fail("\(key): expected [x, y]")
                }
                return ScreenPoint(x: x, y: y)
            }
            guard case .string(let device)? = object["device"], !device.isEmpty else { throw fail("device: expected a non-empty string") }
            guard let radius = object["radius"]?.number, radius.isFinite, radius >= 0 else {
                throw fail("radius: expected a non-negative number")
            }
            let user = object["user"].map { "\($0)" } ?? ""
            let experiment: String
            if case .string(let e)? = object["experiment"] { experiment = e } else { experiment = "" }
            trials.append(Trial(user: user, device: device, experiment: experiment,
                                target: PointingTarget(centre: try point("target"), radiusPoints: radius),
                                click: try point("click")))
        }
        return FittsTrials(trials: trials)
    }

    package static func load(contentsOf url: URL) throws(PointerPathCSV.ParseError) -> FittsTrials {
        let text: String
        do { text = try String(contentsOf: url, encoding: .utf8) } catch {
            throw PointerPathCSV.ParseError(file: url.path, line: 0, message: "cannot read file: \(FileErrorText.message(for: error))")
        }
        return try parse(text, file: url.path)
    }

    /// `path` with its press rows labelled from the matching device's trials.
    package func annotate(_ path: [PointerPathSample], file: String) throws(PointerPathCSV.ParseError) -> [PointerPathSample] {
        var presses: [Int] = []
        var wasDown = false
        for (i, s) in path.enumerated() {
            if s.isLeftDown && !wasDown { presses.append(i) }
            wasDown = s.isLeftDown
        }
        var devices: [String] = []
        for t in trials where !devices.contains(t.device) { devices.append(t.device) }
        for device in devices {
            let mine = trials.filter { $0.device == device }
            guard mine.count == presses.count else { continue }
            let matches = zip(mine, presses).allSatisfy { t, i in
                t.click.distance(to: path[i].position) <= Self.clickTolerancePoints
            }
            guard matches else { continue }
            var out = path
            for (t, i) in zip(mine, presses) {
                out[i].device = t.device
                out[i].targetGroup = "\(t.user): \(t.experiment)"
                out[i].target = t.target
            }
            return out
        }
        throw PointerPathCSV.ParseError(file: file, line: 0, message:
            "no device in the trials file has \(presses.count) trials whose clicks are this file's presses")
    }
}
