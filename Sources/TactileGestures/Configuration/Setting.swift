import TactileCore

/// One setting of a configuration object: its key, where the value lives, how it is checked,
/// and its default as the settings tables of Docs/GESTURES.md show it. Decoding, encoding,
/// validation, the accepted-key lists and the docs check (`SettingsDocumentationTests`) all
/// iterate a type's ``SettingTable/settings``, so a new setting is a property with its default
/// in the initializer plus one line there.
package struct Setting<Config> {
    package let key: String
    /// The default as the docs write it (`"500"`, `"true"`, `"all"`), or nil for lists the docs
    /// do not tabulate.
    package let documentedDefault: ((Config) -> String)?
    let decode: (ConfigurationReader, inout Config) throws -> Void
    let encode: (Config, inout KeyedEncodingContainer<StringCodingKey>) throws -> Void
    let validate: (Config, inout ValidationContext) -> Void

    /// The unit the key's name carries, as the docs write it after the default.
    package var unit: String? {
        let units = [("MillimetresPerSecond", "mm/s"), ("Milliseconds", "ms"), ("Millimetres", "mm"),
                     ("Degrees", "°"), ("Points", "pt")]
        return units.first { key.hasSuffix($0.0) }?.1
    }
}

extension Setting {
    /// A value stored as `Coded` in JSON/YAML and as `Stored` in the configuration.
    static func converted<Stored, Coded: Codable>(
        _ key: String, _ path: WritableKeyPath<Config, Stored>,
        coded: @escaping (Stored) -> Coded, stored: @escaping (Coded) -> Stored,
        documented: ((Stored) -> String)?,
        check: @escaping (Config, Stored, String, inout ValidationContext) -> Void = { _, _, _, _ in }
    ) -> Setting {
        Setting(
            key: key,
            documentedDefault: documented.map { describe in { describe($0[keyPath: path]) } },
            decode: { reader, config in
                config[keyPath: path] = stored(try reader.value(key, coded(config[keyPath: path])))
            },
            encode: { config, container in
                try container.encode(coded(config[keyPath: path]), forKey: StringCodingKey(key))
            },
            validate: { config, v in check(config, config[keyPath: path], key, &v) })
    }

    /// A value stored as it is coded.
    static func value<T: Codable>(
        _ key: String, _ path: WritableKeyPath<Config, T>, documented: ((T) -> String)? = { "\($0)" },
        check: @escaping (Config, T, String, inout ValidationContext) -> Void = { _, _, _, _ in }
    ) -> Setting {
        converted(key, path, coded: { $0 }, stored: { $0 }, documented: documented, check: check)
    }

    /// A number with its rule.
    static func number(_ key: String, _ path: WritableKeyPath<Config, Double>, _ rule: NumberRule) -> Setting {
        value(key, path, documented: plainNumber, check: { _, n, key, v in rule.check(key, n, &v) })
    }

    /// An integer in a fixed range.
    static func integer(_ key: String, _ path: WritableKeyPath<Config, Int>, _ range: ClosedRange<Int>) -> Setting {
        integer(key, path) { _ in range }
    }

    /// An integer whose range depends on other settings (a maximum at least the minimum).
    static func integer(_ key: String, _ path: WritableKeyPath<Config, Int>,
                        _ range: @escaping (Config) -> ClosedRange<Int>) -> Setting {
        value(key, path, check: { config, n, key, v in v.range(key, n, range(config)) })
    }

    /// A list the configuration validates as a whole (recognizers, regions, relations).
    static func list<T: Codable>(_ key: String, _ path: WritableKeyPath<Config, [T]>) -> Setting {
        value(key, path, documented: nil)
    }
}
