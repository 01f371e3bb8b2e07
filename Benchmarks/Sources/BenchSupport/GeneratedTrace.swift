import Foundation
import TactileCore
import TactileTrace

/// A large trace file written for a benchmark, and what it holds.
public struct GeneratedTrace: Sendable {
    public var path: String
    public var events: Int
    public var frames: Int
    public var bytes: Int

    /// Writes `device` with `events` as an evemu recording (description + `E:` lines, with
    /// evemu-record's comments) to `directory/name`.
    public static func evemu(_ device: TraceDevice, events: [InputEvent], directory: String, name: String) throws -> GeneratedTrace {
        var d = device
        d.events = events
        let bytes = try EvemuWriter(includeComments: true).write(d)
        let path = directory + "/" + name
        try write(bytes, to: path)
        return GeneratedTrace(path: path, events: events.count, frames: TraceLoop.frameCount(events), bytes: bytes.count)
    }

    /// Writes `devices` (with their events) as one libinput-record YAML file.
    public static func libinputYAML(_ devices: [TraceDevice], directory: String, name: String) throws -> GeneratedTrace {
        let bytes = try LibinputRecordWriter(includeComments: true).write(Trace(devices: devices))
        let path = directory + "/" + name
        try write(bytes, to: path)
        let events = devices.reduce(0) { $0 + $1.events.count }
        let frames = devices.reduce(0) { $0 + TraceLoop.frameCount($1.events) }
        return GeneratedTrace(path: path, events: events, frames: frames, bytes: bytes.count)
    }

    static func write(_ bytes: [UInt8], to path: String) throws {
        try Data(bytes).write(to: URL(fileURLWithPath: path))
    }
}
