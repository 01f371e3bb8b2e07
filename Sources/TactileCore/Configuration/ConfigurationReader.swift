/// Strict, defaulted decoding of one configuration object for `Decodable` types (the gesture
/// configuration, layouts): every key is optional (the default applies), unknown keys are
/// errors (a typo must not silently fall back to a default), and type errors name the key path.
///
/// The object is read as a ``ConfigurationTree``, so the key check, the type checks and their
/// messages are the configuration file's own; only nested `Decodable` values (enums, nested
/// configuration objects) go through the decoder, which reports their own paths.
package struct ConfigurationReader {
    let container: KeyedDecodingContainer<StringCodingKey>
    /// The object's fields; null values are absent.
    package let fields: [String: ConfigurationTree]
    let tree: ConfigurationTree

    /// Opens `decoder` as an object whose keys must all be in `allowed`.
    package init(_ decoder: any Decoder, allowed: [String]) throws(ConfigurationError) {
        let path = ConfigurationError.path(decoder.codingPath)
        let value: PlainValue
        do { value = try PlainValue(from: decoder) } catch {
            throw ConfigurationError(keyPath: path, message: "expected an object (key: value pairs)")
        }
        tree = ConfigurationTree(value: value.value, path: path, file: nil)
        fields = try tree.object(allowed: allowed)
        do { container = try decoder.container(keyedBy: StringCodingKey.self) } catch {
            throw tree.error("expected an object (key: value pairs)")
        }
    }

    /// The key path of `key` in this object.
    package func path(_ key: String) -> String { tree.child(key) }

    package func contains(_ key: String) -> Bool { fields[key] != nil }

    /// The value for `key`, or `fallback` when the key is absent (or null).
    package func value<T: Decodable>(_ key: String, _ fallback: T) throws(ConfigurationError) -> T {
        try optional(key, T.self) ?? fallback
    }

    /// A value that must be there.
    package func required<T: Decodable>(_ key: String, _ type: T.Type) throws(ConfigurationError) -> T {
        guard let value = try optional(key, T.self) else { throw tree.error("missing required key", at: key) }
        return value
    }

    /// An optional value: nil when absent (or null).
    package func optional<T: Decodable>(_ key: String, _ type: T.Type) throws(ConfigurationError) -> T? {
        guard let field = fields[key] else { return nil }
        // Plain values through the tree: one set of type checks and messages for every reader.
        switch type {
        case is Double.Type, is Double?.Type: return try field.double() as? T
        case is Int.Type, is Int?.Type: return try field.integer() as? T
        case is Bool.Type, is Bool?.Type: return try field.bool() as? T
        case is String.Type, is String?.Type: return try field.string() as? T
        case is [String].Type:
            var list: [String] = []
            for item in try field.array() { list.append(try item.string()) }
            return list as? T
        default:
            do {
                return try container.decode(T.self, forKey: StringCodingKey(key))
            } catch let error as ConfigurationError {
                throw error
            } catch let error as DecodingError {
                throw ConfigurationError(error)
            } catch {
                throw field.error("\(error)")
            }
        }
    }
}

/// Any JSON value as the plain values a ``ConfigurationTree`` reads.
struct PlainValue: Decodable {
    let value: Any

    init(from decoder: any Decoder) throws {
        if let object = try? decoder.container(keyedBy: StringCodingKey.self) {
            var out: [String: Any] = [:]
            for key in object.allKeys { out[key.stringValue] = try object.decode(PlainValue.self, forKey: key).value }
            value = out
        } else if var list = try? decoder.unkeyedContainer() {
            var out: [Any] = []
            while !list.isAtEnd { out.append(try list.decode(PlainValue.self).value) }
            value = out
        } else {
            let single = try decoder.singleValueContainer()
            if single.decodeNil() { value = YAMLNull() }
            else if let b = try? single.decode(Bool.self) { value = b }
            else if let d = try? single.decode(Double.self) { value = d }
            else { value = try single.decode(String.self) }
        }
    }
}

/// Decodes a string-valued enum with an error listing the accepted values.
package func decodeNamedValue<T: RawRepresentable & CaseIterable>(_ decoder: any Decoder, as type: T.Type) throws -> T
where T.RawValue == String {
    let path = ConfigurationError.path(decoder.codingPath)
    let names = T.allCases.map(\.rawValue).joined(separator: ", ")
    guard let raw = try? decoder.singleValueContainer().decode(String.self) else {
        throw ConfigurationError(keyPath: path, message: "expected one of: \(names)")
    }
    guard let value = T(rawValue: raw) else {
        throw ConfigurationError(keyPath: path, message: "expected one of: \(names), got \"\(raw)\"")
    }
    return value
}
