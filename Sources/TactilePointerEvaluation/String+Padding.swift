import TactileCore

extension String {
    /// Right-aligned in `width` characters (for text tables).
    func padded(_ width: Int) -> String { count >= width ? self : String(repeating: " ", count: width - count) + self }

    /// Exactly `width` characters: cut, or filled with spaces on the right (Foundation's
    /// `padding(toLength:withPad:startingAt:)` with a space).
    func fitted(_ width: Int) -> String { count >= width ? String(prefix(width)) : self + String(repeating: " ", count: width - count) }
}
