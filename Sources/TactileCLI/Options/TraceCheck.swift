import TactileCore
import TactileTrace

/// What a trace must hold for a command to have work: events, from a device of a kind the
/// command handles. Anything else stops with status 2 and says why, before any output.
enum TraceCheck {
    static func require(_ trace: Trace, name: String, kinds: Set<DeviceKind>, command: String, otherwise: String) throws {
        if trace.devices.allSatisfy({ $0.events.isEmpty }) {
            var text = "\(name): no events, nothing to replay"
            if name.hasSuffix(".desc") || name.hasSuffix(".prop") {
                text += " (a device description alone: give its events file after it, `tactile \(command) \(name) FILE.events`)"
            }
            throw Diagnostics.nothingToDo(text)
        }
        let usable = trace.devices.filter { kinds.contains($0.description.classification.kind) }
        guard !usable.isEmpty else {
            let found = trace.devices.map { device -> String in
                let c = device.description.classification
                let what = c.kind == .other ? "a device Tactile does not read" : "a \(c.kind.rawValue)"
                return "'\(device.description.name)' is \(what) (\(c.reason))"
            }
            throw Diagnostics.nothingToDo("\(name): nothing for `tactile \(command)`: \(found.joined(separator: "; ")). \(otherwise)")
        }
        if usable.allSatisfy({ $0.events.isEmpty }) {
            let names = usable.map { "'\($0.description.name)'" }.joined(separator: ", ")
            throw Diagnostics.nothingToDo("\(name): no events from \(names), nothing to replay")
        }
    }

    /// After a replay: events that made no frame at all are nothing to report either.
    static func requireFrames(_ firstFrame: Timestamp?, name: String) throws {
        if firstFrame == nil { throw Diagnostics.nothingToDo("\(name): its events make no frame (no SYN_REPORT), nothing to replay") }
    }
}
