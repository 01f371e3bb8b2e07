/// How a spawned child ended.
public struct ChildExit: Hashable, Sendable, CustomStringConvertible {
    public enum Status: Hashable, Sendable {
        case exited(Int32)
        case signalled(Int32)
    }

    public var pid: Int32
    /// What the caller said when tracking it (the action's name).
    public var label: String
    public var status: Status

    public init(pid: Int32, label: String, status: Status) { self.pid = pid; self.label = label; self.status = status }

    public var succeeded: Bool { status == .exited(0) }

    public var description: String {
        switch status {
        case .exited(let code): return "\(label) (pid \(pid)) exited with status \(code)"
        case .signalled(let signal): return "\(label) (pid \(pid)) was killed by signal \(signal)"
        }
    }
}
