import Tactile
import TactileCore
import TactileSystem
import TactileGestures
import TactilePointer
import TactileFilter
/// The command an action runs.
///
/// By default an argv list run directly (`posix_spawnp`, `PATH` lookup for a bare
/// name): nothing in it is interpreted, so no quoting or injection problems. A shell
/// is used only when the configuration says `shell: true`.
package enum ActionCommand: Hashable, Sendable {
    /// argv[0] and its arguments.
    case arguments([String])
    /// One string for `/bin/sh -c`.
    case shell(String)
    /// Key chords sent in order through the virtual keyboard (`keys: [Alt+Left]`): nothing is spawned.
    case keys([KeyChord])

    /// The argv actually spawned (empty for keys).
    package var argv: [String] {
        switch self {
        case .arguments(let a): return a
        case .shell(let s): return ["/bin/sh", "-c", s]
        case .keys: return []
        }
    }

    /// What the action does, for logs and dry runs: the argv joined, or `keys Alt+Left`.
    package var summary: String {
        switch self {
        case .arguments, .shell: return argv.joined(separator: " ")
        case .keys(let chords): return "keys " + chords.map(\.text).joined(separator: ", ")
        }
    }
}
