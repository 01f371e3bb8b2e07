/// A parsed JSON/YAML document as plain values (`String`, `Bool`, `Int`, `Double`, `[Any]`,
/// `[String: Any]`, ``YAMLNull``), with the path of each value: the one strict reader of
/// configuration. Unknown keys are errors, type errors name the key path, null is absent.
/// Codable types read through it with ``ConfigurationReader``.
package struct ConfigurationTree {
    package let value: Any
    package let path: String
    package let file: String?

    package init(value: Any, path: String, file: String?) {
        self.value = value; self.path = path; self.file = file
    }

    package func error(_ message: String, at key: String? = nil) -> ConfigurationError {
        ConfigurationError(file: file, keyPath: key.map { child($0) } ?? path, message: message)
    }

    package func child(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

    /// The value as an object whose keys must all be in `allowed`.
    package func object(allowed: [String]) throws(ConfigurationError) -> [String: ConfigurationTree] {
        guard let dict = value as? [String: Any] else { throw error("expected an object (key: value pairs)") }
        var out: [String: ConfigurationTree] = [:]
        for (k, v) in dict.sorted(by: { $0.key < $1.key }) {
            guard allowed.contains(k) else {
                throw error("unknown key (expected one of: \(allowed.joined(separator: ", ")))", at: k)
            }
            if v is YAMLNull { continue }
            out[k] = ConfigurationTree(value: v, path: child(k), file: file)
        }
        return out
    }

    package func array() throws(ConfigurationError) -> [ConfigurationTree] {
        guard let list = value as? [Any] else { throw error("expected a list") }
        return list.enumerated().map { ConfigurationTree(value: $1, path: "\(path)[\($0)]", file: file) }
    }

    package func double() throws(ConfigurationError) -> Double {
        if let d = value as? Double, d.isFinite { return d }
        if let i = value as? Int { return Double(i) }
        throw error("expected a number, got \(Self.describe(value))")
    }

    package func integer() throws(ConfigurationError) -> Int {
        let d = try double()
        guard d == d.rounded(), abs(d) < 1e15 else { throw error("expected a whole number, got \(d)") }
        return Int(d)
    }

    package func bool() throws(ConfigurationError) -> Bool {
        if let b = value as? Bool { return b }
        throw error("expected true or false, got \(Self.describe(value))")
    }

    package func string() throws(ConfigurationError) -> String {
        if let s = value as? String { return s }
        throw error("expected a string, got \(Self.describe(value))")
    }

    package static func describe(_ v: Any) -> String {
        switch v {
        case is String: return "a string"
        case is Bool: return "a boolean"
        case is Int, is Double: return "a number"
        // The name Foundation's null had when Yams built these values: messages stay as they were.
        case is YAMLNull: return "NSNull"
        case is [Any]: return "a list"
        case is [String: Any]: return "an object"
        default: return "\(type(of: v))"
        }
    }
}
