/// A problem in a configuration file, naming the file and the key path.
///
/// `tactile.yaml: gestures.recognizers[2].minimumDistanceMillimetres: expected a value > 0, got -3`
public struct ConfigurationError: Error, Hashable, Sendable, CustomStringConvertible {
    public var file: String
    /// Dotted path with array indices (`pointer.speed`, `actions[1].command`); empty for the whole file.
    public var keyPath: String
    public var message: String

    public init(file: String, keyPath: String, message: String) {
        self.file = file; self.keyPath = keyPath; self.message = message
    }

    public var description: String {
        keyPath.isEmpty ? "\(file): \(message)" : "\(file): \(keyPath): \(message)"
    }
}
