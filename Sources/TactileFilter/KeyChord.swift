import TactileCore

/// A key chord such as `Alt+Left` or `Ctrl+Shift+T`: keys pressed in order and released in
/// reverse order through the virtual keyboard.
///
/// A key is a `KEY_*` name from linux/input-event-codes.h with or without the prefix, in any
/// case (`LEFTALT`, `key_f5`, `Left`), or one of the short names in ``aliases`` (`Alt`,
/// `Ctrl`, `Shift`, `Super`, `Plus`, ...).
package struct KeyChord: Hashable, Sendable, CustomStringConvertible {
    /// Evdev key codes in press order.
    package var codes: [UInt16]
    /// As written in the configuration.
    package var text: String

    /// Short names for the keys a chord usually needs (left-hand modifiers).
    package static let aliases: [String: String] = [
        "ALT": "LEFTALT", "CTRL": "LEFTCTRL", "CONTROL": "LEFTCTRL", "SHIFT": "LEFTSHIFT",
        "SUPER": "LEFTMETA", "META": "LEFTMETA", "WIN": "LEFTMETA", "ALTGR": "RIGHTALT",
        "PLUS": "KPPLUS", "RETURN": "ENTER", "ESCAPE": "ESC", "DEL": "DELETE", "INS": "INSERT",
        "PGUP": "PAGEUP", "PGDN": "PAGEDOWN", "PAGE_UP": "PAGEUP", "PAGE_DOWN": "PAGEDOWN",
    ]

    /// Parses `Alt+Left`; the error says which key is unknown and what is accepted.
    package init(parsing text: String) throws(KeyChordError) {
        self.text = text
        let parts = text.split(separator: "+", omittingEmptySubsequences: false).map { String($0) }
        guard !text.isEmpty, !parts.contains(where: { $0.isEmpty }) else {
            throw KeyChordError(message: "expected keys joined by +, e.g. Alt+Left or Ctrl+Plus, got '\(text)'")
        }
        var codes: [UInt16] = []
        for part in parts {
            guard let code = Self.code(named: part) else {
                throw KeyChordError(message: "unknown key '\(part)' in '\(text)' (expected a KEY_* name from linux/input-event-codes.h such as LEFT, F5, A, ENTER, or Alt, Ctrl, Shift, Super, Plus)")
            }
            guard !codes.contains(code) else { throw KeyChordError(message: "key '\(part)' appears twice in '\(text)'") }
            codes.append(code)
        }
        self.codes = codes
    }

    package init(codes: [UInt16], text: String) { self.codes = codes; self.text = text }

    /// The code of one key name (case-insensitive, `KEY_` optional, aliases accepted).
    package static func code(named name: String) -> UInt16? {
        var upper = name.uppercased()
        if upper.hasPrefix("KEY_") { upper.removeFirst(4) }
        if let alias = aliases[upper] { upper = alias }
        return byName[upper]
    }

    /// The `KEY_*` name of a code (for logs and traces), nil when the table has none.
    package static func name(of code: UInt16) -> String? { byCode[code].map { "KEY_" + $0 } }

    private static let byName: [String: UInt16] = {
        var d: [String: UInt16] = [:]
        for entry in KeyCodeTable.codes where d[entry.name] == nil { d[entry.name] = entry.code }
        return d
    }()
    private static let byCode: [UInt16: String] = {
        var d: [UInt16: String] = [:]
        for entry in KeyCodeTable.codes where d[entry.code] == nil { d[entry.code] = entry.name }
        return d
    }()

    package var description: String { text }
}

/// A key chord that cannot be parsed.
package struct KeyChordError: Error, Hashable, Sendable, CustomStringConvertible {
    package var message: String
    package var description: String { message }
}
