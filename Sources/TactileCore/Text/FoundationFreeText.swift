#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// Text helpers that full Foundation provided and FoundationEssentials does not, so no module
// of the `tactile` binary or of libtactile links Foundation's internationalization (ICU's
// data is most of a statically linked Foundation). Output is byte-identical to what the
// Foundation calls gave.

/// `printf`-style formatting through the C library (`vsnprintf`, C locale: `.` as the decimal
/// point), as `String(format:)` formatted numbers.
package enum CFormat {
    package static func string(_ format: String, _ arguments: any CVarArg...) -> String {
        withVaList(arguments) { list in
            var buffer = [CChar](repeating: 0, count: 128)
            let needed = Int(vsnprintf(&buffer, buffer.count, format, list))
            if needed < buffer.count { return String(decoding: buffer.prefix(needed).map { UInt8(bitPattern: $0) }, as: UTF8.self) }
            return withVaList(arguments) { again in
                buffer = [CChar](repeating: 0, count: needed + 1)
                _ = vsnprintf(&buffer, buffer.count, format, again)
                return String(decoding: buffer.prefix(needed).map { UInt8(bitPattern: $0) }, as: UTF8.self)
            }
        }
    }
}

/// The message Foundation's `localizedDescription` gave for the file errors Tactile reports
/// (`The operation could not be completed. The file doesn’t exist.`), so messages did not
/// change when Tactile left Foundation for FoundationEssentials, which has no localized texts.
package enum FileErrorText {
    package static func message(for error: any Error) -> String {
        let prefix = "The operation could not be completed. "
        guard let cocoa = error as? CocoaError else {
            return prefix + "(\(String(reflecting: type(of: error))) error 1.)"
        }
        let text: String? = switch cocoa.code.rawValue {
        case 4, 260: "The file doesn’t exist."
        case 257, 513: "You don’t have permission."
        case 258, 514: "The file name is invalid."
        case 259: "The file isn’t in the correct format."
        case 261, 517: "The specified text encoding isn’t applicable."
        case 262, 518: "The specified URL type isn’t supported."
        case 263: "The item is too large."
        case 264: "The text encoding of the contents couldn’t be determined."
        case 516: "A file with the same name already exists."
        case 640: "There isn’t enough space."
        case 642: "The volume is read only."
        default: nil
        }
        return prefix + (text ?? "(NSCocoaErrorDomain error \(cocoa.code.rawValue).)")
    }
}

extension StringProtocol {
    /// Without leading and trailing spaces and tabs (Unicode space separators), as
    /// `trimmingCharacters(in: .whitespaces)`.
    package func trimmingWhitespace() -> String {
        func isSpace(_ s: Unicode.Scalar) -> Bool { s == "\t" || s.properties.generalCategory == .spaceSeparator }
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !isSpace($0) }),
              let last = scalars.lastIndex(where: { !isSpace($0) }) else { return "" }
        var out = String.UnicodeScalarView()
        out.append(contentsOf: scalars[first...last])
        return String(out)
    }
}

/// A JSON value read with `JSONDecoder`, where Tactile read JSON with `JSONSerialization`.
package enum JSONValue: Decodable, Equatable, CustomStringConvertible {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    package init(from decoder: any Decoder) throws {
        let c = try decoder.singleValueContainer()
        if c.decodeNil() { self = .null }
        else if let b = try? c.decode(Bool.self) { self = .bool(b) }
        else if let d = try? c.decode(Double.self) { self = .number(d) }
        else if let s = try? c.decode(String.self) { self = .string(s) }
        else if let a = try? c.decode([JSONValue].self) { self = .array(a) }
        else { self = .object(try c.decode([String: JSONValue].self)) }
    }

    /// The object in one line of JSON text; nil when the text is not a JSON object.
    package static func object(_ text: some StringProtocol) -> [String: JSONValue]? {
        guard case .object(let o)? = try? JSONDecoder().decode(JSONValue.self, from: Data(text.utf8)) else { return nil }
        return o
    }

    /// A number, or a boolean as 1 or 0 (JSONSerialization gave both as numbers).
    package var number: Double? {
        switch self {
        case .number(let d): return d
        case .bool(let b): return b ? 1 : 0
        default: return nil
        }
    }

    /// As string interpolation showed JSONSerialization's values: text as is, whole numbers without a fraction.
    package var description: String {
        switch self {
        case .null: return "<null>"
        case .bool(let b): return b ? "1" : "0"
        case .number(let d): return d == d.rounded() && abs(d) < 1e15 ? String(Int64(d)) : String(d)
        case .string(let s): return s
        case .array(let a): return "(" + a.map(\.description).joined(separator: ", ") + ")"
        case .object(let o): return "{" + o.keys.sorted().map { "\($0) = \(o[$0]!)" }.joined(separator: "; ") + "}"
        }
    }
}
