import Tactile
import TactileCore
import TactileEvdev
import TactileGestures
import TactilePointer
/// The command an action runs.
///
/// By default an argv list run directly (`posix_spawnp`, `PATH` lookup for a bare
/// name): nothing in it is interpreted, so no quoting or injection problems. A shell
/// is used only when the configuration says `shell: true`.
public enum ActionCommand: Hashable, Sendable {
    /// argv[0] and its arguments.
    case arguments([String])
    /// One string for `/bin/sh -c`.
    case shell(String)

    /// The argv actually spawned.
    public var argv: [String] {
        switch self {
        case .arguments(let a): return a
        case .shell(let s): return ["/bin/sh", "-c", s]
        }
    }
}
