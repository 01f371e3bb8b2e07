import TactileCore
import TactileSystem
import TactileGestures

/// What `tactile run --check` (the unit's ExecStartPre) verifies beyond the file itself:
/// what the daemon will need when it starts. Problems make the check fail (status 1);
/// warnings are printed and the check passes.
package enum StartupCheck {
    package struct Report: Sendable {
        package var problems: [String] = []
        package var warnings: [String] = []
    }

    package static func check(_ c: DaemonConfiguration) -> Report {
        var report = Report()
        if let socket = c.socket {
            if let (directory, why) = FileCheck.creatable(socket.path) {
                report.problems.append("socket.path: the socket cannot be created in \(directory): \(why)")
            }
        }
        if case .paths(let paths) = c.devices {
            for path in paths {
                if let why = FileCheck.existence(of: path) {
                    report.problems.append("devices: \(path): \(why)")
                }
            }
        }
        for action in c.actions {
            guard case .arguments(let argv) = action.command, let program = argv.first else { continue }
            if FileCheck.executable(program) == nil {
                report.problems.append("actions '\(action.name)': \(program) is not "
                    + (program.contains("/") ? "an executable file" : "an executable on PATH"))
            }
        }
        report.warnings += ActionReachability.relationWarnings(c.actions, gestures: c.engine.gestures ?? .standard)
        return report
    }
}
