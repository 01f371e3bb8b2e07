import Glibc

/// The signal numbers the daemon handles, so modules above this one need not import Glibc.
package enum ProcessSignal {
    package static let interrupt: Int32 = SIGINT
    package static let terminate: Int32 = SIGTERM
    package static let hangup: Int32 = SIGHUP
    package static let child: Int32 = SIGCHLD

    /// The signal's name ("SIGHUP"), for messages.
    package static func name(_ signal: Int32) -> String {
        switch signal {
        case SIGINT: return "SIGINT"
        case SIGTERM: return "SIGTERM"
        case SIGHUP: return "SIGHUP"
        case SIGCHLD: return "SIGCHLD"
        default: return "signal \(signal)"
        }
    }
}
