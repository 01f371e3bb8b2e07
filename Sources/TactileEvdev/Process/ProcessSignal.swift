import Glibc

/// The signal numbers the daemon handles, so modules above this one need not import Glibc.
public enum ProcessSignal {
    public static let interrupt: Int32 = SIGINT
    public static let terminate: Int32 = SIGTERM
    public static let hangup: Int32 = SIGHUP
    public static let child: Int32 = SIGCHLD

    /// The signal's name ("SIGHUP"), for messages.
    public static func name(_ signal: Int32) -> String {
        switch signal {
        case SIGINT: return "SIGINT"
        case SIGTERM: return "SIGTERM"
        case SIGHUP: return "SIGHUP"
        case SIGCHLD: return "SIGCHLD"
        default: return "signal \(signal)"
        }
    }
}
