/// How a spawned child ended.
package struct ChildExit: Hashable, Sendable, CustomStringConvertible {
    package enum Status: Hashable, Sendable {
        case exited(Int32)
        case signalled(Int32)
    }

    package var pid: Int32
    /// What the caller said when tracking it (the action's name).
    package var label: String
    package var status: Status

    package init(pid: Int32, label: String, status: Status) { self.pid = pid; self.label = label; self.status = status }

    package var succeeded: Bool { status == .exited(0) }

    package var description: String {
        switch status {
        case .exited(let code): return "\(label) (pid \(pid)) exited with status \(code)"
        case .signalled(let signal): return "\(label) (pid \(pid)) was killed by signal \(signal)"
        }
    }
}
