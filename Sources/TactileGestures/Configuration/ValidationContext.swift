import TactileCore

/// Collects validation errors with their key paths.
struct ValidationContext {
    var errors: [ConfigurationError] = []
    let prefix: String

    init(prefix: String) { self.prefix = prefix }

    func path(_ key: String) -> String { prefix.isEmpty ? key : "\(prefix).\(key)" }

    mutating func fail(_ key: String, _ message: String) {
        errors.append(ConfigurationError(keyPath: path(key), message: message))
    }

    mutating func positive(_ key: String, _ v: Double) {
        if !(v.isFinite && v > 0) { fail(key, "expected a value > 0, got \(plainNumber(v))") }
    }

    mutating func nonNegative(_ key: String, _ v: Double) {
        if !(v.isFinite && v >= 0) { fail(key, "expected a value >= 0, got \(plainNumber(v))") }
    }

    mutating func range(_ key: String, _ v: Double, _ r: ClosedRange<Double>) {
        if !(v.isFinite && r.contains(v)) {
            fail(key, "expected a value in \(plainNumber(r.lowerBound))...\(plainNumber(r.upperBound)), got \(plainNumber(v))")
        }
    }

    mutating func range(_ key: String, _ v: Int, _ r: ClosedRange<Int>) {
        if !r.contains(v) { fail(key, "expected an integer in \(r.lowerBound)...\(r.upperBound), got \(v)") }
    }
}
