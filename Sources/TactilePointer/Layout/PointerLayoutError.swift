import TactileCore

/// Why a layout JSON document was rejected: where (a key path such as
/// `elements[3].width`) and what was expected.
public struct PointerLayoutError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file the layout came from, when known.
    public var file: String?
    /// Dotted key path into the document (`screen.width`, `elements[2].effect`); empty for the root.
    public var keyPath: String
    public var message: String

    public init(file: String? = nil, keyPath: String, message: String) {
        self.file = file; self.keyPath = keyPath; self.message = message
    }

    public var description: String {
        let place = keyPath.isEmpty ? "(root)" : keyPath
        if let file { return "\(file): \(place): \(message)" }
        return "\(place): \(message)"
    }
}
