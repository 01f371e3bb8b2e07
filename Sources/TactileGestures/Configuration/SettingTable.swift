import TactileCore

/// A configuration object described by a table of ``Setting``s: every key optional (the
/// default applies), unknown keys errors, values checked in table order.
package protocol SettingTable {
    static var settings: [Setting<Self>] { get }
}

extension SettingTable {
    /// The keys a JSON/YAML object of this type may hold.
    package static var keys: [String] { settings.map(\.key) }

    /// Decodes every setting present over `defaults`; `alsoAllowed` are keys a caller reads itself.
    static func decodeSettings(_ decoder: any Decoder, over defaults: Self, alsoAllowed: [String] = []) throws -> Self {
        let table = settings
        let reader = try ConfigurationReader(decoder, allowed: table.map(\.key) + alsoAllowed)
        var config = defaults
        for setting in table { try setting.decode(reader, &config) }
        return config
    }

    func encodeSettings(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: StringCodingKey.self)
        for setting in Self.settings { try setting.encode(self, &container) }
    }

    func validateSettings(_ v: inout ValidationContext) {
        for setting in Self.settings { setting.validate(self, &v) }
    }
}
