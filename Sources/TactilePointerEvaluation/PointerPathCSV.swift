import TactileCore
import TactilePointer

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Reads and writes pointer paths as CSV: a header `t_ms,x,y,buttons`, then one row per
/// sample (`t_ms` milliseconds, `x`/`y` points, `buttons` an integer bitmask, 1 = left).
/// Optional further columns, in any order after the four: `device` (the input device,
/// e.g. `mouse` or `touchpad`), `group` (targets on screen together), `target_x`,
/// `target_y` (both or neither) and `target_radius` (points, default 0): the target the
/// movement ending at that row's press aimed at. Without a `device` column a comment line
/// `# device: NAME` names the device of the rows after it. Blank lines and other lines
/// starting with `#` are skipped; times must not decrease. Errors name file:line.
package enum PointerPathCSV {
    package static let header = "t_ms,x,y,buttons"
    /// Columns that may follow the four required ones.
    package static let optionalColumns = ["device", "group", "target_x", "target_y", "target_radius"]

    /// A malformed file: where and what was expected.
    package struct ParseError: Error, Hashable, Sendable, CustomStringConvertible {
        package var file: String
        package var line: Int
        package var message: String
        package init(file: String, line: Int, message: String) { self.file = file; self.line = line; self.message = message }
        package var description: String { "\(file):\(line): \(message)" }
    }

    package static func parse(_ text: String, file: String = "<input>") throws(ParseError) -> [PointerPathSample] {
        var samples: [PointerPathSample] = []
        var columns: [String] = []
        var sawHeader = false
        var lineNumber = 0
        var commentDevice: String?
        func column(_ name: String) -> Int? { columns.firstIndex(of: name) }
        var deviceColumn: Int?, groupColumn: Int?, targetX: Int?, targetY: Int?, targetRadius: Int?
        // "\r\n" is one Character in Swift: split on any newline character.
        for line in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            lineNumber += 1
            let trimmed = line.trimmingWhitespace()
            if trimmed.isEmpty { continue }
            if trimmed.hasPrefix("#") {
                // "# device: NAME" labels the rows after it (files without a device column).
                let body = trimmed.dropFirst().trimmingWhitespace()
                if body.hasPrefix("device:") {
                    let name = body.dropFirst("device:".count).trimmingWhitespace()
                    commentDevice = name.isEmpty ? nil : name
                }
                continue
            }
            let fields = trimmed.split(separator: ",", omittingEmptySubsequences: false)
                .map { $0.trimmingWhitespace() }
            if !sawHeader {
                guard fields.count >= 4, Array(fields[0..<4]) == ["t_ms", "x", "y", "buttons"] else {
                    throw ParseError(file: file, line: lineNumber, message: "expected the header \"\(header)\", got \"\(trimmed)\"")
                }
                for name in fields[4...] {
                    guard optionalColumns.contains(name) else {
                        throw ParseError(file: file, line: lineNumber, message: "unknown column \"\(name)\" (optional columns: \(optionalColumns.joined(separator: ", ")))")
                    }
                    guard !columns.contains(name) else {
                        throw ParseError(file: file, line: lineNumber, message: "column \"\(name)\" appears twice")
                    }
                    columns.append(name)
                }
                columns = Array(fields[0..<4]) + columns
                deviceColumn = column("device"); groupColumn = column("group")
                targetX = column("target_x"); targetY = column("target_y"); targetRadius = column("target_radius")
                guard (targetX == nil) == (targetY == nil), targetRadius == nil || targetX != nil else {
                    throw ParseError(file: file, line: lineNumber, message: "target_x and target_y go together (target_radius needs them)")
                }
                sawHeader = true
                continue
            }
            guard fields.count == columns.count else {
                throw ParseError(file: file, line: lineNumber, message: "expected \(columns.count) fields (\(columns.joined(separator: ","))), got \(fields.count)")
            }
            func number(_ i: Int) throws(ParseError) -> Double {
                guard let v = Double(fields[i]), v.isFinite else {
                    throw ParseError(file: file, line: lineNumber, message: "\(columns[i]): expected a finite number, got \"\(fields[i])\"")
                }
                return v
            }
            let t = try number(0), x = try number(1), y = try number(2)
            guard let buttons = UInt32(fields[3]) else {
                throw ParseError(file: file, line: lineNumber, message: "buttons: expected a non-negative integer bitmask, got \"\(fields[3])\"")
            }
            if let last = samples.last, t < last.timeMilliseconds {
                throw ParseError(file: file, line: lineNumber, message: "t_ms: time goes backwards (\(t) < \(last.timeMilliseconds))")
            }
            var sample = PointerPathSample(timeMilliseconds: t, position: ScreenPoint(x: x, y: y), buttons: buttons)
            sample.device = deviceColumn.map { fields[$0] }.flatMap { $0.isEmpty ? nil : $0 } ?? commentDevice
            sample.targetGroup = groupColumn.map { fields[$0] }.flatMap { $0.isEmpty ? nil : $0 }
            // An empty target cell: no target for this row.
            if let tx = targetX, let ty = targetY, !fields[tx].isEmpty || !fields[ty].isEmpty {
                let r = try targetRadius.map { i throws(ParseError) in fields[i].isEmpty ? 0 : try number(i) } ?? 0
                guard r >= 0 else {
                    throw ParseError(file: file, line: lineNumber, message: "target_radius: expected a non-negative number, got \"\(fields[targetRadius!])\"")
                }
                sample.target = PointingTarget(centre: ScreenPoint(x: try number(tx), y: try number(ty)), radiusPoints: r)
            }
            samples.append(sample)
        }
        guard sawHeader else { throw ParseError(file: file, line: max(lineNumber, 1), message: "empty file: expected the header \"\(header)\"") }
        return samples
    }

    package static func load(contentsOf url: URL) throws(ParseError) -> [PointerPathSample] {
        let text: String
        do { text = try String(contentsOf: url, encoding: .utf8) } catch {
            throw ParseError(file: url.path, line: 0, message: "cannot read file: \(FileErrorText.message(for: error))")
        }
        return try parse(text, file: url.path)
    }

    /// CSV text for `samples`: times with 3 decimals, positions with 2, trailing zeros trimmed.
    package static func format(_ samples: [PointerPathSample]) -> String {
        var out = header + "\n"
        out.reserveCapacity(samples.count * 24 + 32)
        for s in samples {
            out += fixed(s.timeMilliseconds, 3) + "," + fixed(s.position.x, 2) + "," + fixed(s.position.y, 2) + ","
            out += String(s.buttons) + "\n"
        }
        return out
    }

    /// Deterministic fixed-point formatting (no locale, no Foundation formatting).
    static func fixed(_ v: Double, _ decimals: Int) -> String {
        var scale: Int64 = 1
        for _ in 0..<decimals { scale *= 10 }
        var n = Int64((v * Double(scale)).rounded())
        let negative = n < 0
        if negative { n = -n }
        var s = String(n / scale)
        var frac = n % scale
        if frac != 0 {
            var digits = decimals
            while frac % 10 == 0 { frac /= 10; digits -= 1 }
            var f = String(frac)
            while f.count < digits { f = "0" + f }
            s += "." + f
        }
        return negative ? "-" + s : s
    }
}
