/// Text as XML character data or an attribute value, for the documents Tactile writes (the
/// `tactile render` SVG, the `tactile test --junit` report): markup escaped, and characters
/// XML 1.0 forbids replaced with U+FFFD, so a strange device or file name cannot break the
/// document. Each document keeps its own spelling of the optional escapes (``Style``).
package enum XMLEscaping {
    package struct Style: Sendable {
        /// `'` as `&apos;` (else as it is: attributes are double-quoted).
        package var apostrophe: Bool
        /// `\n` as `&#10;`, as an attribute needs (a parser turns a raw one into a space).
        package var newlineReference: Bool
        /// `\r` kept (else U+FFFD).
        package var carriageReturn: Bool

        /// SVG: `&apos;` too; newlines and carriage returns as they are.
        package static let svg = Style(apostrophe: true, newlineReference: false, carriageReturn: true)
        /// JUnit's attribute values: newlines as `&#10;`, no carriage returns.
        package static let attribute = Style(apostrophe: false, newlineReference: true, carriageReturn: false)
        /// JUnit's character data: newlines as they are, no carriage returns.
        package static let text = Style(apostrophe: false, newlineReference: false, carriageReturn: false)
    }

    package static func escape(_ text: String, _ style: Style) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'" where style.apostrophe: out += "&apos;"
            case "\n": out += style.newlineReference ? "&#10;" : "\n"
            case "\r": out.unicodeScalars.append(style.carriageReturn ? scalar : "\u{FFFD}")
            case "\t": out.unicodeScalars.append(scalar)
            default:
                // XML 1.0's Char: no other C0 control, no U+FFFE or U+FFFF (surrogates are not scalars).
                let v = scalar.value
                out.unicodeScalars.append(v < 0x20 || v == 0xFFFE || v == 0xFFFF ? "\u{FFFD}" : scalar)
            }
        }
        return out
    }
}
