import TactileCore

extension String {
    /// Right-aligned in `width` characters (for text tables).
    func padded(_ width: Int) -> String { count >= width ? self : String(repeating: " ", count: width - count) + self }
}
