#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TactileCore
@_spi(TactileInternals) import TactileTrace

/// The calibration file (`screen.calibrationFile`): each calibrated panel's matrix, keyed by
/// `vendor:product`. The calibration page of `tactile run`'s inspector writes it; the
/// configuration names it, so the configuration file itself (and its comments) is never
/// rewritten by the daemon.
///
/// ```yaml
/// # Written by tactile's calibration page (Docs/DAEMON.md, "Calibration").
/// panels:
///   "0eef:0001": {name: "eGalax Inc. USB TouchController", calibration: [1.02, 0, -0.01, 0, 0.98, 0.02]}
/// ```
package struct PanelCalibrationFile: Hashable, Sendable {
    package struct Entry: Hashable, Sendable {
        package var name: String
        package var calibration: CalibrationMatrix
        package init(name: String, calibration: CalibrationMatrix) { self.name = name; self.calibration = calibration }
    }

    /// By `vendor:product` (``PanelKey/text``).
    package var panels: [String: Entry] = [:]

    package init(panels: [String: Entry] = [:]) { self.panels = panels }

    /// The matrices the mapper takes (``ScreenConfiguration/panelCalibrations``).
    package var matrices: [String: CalibrationMatrix] { panels.mapValues(\.calibration) }

    /// Reads `path`; a file that does not exist yet is empty (no panel calibrated so far).
    package static func load(path: String) throws(ConfigurationError) -> PanelCalibrationFile {
        guard FileManager.default.fileExists(atPath: path) else { return PanelCalibrationFile() }
        let text: String
        do { text = try String(contentsOfFile: path, encoding: .utf8) } catch {
            throw ConfigurationError(file: path, keyPath: "", message: "cannot read: \(FileErrorText.message(for: error))")
        }
        return try parse(text, file: path)
    }

    package static func parse(_ text: String, file: String) throws(ConfigurationError) -> PanelCalibrationFile {
        let node: YAMLNode?
        if let offence = YAMLShapeCheck.firstOffence(in: text) {
            throw ConfigurationError(file: file, keyPath: "", message: "not valid here (line \(offence.line)): \(offence.problem)")
        }
        do { node = try YAMLNode.compose(text) } catch {
            throw ConfigurationError(file: file, keyPath: "", message: "not valid YAML: \(error)")
        }
        let root = ConfigurationTree(value: node.map(YAML11.value(of:)) ?? [String: Any](), path: "", file: file)
        var result = PanelCalibrationFile()
        guard let panels = try root.object(allowed: ["panels"])["panels"] else { return result }
        guard let entries = panels.value as? [String: Any] else {
            throw panels.error("expected an object {\"vendor:product\": {name, calibration: [a, b, c, d, e, f]}}")
        }
        for (key, value) in entries.sorted(by: { $0.key < $1.key }) {
            let entry = ConfigurationTree(value: value, path: panels.child(key), file: file)
            guard let panel = PanelKey(text: key) else { throw entry.error("expected a key vendor:product in hex, e.g. \"0eef:0001\"") }
            let fields = try entry.object(allowed: ["name", "calibration"])
            guard let m = fields["calibration"] else { throw entry.error("expected calibration: [a, b, c, d, e, f]") }
            var values: [Double] = []
            for v in try m.array() { values.append(try v.double()) }
            guard let matrix = CalibrationMatrix(values: values) else { throw m.error("expected six numbers [a, b, c, d, e, f]") }
            result.panels[panel.text] = Entry(name: try fields["name"]?.string() ?? "", calibration: matrix)
        }
        return result
    }

    /// The file's text, panels in key order, each matrix with the six decimals of its udev rule.
    package var text: String {
        var lines = ["# Written by tactile's calibration page (Docs/DAEMON.md, \"Calibration\"); one matrix per panel (vendor:product).",
                     "panels:"]
        if panels.isEmpty { lines[1] = "panels: {}" }
        for (key, entry) in panels.sorted(by: { $0.key < $1.key }) {
            // A double-quoted YAML scalar: backslashes and quotes escaped, control characters dropped.
            let name = entry.name.unicodeScalars.filter { $0.value >= 0x20 }.map { c in
                c == "\\" || c == "\"" ? "\\" + String(c) : String(c)
            }.joined()
            lines.append("  \"\(key)\": {name: \"\(name)\", calibration: [\(entry.calibration.udevText.split(separator: " ").joined(separator: ", "))]}")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Sets `key`'s matrix in the file at `path`, keeping every other panel's, and writes it
    /// atomically (a temporary file renamed over the old: a crash leaves the old or the new).
    package static func store(_ entry: Entry, for key: PanelKey, path: String) throws(ConfigurationError) -> PanelCalibrationFile {
        var file = try load(path: path)
        file.panels[key.text] = entry
        do { try Data(file.text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic) } catch {
            throw ConfigurationError(file: path, keyPath: "", message: "cannot write: \(FileErrorText.message(for: error))")
        }
        return file
    }
}
