/// A configuration problem, naming the key path of the offending value, e.g.
/// `recognizers[2].minimumDistanceMillimetres: expected a value > 0, got -3`.
public struct GestureConfigurationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Dotted key path with array indices, as in the JSON/YAML document and the Swift properties.
    public var keyPath: String
    /// What was expected and what was found.
    public var message: String

    public init(keyPath: String, message: String) { self.keyPath = keyPath; self.message = message }

    public var description: String { keyPath.isEmpty ? message : "\(keyPath): \(message)" }

    /// `[CodingKey]` as `recognizers[2].taps`.
    static func path(_ codingPath: [any CodingKey]) -> String {
        var s = ""
        for key in codingPath {
            if let i = key.intValue { s += "[\(i)]" } else { s += s.isEmpty ? key.stringValue : ".\(key.stringValue)" }
        }
        return s
    }
}
