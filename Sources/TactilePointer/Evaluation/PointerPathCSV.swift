import TactileCore

import Foundation

/// Reads and writes pointer paths as CSV: a header `t_ms,x,y,buttons`, then one row per
/// sample (`t_ms` milliseconds, `x`/`y` points, `buttons` an integer bitmask, 1 = left).
/// Blank lines and lines starting with `#` are skipped; times must not decrease.
public enum PointerPathCSV {
    public static let header = "t_ms,x,y,buttons"

    /// A malformed file: where and what was expected.
    public struct ParseError: Error, Hashable, Sendable, CustomStringConvertible {
        public var file: String
        public var line: Int
        public var message: String
        public var description: String { "\(file):\(line): \(message)" }
    }

    public static func parse(_ text: String, file: String = "<input>") throws(ParseError) -> [PointerPathSample] {
        var samples: [PointerPathSample] = []
        var sawHeader = false
        var lineNumber = 0
        // "\r\n" is one Character in Swift: split on any newline character.
        for line in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            lineNumber += 1
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            let fields = trimmed.split(separator: ",", omittingEmptySubsequences: false)
                .map { $0.trimmingCharacters(in: .whitespaces) }
            if !sawHeader {
                guard fields == ["t_ms", "x", "y", "buttons"] else {
                    throw ParseError(file: file, line: lineNumber, message: "expected the header \"\(header)\", got \"\(trimmed)\"")
                }
                sawHeader = true
                continue
            }
            guard fields.count == 4 else {
                throw ParseError(file: file, line: lineNumber, message: "expected 4 fields (t_ms,x,y,buttons), got \(fields.count)")
            }
            let names = ["t_ms", "x", "y"]
            var numbers: [Double] = []
            for i in 0..<3 {
                guard let v = Double(fields[i]), v.isFinite else {
                    throw ParseError(file: file, line: lineNumber, message: "\(names[i]): expected a finite number, got \"\(fields[i])\"")
                }
                numbers.append(v)
            }
            guard let buttons = UInt32(fields[3]) else {
                throw ParseError(file: file, line: lineNumber, message: "buttons: expected a non-negative integer bitmask, got \"\(fields[3])\"")
            }
            if let last = samples.last, numbers[0] < last.timeMilliseconds {
                throw ParseError(file: file, line: lineNumber, message: "t_ms: time goes backwards (\(numbers[0]) < \(last.timeMilliseconds))")
            }
            samples.append(PointerPathSample(timeMilliseconds: numbers[0],
                                             position: ScreenPoint(x: numbers[1], y: numbers[2]), buttons: buttons))
        }
        guard sawHeader else { throw ParseError(file: file, line: max(lineNumber, 1), message: "empty file: expected the header \"\(header)\"") }
        return samples
    }

    public static func load(contentsOf url: URL) throws(ParseError) -> [PointerPathSample] {
        let text: String
        do { text = try String(contentsOf: url, encoding: .utf8) } catch {
            throw ParseError(file: url.path, line: 0, message: "cannot read file: \(error.localizedDescription)")
        }
        return try parse(text, file: url.path)
    }

    /// CSV text for `samples`: times with 3 decimals, positions with 2, trailing zeros trimmed.
    public static func format(_ samples: [PointerPathSample]) -> String {
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
