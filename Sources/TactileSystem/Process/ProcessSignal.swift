import Glibc

/// The signal numbers the daemon handles, so modules above this one need not import Glibc.
package enum ProcessSignal {
    package static let interrupt: Int32 = SIGINT
    package static let terminate: Int32 = SIGTERM
    package static let hangup: Int32 = SIGHUP
    package static let child: Int32 = SIGCHLD
    /// Field capture on demand (`kill -USR1`).
    package static let user1: Int32 = SIGUSR1

    /// The signal's name ("SIGHUP"), for messages.
    package static func name(_ signal: Int32) -> String {
        switch signal {
        case SIGINT: return "SIGINT"
        case SIGTERM: return "SIGTERM"
        case SIGHUP: return "SIGHUP"
        case SIGCHLD: return "SIGCHLD"
        case SIGUSR1: return "SIGUSR1"
        default: return "signal \(signal)"
        }
    }
}

extension ProcessSignal {
    /// Sends `signal` to this process (the calibration page's reload goes the way of SIGHUP).
    package static func sendToSelf(_ signal: Int32) {
        _ = kill(getpid(), signal)
    }
}
