import Foundation
import Testing
import TactileGestures

/// Docs/GESTURES.md's settings tables say the same as the settings tables in the code: each
/// configuration type has one table naming exactly its keys, each with the code's default
/// and the unit its name carries.
@Suite("Settings: the docs' tables match the code")
struct SettingsDocumentationTests {
    /// One documented row: the setting's name and how the docs write its default.
    struct Row { let key: String; let defaultText: String }

    static let tables: [[Row]] = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Docs/GESTURES.md").standardized
        let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        var tables: [[Row]] = [], current: [Row]? = nil
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).dropFirst()
                .map { $0.trimmingCharacters(in: .whitespaces) }
            if cells.first == "setting" && cells.dropFirst().first == "default" { current = []; continue }
            guard var rows = current else { continue }
            guard line.hasPrefix("|"), cells.count >= 2 else { tables.append(rows); current = nil; continue }
            if cells[0].hasPrefix("---") { continue }
            // "`minimumFingers` / `maximumFingers` | 1 / 10": one row, several settings.
            let keys = cells[0].components(separatedBy: " / ").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "` ")) }
            let defaults = cells[1].components(separatedBy: " / ")
            for (i, key) in keys.enumerated() {
                rows.append(Row(key: key, defaultText: i < defaults.count ? defaults[i] : ""))
            }
            current = rows
        }
        if let rows = current { tables.append(rows) }
        return tables
    }()

    func check<C: SettingTable>(_ type: C.Type, defaults: C) {
        let documented = C.settings.filter { $0.documentedDefault != nil }
        let matching = Self.tables.filter { Set($0.map(\.key)) == Set(documented.map(\.key)) }
        #expect(matching.count == 1, "Docs/GESTURES.md: no settings table lists exactly \(documented.map(\.key))")
        guard let table = matching.first else { return }
        for setting in documented {
            guard let row = table.first(where: { $0.key == setting.key }), let describe = setting.documentedDefault else { continue }
            let written = row.defaultText.trimmingCharacters(in: CharacterSet(charactersIn: "` "))
            let value = written.prefix { $0 != " " && $0 != "°" && $0 != "`" }
            #expect(String(value) == describe(defaults), "\(C.self).\(setting.key): docs say \(row.defaultText)")
            if let unit = setting.unit {
                #expect(written.dropFirst(value.count).hasPrefix(unit == "°" ? unit : " \(unit)"),
                        "\(C.self).\(setting.key): docs give no \(unit) after the default (\(row.defaultText))")
            }
        }
    }

    /// Every kind's table, a new kind's included without a line here.
    @Test(arguments: GestureKind.allCases) func everyRecognizerKind(_ kind: GestureKind) {
        check(kind.configurationType)
    }

    private func check<C: RecognizerKindConfiguration>(_ type: C.Type) { check(type, defaults: C.defaults) }

    @Test func engineSettings() {
        check(GestureConfiguration.self, defaults: GestureConfiguration())
    }

    /// Every key a recognizer object accepts is a setting of some kind or a common key.
    @Test func keysComeFromTheTables() {
        #expect(TapConfiguration.keys == ["taps", "fingers", "maximumDurationMilliseconds", "maximumMovementMillimetres",
                                          "maximumIntervalMilliseconds", "maximumDistanceMillimetres"])
    }
}
