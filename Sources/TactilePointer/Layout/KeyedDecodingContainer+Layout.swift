#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TactileCore

/// Helpers for decoding layout documents with key paths in every error.
extension KeyedDecodingContainer where K == StringCodingKey {
    func rejectUnknownKeys(allowed: Set<String>) throws(PointerLayoutError) {
        for key in allKeys.sorted(by: { $0.stringValue < $1.stringValue }) where !allowed.contains(key.stringValue) {
            let base = codingPath.map { $0.intValue.map { "[\($0)]" } ?? "." + $0.stringValue }.joined()
            let trimmed = base.hasPrefix(".") ? String(base.dropFirst()) : base
            throw PointerLayoutError(keyPath: trimmed.isEmpty ? key.stringValue : trimmed + "." + key.stringValue,
                                     message: "unknown key (expected one of: \(allowed.sorted().joined(separator: ", ")))")
        }
    }

    func keyPath(_ key: String) -> String {
        let base = codingPath.map { $0.intValue.map { "[\($0)]" } ?? "." + $0.stringValue }.joined()
        let trimmed = base.hasPrefix(".") ? String(base.dropFirst()) : base
        return trimmed.isEmpty ? key : trimmed + "." + key
    }

    func finite(_ key: String, minimum: Double? = nil) throws -> Double {
        let v = try decode(Double.self, forKey: StringCodingKey(key))
        guard v.isFinite else { throw PointerLayoutError(keyPath: keyPath(key), message: "expected a finite number") }
        if let minimum, v < minimum {
            throw PointerLayoutError(keyPath: keyPath(key), message: "expected a number >= \(minimum), got \(v)")
        }
        return v
    }
}
