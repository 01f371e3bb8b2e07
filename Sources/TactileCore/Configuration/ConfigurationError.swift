/// A problem in a configuration or layout document, naming the key path and, when known,
/// the file: the one error of every strict reader (the configuration file, the gesture
/// configuration, layouts).
///
/// `tactile.yaml: gestures.recognizers[2].minimumDistanceMillimetres: expected a value > 0, got -3`
public struct ConfigurationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file the document came from; nil when it was not read from a file.
    public var file: String?
    /// Dotted path with array indices (`pointer.speed`, `actions[1].command`); empty for the whole document.
    public var keyPath: String
    /// What was expected and what was found.
    public var message: String

    public init(file: String? = nil, keyPath: String, message: String) {
        self.file = file; self.keyPath = keyPath; self.message = message
    }

    public var description: String {
        let place = keyPath.isEmpty ? message : "\(keyPath): \(message)"
        return file.map { "\($0): \(place)" } ?? place
    }

    /// This error, found in a document nested at `keyPath` of `file`.
    package func nested(in file: String?, at keyPath: String) -> ConfigurationError {
        ConfigurationError(file: self.file ?? file,
                           keyPath: self.keyPath.isEmpty ? keyPath : keyPath.isEmpty ? self.keyPath : "\(keyPath).\(self.keyPath)",
                           message: message)
    }

    /// `[CodingKey]` as `recognizers[2].taps`, below `base`.
    package static func path(_ codingPath: [any CodingKey], below base: String = "") -> String {
        var s = base
        for key in codingPath {
            if let i = key.intValue { s += "[\(i)]" } else { s += s.isEmpty ? key.stringValue : ".\(key.stringValue)" }
        }
        return s
    }

    /// A decoding error of Swift's Codable machinery with the key path it names.
    package init(_ error: DecodingError, file: String? = nil, below base: String = "") {
        func name(_ type: Any.Type) -> String {
            switch type {
            case is Double.Type, is Int.Type: return "a number"
            case is String.Type: return "a string"
            case is Bool.Type: return "true or false"
            default: return String(describing: type).hasPrefix("Array<") ? "a list" : "an object"
            }
        }
        switch error {
        case .typeMismatch(let type, let ctx):
            self.init(file: file, keyPath: Self.path(ctx.codingPath, below: base), message: "expected \(name(type))")
        case .valueNotFound(let type, let ctx):
            self.init(file: file, keyPath: Self.path(ctx.codingPath, below: base), message: "expected \(name(type)), found null")
        case .keyNotFound(let key, let ctx):
            self.init(file: file, keyPath: Self.path(ctx.codingPath + [key], below: base), message: "missing required key")
        case .dataCorrupted(let ctx):
            var message = ctx.debugDescription
            if let underlying = ctx.underlyingError { message += " (\(underlying))" }
            self.init(file: file, keyPath: Self.path(ctx.codingPath, below: base), message: message)
        @unknown default:
            self.init(file: file, keyPath: base, message: "\(error)")
        }
    }
}
