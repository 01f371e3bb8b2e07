#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TactileCore

/// YAML 1.1 scalars as Yams 6 resolved and constructed them (its default `Resolver` and
/// `Constructor`), so configurations and trace headers read exactly as they did: `yes`/`on`
/// are booleans, `0o17` and `017` octal, `1:30` the base-60 integer 90, `~` and an empty
/// plain scalar null, `2001-12-14` a timestamp. Quoted scalars are strings.
package enum YAML11 {
    /// The tag of a plain scalar with no tag written: Yams' rules in its order (bool, int,
    /// float, merge, null, timestamp, value), the first whose pattern matches the whole text,
    /// else `str`. Matched by hand: Swift's `Regex` keeps its parsed patterns for good, which
    /// the C API's leak checks report.
    package static func resolve(_ plain: String) -> String {
        switch plain {
        case "yes", "Yes", "YES", "no", "No", "NO", "true", "True", "TRUE", "false", "False", "FALSE",
             "on", "On", "ON", "off", "Off", "OFF":
            return YAMLTag.bool
        default: break
        }
        let bytes = Array(plain.utf8)
        if isInt(bytes) { return YAMLTag.int }
        if isFloat(bytes) { return YAMLTag.float }
        switch plain {
        case "<<": return YAMLTag.merge
        case "~", "null", "Null", "NULL", "": return YAMLTag.null
        default: break
        }
        if timestamp(bytes) != nil { return YAMLTag.timestamp }
        if plain == "=" { return YAMLTag.value }
        return YAMLTag.str
    }

    /// A cursor over ASCII bytes for the patterns above.
    private struct Cursor {
        let bytes: [UInt8]
        var at = 0

        var atEnd: Bool { at == bytes.count }
        var peek: UInt8? { at < bytes.count ? bytes[at] : nil }

        mutating func take(_ test: (UInt8) -> Bool) -> Bool {
            guard let b = peek, test(b) else { return false }
            at += 1
            return true
        }

        mutating func take(_ c: Character) -> Bool { take { $0 == c.asciiValue } }

        /// Bytes passing `test`, as many as there are; how many.
        @discardableResult
        mutating func takeAll(_ test: (UInt8) -> Bool) -> Int {
            let start = at
            while take(test) {}
            return at - start
        }

        mutating func sign() { _ = take { $0 == 0x2B || $0 == 0x2D } }

        /// `(?::[0-5]?[0-9])+`: base-60 fields (the next byte after one is never a digit).
        mutating func base60Fields() -> Bool {
            var count = 0
            while take(":") {
                if let a = peek, (0x30...0x35).contains(a), at + 1 < bytes.count, isDigit(bytes[at + 1]) {
                    at += 2
                } else if !take(isDigit) {
                    return false
                }
                count += 1
            }
            return count > 0
        }
    }

    private static func isDigit(_ b: UInt8) -> Bool { (0x30...0x39).contains(b) }
    private static func isDigitOrUnderscore(_ b: UInt8) -> Bool { isDigit(b) || b == 0x5F }

    /// `[-+]?(?:0b[0-1_]+|0o?[0-7_]+|0|[1-9][0-9_]*|0x[0-9a-fA-F_]+|[1-9][0-9_]*(?::[0-5]?[0-9])+)`
    private static func isInt(_ bytes: [UInt8]) -> Bool {
        var c = Cursor(bytes: bytes)
        c.sign()
        let start = c
        if c.take("0") {
            if c.atEnd { return true }
            var radix = c
            if radix.take("b") { return radix.takeAll { $0 == 0x30 || $0 == 0x31 || $0 == 0x5F } > 0 && radix.atEnd }
            radix = c
            if radix.take("x") {
                return radix.takeAll { isDigitOrUnderscore($0) || (0x61...0x66).contains($0) || (0x41...0x46).contains($0) } > 0 && radix.atEnd
            }
            radix = c
            _ = radix.take("o")
            return radix.takeAll { (0x30...0x37).contains($0) || $0 == 0x5F } > 0 && radix.atEnd
        }
        c = start
        guard c.take({ (0x31...0x39).contains($0) }) else { return false }
        c.takeAll(isDigitOrUnderscore)
        if c.atEnd { return true }
        return c.base60Fields() && c.atEnd
    }

    /// `[-+]?[0-9][0-9_]*(?:\.[0-9_]*)?(?:[eE][-+]?[0-9]+)?`, `\.[0-9_]+(?:[eE][-+][0-9]+)?`,
    /// `[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\.[0-9_]*`, `[-+]?\.(?:inf|Inf|INF)`, `\.(?:nan|NaN|NAN)`.
    private static func isFloat(_ bytes: [UInt8]) -> Bool {
        let text = String(decoding: bytes, as: UTF8.self)
        if [".nan", ".NaN", ".NAN"].contains(text) { return true }
        var c = Cursor(bytes: bytes)
        c.sign()
        let signed = c.at > 0
        let rest = String(decoding: bytes[c.at...], as: UTF8.self)
        if [".inf", ".Inf", ".INF"].contains(rest) { return true }
        if !signed, c.take(".") {
            guard c.takeAll(isDigitOrUnderscore) > 0 else { return false }
            if c.take({ $0 == 0x65 || $0 == 0x45 }) {
                guard c.take({ $0 == 0x2B || $0 == 0x2D }), c.takeAll(isDigit) > 0 else { return false }
            }
            return c.atEnd
        }
        guard c.take(isDigit) else { return false }
        c.takeAll(isDigitOrUnderscore)
        var base60 = c
        if base60.base60Fields() {
            guard base60.take(".") else { return false }
            base60.takeAll(isDigitOrUnderscore)
            return base60.atEnd
        }
        if c.take(".") { c.takeAll(isDigitOrUnderscore) }
        if c.take({ $0 == 0x65 || $0 == 0x45 }) {
            c.sign()
            guard c.takeAll(isDigit) > 0 else { return false }
        }
        return c.atEnd
    }

    /// A timestamp's fields: year, month, day, then optionally hour, minute, second, the
    /// fraction's digits and the zone (sign and hours, minutes), as Yams' patterns take them.
    private struct Timestamp {
        var year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0
        var fraction: [UInt8] = []
        var zoneSeconds = 0
    }

    private static func timestamp(_ bytes: [UInt8]) -> Timestamp? {
        var c = Cursor(bytes: bytes)
        func number(min: Int, max: Int) -> Int? {
            let start = c.at
            while c.at - start < max, c.take(isDigit) {}
            guard c.at - start >= min else { return nil }
            return Int(String(decoding: bytes[start..<c.at], as: UTF8.self))
        }
        var t = Timestamp()
        guard let year = number(min: 4, max: 4), c.take("-"), let month = number(min: 1, max: 2), c.take("-"),
              let day = number(min: 1, max: 2) else { return nil }
        t.year = year; t.month = month; t.day = day
        // The date alone needs two-digit month and day.
        if c.atEnd { return bytes.count == 10 ? t : nil }
        let separated = c.take { $0 == 0x54 || $0 == 0x74 } || c.takeAll { $0 == 0x20 || $0 == 0x09 } > 0
        guard separated, let hour = number(min: 1, max: 2), c.take(":"), let minute = number(min: 2, max: 2),
              c.take(":"), let second = number(min: 2, max: 2) else { return nil }
        t.hour = hour; t.minute = minute; t.second = second
        if c.take(".") {
            let start = c.at
            c.takeAll(isDigit)
            t.fraction = Array(bytes[start..<c.at])
        }
        if c.atEnd { return t }
        c.takeAll { $0 == 0x20 || $0 == 0x09 }
        if c.take("Z") { return c.atEnd ? t : nil }
        guard let s = c.peek, s == 0x2B || s == 0x2D else { return nil }
        c.at += 1
        guard let zoneHour = number(min: 1, max: 2) else { return nil }
        var zoneMinute = 0
        if c.take(":") {
            guard let m = number(min: 2, max: 2) else { return nil }
            zoneMinute = m
        }
        guard c.atEnd else { return nil }
        t.zoneSeconds = (zoneHour * 3_600 + zoneMinute * 60) * (s == 0x2D ? -1 : 1)
        return t
    }

    // MARK: Scalars

    /// A plain scalar as an integer (decimal, `0x`, `0b`, `0o`/`0` octal, base-60 `a:b:c`,
    /// `_` ignored); nil otherwise or when it does not fit (Yams trapped there: ``YAMLShapeCheck``
    /// refuses those scalars first, so the difference never shows).
    package static func integer(_ node: YAMLNode) -> Int? {
        guard node.style == .any || node.style == .plain, let text = node.scalar else { return nil }
        let withSign = text.filter { $0 != "_" }
        if withSign == "0" { return 0 }
        let negative = withSign.hasPrefix("-")
        let hasSign = negative || withSign.hasPrefix("+")
        let body = withSign.dropFirst(hasSign ? 1 : 0)
        for (prefix, radix) in [("0x", 16), ("0b", 2), ("0o", 8), ("0", 8)] where body.hasPrefix(prefix) {
            return Int((negative ? "-" : "") + body.dropFirst(prefix.count), radix: radix)
        }
        if body.contains(":") {
            guard let sum = Base60Integer.sum(body), !sum.overflow else { return nil }
            return negative ? -sum.value : sum.value
        }
        return Int(withSign)
    }

    /// A plain scalar as a floating-point number (`.inf`, `.nan`, base-60, `_` ignored).
    package static func double(_ node: YAMLNode) -> Double? {
        guard node.style == .any || node.style == .plain, let text = node.scalar else { return nil }
        switch text.lowercased() {
        case ".inf", "+.inf": return .infinity
        case "-.inf": return -.infinity
        case ".nan": return .nan
        default: break
        }
        let plain = text.filter { $0 != "_" }
        guard plain.contains(":") else { return Double(plain) }
        var body = Substring(plain)
        var sign = 1.0
        if body.hasPrefix("-") { sign = -1; body = body.dropFirst() } else if body.hasPrefix("+") { body = body.dropFirst() }
        var fields: [Double] = []
        for part in body.split(separator: ":", omittingEmptySubsequences: false) {
            guard let field = Double(part) else { return nil }
            fields.append(field)
        }
        var base = 1.0, value = 0.0
        for field in fields.reversed() {
            value += field * base
            base *= 60
        }
        return sign * value
    }

    /// A scalar as a boolean (`true`/`yes`/`on`, `false`/`no`/`off`, any case); nil for a string.
    package static func bool(_ node: YAMLNode) -> Bool? {
        guard let text = node.scalar, node.tag != YAMLTag.str else { return nil }
        switch text.lowercased() {
        case "true", "yes", "on": return true
        case "false", "no", "off": return false
        default: return nil
        }
    }

    private static func date(_ text: String) -> Date? {
        guard let t = timestamp(Array(text.utf8)) else { return nil }
        // Days from 1970-01-01 in the proleptic Gregorian calendar (months and days out of
        // range roll over, as Foundation's lenient calendar does).
        var year = t.year, month = t.month - 1
        year += month >= 0 ? month / 12 : (month - 11) / 12
        month = ((month % 12) + 12) % 12 + 1
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let doy = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + t.day - 1
        let days = era * 146_097 + yoe * 365 + yoe / 4 - yoe / 100 + doy - 719_468
        var seconds = Double(days * 86_400 + t.hour * 3_600 + t.minute * 60 + t.second - t.zoneSeconds)
        if !t.fraction.isEmpty, let n = Int(String(decoding: t.fraction.prefix(9), as: UTF8.self)) {
            var scaled = Double(n)
            for _ in 0..<(9 - min(t.fraction.count, 9)) { scaled *= 10 }
            seconds += scaled / 1e9
        }
        return Date(timeIntervalSince1970: seconds)
    }

    // MARK: Values

    /// A node as plain Swift values, as Yams' `Node.any` built them: `String`, `Bool`, `Int`,
    /// `Double`, ``YAMLNull``, `Date`, `Data` (`!!binary`), `[Any]`, `[String: Any]` (merge keys
    /// `<<` applied), `Set<AnyHashable>` (`!!set`), `[(Any, Any)]` (`!!omap`, `!!pairs`).
    package static func value(of node: YAMLNode) -> Any {
        let tag = node.tag
        switch node.content {
        case .scalar(let text):
            switch tag {
            case YAMLTag.bool: if let v = bool(node) { return v }
            case YAMLTag.float: if let v = double(node) { return v }
            case YAMLTag.int: if let v = integer(node) { return v }
            case YAMLTag.null:
                if node.style == .plain, ["", "~", "null", "Null", "NULL"].contains(text) { return YAMLNull() }
            case YAMLTag.binary: if let v = Data(base64Encoded: text, options: .ignoreUnknownCharacters) { return v }
            case YAMLTag.timestamp: if let v = date(text) { return v }
            default: break
            }
            return text
        case .sequence(let items):
            if tag == YAMLTag.omap || tag == YAMLTag.pairs {
                return items.compactMap { item -> (Any, Any)? in
                    guard case .mapping(let pairs) = item.content, let first = pairs.first else { return nil }
                    return (value(of: first.key), value(of: first.value))
                }
            }
            return items.map(value(of:))
        case .mapping(let pairs):
            if tag == YAMLTag.set {
                return Set<AnyHashable>(pairs.map { AnyHashable($0.key.scalar ?? "") })
            }
            var out: [String: Any] = [:]
            for pair in flatten(pairs) { out[pair.key.scalar ?? ""] = value(of: pair.value) }
            return out
        }
    }

    /// Merge keys (`<<: *base`, `<<: [*a, *b]`) replaced by the pairs they bring, which come
    /// first so the mapping's own keys win.
    private static func flatten(_ pairs: [(key: YAMLNode, value: YAMLNode)]) -> [(key: YAMLNode, value: YAMLNode)] {
        var own: [(key: YAMLNode, value: YAMLNode)] = []
        var merged: [(key: YAMLNode, value: YAMLNode)] = []
        for pair in pairs {
            guard pair.key.tag == YAMLTag.merge else { own.append(pair); continue }
            switch pair.value.content {
            case .mapping(let m):
                merged += flatten(m)
            case .sequence(let items):
                for item in items.reversed() {
                    if case .mapping(let m) = item.content { merged += flatten(m) }
                }
            case .scalar:
                break
            }
        }
        return merged + own
    }

    /// `value` (from ``value(of:)``) as JSON text, as `JSONSerialization` wrote it with
    /// sorted keys; nil when it is not representable (a date, data, a set, pairs, a
    /// non-finite number; a scalar at the top unless `fragmentsAllowed`).
    package static func json(_ value: Any, fragmentsAllowed: Bool) -> String? {
        if !fragmentsAllowed, !(value is [Any]), !(value is [String: Any]) { return nil }
        var out = ""
        return write(value, to: &out) ? out : nil
    }

    private static func write(_ value: Any, to out: inout String) -> Bool {
        switch value {
        case let s as String:
            writeString(s, to: &out)
        case let b as Bool:
            out += b ? "true" : "false"
        case let i as Int:
            out += String(i)
        case let d as Double:
            guard d.isFinite else { return false }
            var text = String(d)
            if text.hasSuffix(".0") { text.removeLast(2) }
            out += text
        case is YAMLNull:
            out += "null"
        case let dictionary as [String: Any]:
            out += "{"
            for (n, key) in dictionary.keys.sorted().enumerated() {
                if n > 0 { out += "," }
                writeString(key, to: &out)
                out += ":"
                guard write(dictionary[key]!, to: &out) else { return false }
            }
            out += "}"
        case let array as [Any]:
            out += "["
            for (n, item) in array.enumerated() {
                if n > 0 { out += "," }
                guard write(item, to: &out) else { return false }
            }
            out += "]"
        default:
            return false
        }
        return true
    }

    private static func writeString(_ s: String, to out: inout String) {
        out += "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }
}
