import TactileCore

extension ConfigurationReader {
    /// A number no smaller than `minimum`, or nil when absent.
    func number(_ key: String, minimum: Double? = nil) throws(ConfigurationError) -> Double? {
        guard let v = try optional(key, Double.self) else { return nil }
        if let minimum, v < minimum {
            throw ConfigurationError(keyPath: path(key), message: "expected a number >= \(minimum), got \(v)")
        }
        return v
    }

    /// A number no smaller than `minimum` that must be there.
    func requiredNumber(_ key: String, minimum: Double? = nil) throws(ConfigurationError) -> Double {
        guard let v = try number(key, minimum: minimum) else {
            throw ConfigurationError(keyPath: path(key), message: "missing required key")
        }
        return v
    }
}
