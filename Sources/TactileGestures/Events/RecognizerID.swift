/// Identifies one recognizer of a ``GestureEngine``: its index in
/// ``GestureConfiguration/recognizers``.
public struct RecognizerID: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var index: Int
    @inlinable public init(_ index: Int) { self.index = index }
    @inlinable public static func < (a: Self, b: Self) -> Bool { a.index < b.index }
    public var description: String { "#\(index)" }
}
