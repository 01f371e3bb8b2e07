import TactileCore

/// Strict, defaulted decoding for configuration objects: every key is optional (the
/// default applies), unknown keys are errors (a typo must not silently fall back to a
/// default), and type errors name the key path.
struct ConfigurationReader {
    let container: KeyedDecodingContainer<StringCodingKey>
    let codingPath: [any CodingKey]

    /// Opens `decoder` as an object whose keys must all be in `allowed`.
    init(_ decoder: any Decoder, allowed: [String]) throws {
        codingPath = decoder.codingPath
        do {
            container = try decoder.container(keyedBy: StringCodingKey.self)
        } catch {
            throw GestureConfigurationError(keyPath: GestureConfigurationError.path(decoder.codingPath),
                                            message: "expected an object")
        }
        for key in container.allKeys where !allowed.contains(key.stringValue) {
            throw GestureConfigurationError(
                keyPath: GestureConfigurationError.path(codingPath + [key]),
                message: "unknown key (expected one of: \(allowed.joined(separator: ", ")))")
        }
    }

    func path(_ key: String) -> String { GestureConfigurationError.path(codingPath + [StringCodingKey(key)]) }

    /// The value for `key`, or `fallback` when the key is absent (or null).
    func value<T: Decodable>(_ key: String, _ fallback: T) throws -> T {
        let k = StringCodingKey(key)
        do {
            return try container.decodeIfPresent(T.self, forKey: k) ?? fallback
        } catch let error as GestureConfigurationError {
            throw error
        } catch {
            throw GestureConfigurationError(keyPath: path(key), message: "expected \(Self.describe(T.self))")
        }
    }

    /// An optional value: nil when absent.
    func optional<T: Decodable>(_ key: String, _ type: T.Type) throws -> T? {
        let k = StringCodingKey(key)
        do {
            return try container.decodeIfPresent(T.self, forKey: k)
        } catch let error as GestureConfigurationError {
            throw error
        } catch {
            throw GestureConfigurationError(keyPath: path(key), message: "expected \(Self.describe(T.self))")
        }
    }

    func contains(_ key: String) -> Bool { container.contains(StringCodingKey(key)) }

    private static func describe<T>(_ type: T.Type) -> String {
        switch type {
        case is Double.Type, is Double?.Type: return "a number"
        case is Int.Type, is Int?.Type: return "an integer"
        case is String.Type, is String?.Type: return "a string"
        case is Bool.Type: return "true or false"
        case is [String].Type: return "an array of strings"
        default: return "a value of type \(T.self)"
        }
    }
}

/// Decodes a string-valued enum with an error listing the accepted values.
func decodeNamedValue<T: RawRepresentable & CaseIterable>(_ decoder: any Decoder, as type: T.Type) throws -> T
where T.RawValue == String {
    let path = GestureConfigurationError.path(decoder.codingPath)
    let names = T.allCases.map(\.rawValue).joined(separator: ", ")
    guard let raw = try? decoder.singleValueContainer().decode(String.self) else {
        throw GestureConfigurationError(keyPath: path, message: "expected one of: \(names)")
    }
    guard let value = T(rawValue: raw) else {
        throw GestureConfigurationError(keyPath: path, message: "expected one of: \(names), got \"\(raw)\"")
    }
    return value
}
