import SystemPackage

/// Everything that can go wrong talking to an evdev node. Every case names the
/// device path, and the message says what to do about it.
public enum EvdevError: Error, Equatable, CustomStringConvertible {
    /// The node exists but this user may not read it.
    case permissionDenied(path: String, group: String?)
    /// No such file.
    case notFound(path: String)
    /// The file exists but is not an evdev character device (EVIOCGVERSION failed).
    case notAnEvdevDevice(path: String, errno: Errno)
    /// The device disappeared (unplugged): `ENODEV` on read.
    case deviceRemoved(path: String)
    /// Another program holds the device's grab (`EVIOCGRAB` gave `EBUSY`).
    case grabbedElsewhere(path: String)
    /// `/dev/uinput` cannot be used to create virtual devices: missing (module not loaded) or not writable.
    case uinputUnavailable(path: String, errno: Errno)
    /// Any other failing call, with the operation that failed.
    case system(path: String, operation: String, errno: Errno)

    public var path: String {
        switch self {
        case .permissionDenied(let p, _), .notFound(let p), .notAnEvdevDevice(let p, _),
             .deviceRemoved(let p), .grabbedElsewhere(let p), .uinputUnavailable(let p, _), .system(let p, _, _):
            return p
        }
    }

    public var description: String {
        switch self {
        case .permissionDenied(let path, let group):
            let owner = group.map { "group '\($0)'" } ?? "its group"
            return """
                cannot open \(path): EACCES (Permission denied). The node is readable by root and \(owner). \
                Either add this user to \(owner) (sudo usermod -aG \(group ?? "input") $USER, then log in again), \
                or install a udev rule, e.g. /etc/udev/rules.d/70-tactile.rules: \
                SUBSYSTEM=="input", KERNEL=="event*", GROUP="\(group ?? "input")", MODE="0660" \
                (see README, "Permissions").
                """
        case .notFound(let path):
            return "cannot open \(path): ENOENT (No such file or directory); `tactile devices` lists the input nodes"
        case .notAnEvdevDevice(let path, let errno):
            return "\(path) is not an evdev device (EVIOCGVERSION failed: \(errno.symbolicName), \(errno.description)); pass a /dev/input/eventN node"
        case .deviceRemoved(let path):
            return "\(path): ENODEV (device removed)"
        case .grabbedElsewhere(let path):
            return "cannot grab \(path): EBUSY (Device or resource busy): another program holds its grab (EVIOCGRAB); " +
                "`fuser -v \(path)` names the readers (another tactile, evtest --grab, interception-tools)"
        case .uinputUnavailable(let path, let errno):
            switch errno {
            case .permissionDenied, .notPermitted:
                return "cannot create a virtual device: \(path): \(errno.symbolicName) (\(errno.description)); " +
                    "it is writable by root only unless a udev rule says otherwise (see Tools/udev/70-tactile.rules)"
            default:
                return "cannot create a virtual device: \(path): \(errno.symbolicName) (\(errno.description)); " +
                    "the uinput module is not loaded (modprobe uinput)"
            }
        case .system(let path, let operation, let errno):
            return "\(path): \(operation) failed: \(errno.symbolicName) (\(errno.description))"
        }
    }
}
