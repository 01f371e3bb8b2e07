#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TactileCore

/// The `capture` section of the daemon's configuration: field capture, the last seconds of
/// raw input written as a ready `tactile test` case when something in the field goes wrong
/// (Docs/DAEMON.md, "Field capture").
///
/// ```yaml
/// capture:
///   directory: /var/lib/tactile/captures   # relative to this file; created if missing
///   seconds: 30                            # input before the trigger (1..600)
///   maxBytes: 52428800                     # the directory's cap: the oldest captures go first
///   triggers: [signal, http, taps]         # signal (SIGUSR1), http (POST /capture), taps, cancelled
///   taps: {count: 3, withinMilliseconds: 2000, radiusPoints: 40}
/// ```
package struct CaptureConfiguration: Hashable, Sendable {
    package var directory: String
    package var seconds: Int
    package var maxBytes: Int
    package var triggers: Set<CaptureTrigger>
    /// The `taps` trigger: this many taps (a double tap counts two) within this time and radius.
    package var tapCount: Int
    package var tapWindowMilliseconds: Double
    package var tapRadiusPoints: Double

    package init(directory: String, seconds: Int = 30, maxBytes: Int = 50 << 20,
                triggers: Set<CaptureTrigger> = [.signal, .http, .taps],
                tapCount: Int = 3, tapWindowMilliseconds: Double = 2000, tapRadiusPoints: Double = 40) {
        self.directory = directory; self.seconds = seconds; self.maxBytes = maxBytes; self.triggers = triggers
        self.tapCount = tapCount; self.tapWindowMilliseconds = tapWindowMilliseconds; self.tapRadiusPoints = tapRadiusPoints
    }

    static let keys = ["directory", "seconds", "maxBytes", "triggers", "taps"]

    /// Reads the section; a relative directory is relative to `baseDirectory` (the file's).
    package static func parse(_ tree: ConfigurationTree, baseDirectory: URL?) throws(ConfigurationError) -> CaptureConfiguration {
        let s = try tree.object(allowed: keys)
        guard let d = s["directory"] else { throw tree.error("missing required key", at: "directory") }
        var directory = try d.string()
        guard !directory.isEmpty else { throw d.error("expected a directory path") }
        if !directory.hasPrefix("/"), let baseDirectory { directory = baseDirectory.appendingPathComponent(directory).path }
        var c = CaptureConfiguration(directory: directory)
        if let n = s["seconds"] {
            c.seconds = try n.integer()
            guard (1...600).contains(c.seconds) else { throw n.error("expected 1 to 600 seconds, got \(c.seconds)") }
        }
        if let n = s["maxBytes"] {
            c.maxBytes = try n.integer()
            guard c.maxBytes >= 1 << 20 else { throw n.error("expected at least 1048576 bytes (1 MiB), got \(c.maxBytes)") }
        }
        if let list = s["triggers"] {
            var triggers = Set<CaptureTrigger>()
            for item in try list.array() {
                let name = try item.string()
                guard let trigger = CaptureTrigger(rawValue: name) else {
                    throw item.error("expected one of: \(CaptureTrigger.allCases.map(\.rawValue).joined(separator: ", ")), got \"\(name)\"")
                }
                triggers.insert(trigger)
            }
            c.triggers = triggers
        }
        if let taps = s["taps"] {
            let t = try taps.object(allowed: ["count", "withinMilliseconds", "radiusPoints"])
            if let n = t["count"] {
                c.tapCount = try n.integer()
                guard (2...10).contains(c.tapCount) else { throw n.error("expected 2 to 10 taps, got \(c.tapCount)") }
            }
            if let n = t["withinMilliseconds"] {
                c.tapWindowMilliseconds = try n.double()
                guard c.tapWindowMilliseconds > 0 else { throw n.error("expected a time > 0") }
            }
            if let n = t["radiusPoints"] {
                c.tapRadiusPoints = try n.double()
                guard c.tapRadiusPoints > 0 else { throw n.error("expected a radius > 0") }
            }
        }
        return c
    }
}

/// What makes the daemon write a field capture.
package enum CaptureTrigger: String, Hashable, Sendable, CaseIterable {
    /// SIGUSR1 (`systemctl kill -s USR1 tactile`).
    case signal
    /// `POST /capture` on the web listener (the inspector), with the token rule of `/record`.
    case http
    /// A user's "this is wrong" pattern: taps at the same spot in quick succession.
    case taps
    /// A gesture cancelled after it began.
    case cancelled
}
