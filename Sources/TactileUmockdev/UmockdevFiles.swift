#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The texts ``UmockdevWriter`` produces for one emulated node, ready to be written out.
public struct UmockdevFiles: Sendable, Hashable {
    /// `/dev/input/eventN`.
    public var deviceNodePath: String
    /// `*.umockdev` (`-d`).
    public var deviceRecord: String
    /// `*.ioctl` (`-i`).
    public var ioctlRecord: String
    /// `*.events` (`-e`), nil when there is nothing to play.
    public var eventsRecord: String?

    public init(deviceNodePath: String, deviceRecord: String, ioctlRecord: String, eventsRecord: String?) {
        self.deviceNodePath = deviceNodePath
        self.deviceRecord = deviceRecord
        self.ioctlRecord = ioctlRecord
        self.eventsRecord = eventsRecord
    }

    /// Writes `BASENAME.umockdev`, `BASENAME.ioctl` and (if any) `BASENAME.events` into
    /// `directory`, replacing existing files, and returns their paths.
    public func write(to directory: URL, baseName: String) throws -> UmockdevRun {
        let device = directory.appendingPathComponent(baseName + ".umockdev")
        let ioctl = directory.appendingPathComponent(baseName + ".ioctl")
        try Data(deviceRecord.utf8).write(to: device, options: .atomic)
        try Data(ioctlRecord.utf8).write(to: ioctl, options: .atomic)
        var eventsPath: String?
        if let eventsRecord {
            let events = directory.appendingPathComponent(baseName + ".events")
            try Data(eventsRecord.utf8).write(to: events, options: .atomic)
            eventsPath = events.path
        }
        return UmockdevRun(deviceNodePath: deviceNodePath, deviceRecordPath: device.path,
                           ioctlRecordPath: ioctl.path, eventsRecordPath: eventsPath)
    }
}
