import TactileCore

/// Keyboard modifier keys held while the pointer moves. The engine only reads them
/// (the keyboard is not its input device); the caller passes the current state.
public struct PointerModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let shift = PointerModifiers(rawValue: 1 << 0)
    public static let control = PointerModifiers(rawValue: 1 << 1)
    public static let alt = PointerModifiers(rawValue: 1 << 2)
    /// Super / Windows / Command.
    public static let meta = PointerModifiers(rawValue: 1 << 3)

    /// Parses "shift", "control"/"ctrl", "alt"/"option", "meta"/"super"; nil otherwise.
    public init?(name: String) {
        switch name.lowercased() {
        case "shift": self = .shift
        case "control", "ctrl": self = .control
        case "alt", "option": self = .alt
        case "meta", "super", "command", "cmd": self = .meta
        default: return nil
        }
    }
}
