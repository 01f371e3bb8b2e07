import TactileCore
import Tactile

/// One thing the daemon hands its sinks: an engine output, or one of the daemon's own
/// notices (device notices carry the node path, which the engine's do not).
enum DaemonOutput {
    /// `protected`: edge protection held an action back for this gesture (`"protected":true`).
    case engine(EngineOutput, protected: Bool)
    /// `panel`: the touchscreen's mapping, for its size and where the size came from (clients only).
    case deviceAdded(id: Int, path: String, description: DeviceDescription, panel: CoordinateMapper?)
    case deviceRemoved(id: Int, path: String, description: DeviceDescription, reason: String?)
    case configReloaded(warnings: [String])
    case configRejected(error: String)
}

/// The two line feeds: what the `output` section selects, and everything for the inspector.
enum OutputFeed {
    /// stdout, the Unix socket and the WebSocket `/events`.
    case clients
    /// The WebSocket `/inspect`: frames, every pointer update, gestures, taps, notices.
    case inspector
}

extension DaemonOutputFormatter {
    /// Formats `output` for `feed`; false when the settings leave it out. The inspector's
    /// device notices go without the panel's size (its hello lists the devices).
    mutating func format(_ output: DaemonOutput, for feed: OutputFeed) -> Bool {
        switch output {
        case .engine(let output, let protected):
            return format(output, protected: protected)
        case .deviceAdded(let id, let path, let description, let panel):
            return deviceAdded(id: id, path: path, name: description.name, kind: description.classification.kind.rawValue,
                               panel: feed == .clients ? panel : nil, notice: panel?.screen.calibrationNotice(for: description))
        case .deviceRemoved(let id, let path, let description, let reason):
            return deviceRemoved(id: id, path: path, name: description.name, kind: description.classification.kind.rawValue,
                                 reason: reason)
        case .configReloaded(let warnings):
            configReloaded(warnings: warnings)
            return true
        case .configRejected(let error):
            configRejected(error: error)
            return true
        }
    }
}
