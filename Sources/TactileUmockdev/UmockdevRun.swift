/// Where the files for one emulated node were written, and the matching `umockdev-run` command line.
public struct UmockdevRun: Sendable, Hashable {
    /// `/dev/input/eventN` as the program under test sees it.
    public var deviceNodePath: String
    public var deviceRecordPath: String
    public var ioctlRecordPath: String
    public var eventsRecordPath: String?

    public init(deviceNodePath: String, deviceRecordPath: String, ioctlRecordPath: String, eventsRecordPath: String?) {
        self.deviceNodePath = deviceNodePath
        self.deviceRecordPath = deviceRecordPath
        self.ioctlRecordPath = ioctlRecordPath
        self.eventsRecordPath = eventsRecordPath
    }

    /// The options for `umockdev-run`, without the program:
    /// `-d X.umockdev -i /dev/input/eventN=X.ioctl [-e /dev/input/eventN=X.events]`.
    public var options: [String] {
        var options = ["-d", deviceRecordPath, "-i", "\(deviceNodePath)=\(ioctlRecordPath)"]
        if let eventsRecordPath { options += ["-e", "\(deviceNodePath)=\(eventsRecordPath)"] }
        return options
    }

    /// The arguments after `umockdev-run` that run `program` (executable and its arguments)
    /// in the testbed: ``options``, `--`, `program`.
    public func arguments(running program: [String]) -> [String] {
        options + ["--"] + program
    }
}
