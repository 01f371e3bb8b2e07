/// Finds the first JSON syntax error in a document and where it is (line and column,
/// 1-based, the column counted in bytes): Foundation's decoder only says "The given data
/// was not valid JSON." (`tactile pointer --layout`, a config's `layout: FILE`).
///
/// Strict RFC 8259: one value, no trailing commas, no comments; nesting deeper than
/// ``maximumDepth`` is reported as an error rather than recursed into.
package struct JSONSyntaxCheck {
    package struct Problem: Hashable, Sendable, CustomStringConvertible {
        package var line: Int
        package var column: Int
        package var message: String
        package var description: String { "line \(line), column \(column): \(message)" }
    }

    package static let maximumDepth = 512

    /// nil when `bytes` is one well-formed JSON value (surrounded by whitespace at most).
    package static func firstProblem(in bytes: some Collection<UInt8>) -> Problem? {
        var check = JSONSyntaxCheck(bytes: Array(bytes))
        return check.run()
    }

    private let bytes: [UInt8]
    private var i = 0

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private struct Failure: Error { var offset: Int; var message: String }

    private mutating func run() -> Problem? {
        do {
            skipSpace()
            if i < bytes.count, bytes[i] == 0xEF { throw Failure(offset: i, message: "a byte order mark; save the file as UTF-8 without one") }
            try value(depth: 0)
            skipSpace()
            if i < bytes.count { throw Failure(offset: i, message: "expected the end of the document after the value, found \(found())") }
            return nil
        } catch let f as Failure {
            return locate(f)
        } catch {
            return nil
        }
    }

    private func locate(_ f: Failure) -> Problem {
        var line = 1, column = 1
        for b in bytes[..<min(f.offset, bytes.count)] {
            if b == 0x0A { line += 1; column = 1 } else { column += 1 }
        }
        return Problem(line: line, column: column, message: f.message)
    }

    private func found() -> String {
        guard i < bytes.count else { return "the end of the file" }
        let b = bytes[i]
        if b >= 0x21 && b < 0x7F { return "'\(Character(Unicode.Scalar(b)))'" }
        return "byte 0x\(String(b, radix: 16))"
    }

    private mutating func skipSpace() {
        while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x0A || bytes[i] == 0x0D || bytes[i] == 0x09 { i += 1 }
    }

    private mutating func value(depth: Int) throws {
        guard depth < Self.maximumDepth else { throw Failure(offset: i, message: "nested deeper than \(Self.maximumDepth) levels") }
        guard i < bytes.count else { throw Failure(offset: i, message: "expected a value, found the end of the file") }
        switch bytes[i] {
        case UInt8(ascii: "{"): try object(depth: depth)
        case UInt8(ascii: "["): try array(depth: depth)
        case UInt8(ascii: "\""): try string()
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try number()
        case UInt8(ascii: "t"): try literal("true")
        case UInt8(ascii: "f"): try literal("false")
        case UInt8(ascii: "n"): try literal("null")
        default: throw Failure(offset: i, message: "expected a value (object, array, string, number, true, false or null), found \(found())")
        }
    }

    private mutating func object(depth: Int) throws {
        i += 1
        skipSpace()
        if i < bytes.count, bytes[i] == UInt8(ascii: "}") { i += 1; return }
        while true {
            skipSpace()
            guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") else {
                throw Failure(offset: i, message: "expected a key in double quotes, found \(found())"
                              + (i < bytes.count && bytes[i] == UInt8(ascii: "}") ? " (a comma before '}')" : ""))
            }
            try string()
            skipSpace()
            guard i < bytes.count, bytes[i] == UInt8(ascii: ":") else { throw Failure(offset: i, message: "expected ':' after the key, found \(found())") }
            i += 1
            skipSpace()
            try value(depth: depth + 1)
            skipSpace()
            guard i < bytes.count else { throw Failure(offset: i, message: "expected ',' or '}', found the end of the file") }
            if bytes[i] == UInt8(ascii: ",") { i += 1; continue }
            if bytes[i] == UInt8(ascii: "}") { i += 1; return }
            throw Failure(offset: i, message: "expected ',' or '}' after a value in an object, found \(found())")
        }
    }

    private mutating func array(depth: Int) throws {
        i += 1
        skipSpace()
        if i < bytes.count, bytes[i] == UInt8(ascii: "]") { i += 1; return }
        while true {
            skipSpace()
            if i < bytes.count, bytes[i] == UInt8(ascii: "]") { throw Failure(offset: i, message: "expected a value, found ']' (a comma before ']')") }
            try value(depth: depth + 1)
            skipSpace()
            guard i < bytes.count else { throw Failure(offset: i, message: "expected ',' or ']', found the end of the file") }
            if bytes[i] == UInt8(ascii: ",") { i += 1; continue }
            if bytes[i] == UInt8(ascii: "]") { i += 1; return }
            throw Failure(offset: i, message: "expected ',' or ']' after a value in an array, found \(found())")
        }
    }

    private mutating func string() throws {
        let start = i
        i += 1
        while i < bytes.count {
            let b = bytes[i]
            if b == UInt8(ascii: "\"") { i += 1; return }
            if b < 0x20 { throw Failure(offset: i, message: "a control character inside a string (write \\n, \\t...)") }
            if b == UInt8(ascii: "\\") {
                i += 1
                guard i < bytes.count else { break }
                switch bytes[i] {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
                     UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                    i += 1
                case UInt8(ascii: "u"):
                    for k in 1...4 {
                        guard i + k < bytes.count, Self.isHex(bytes[i + k]) else {
                            throw Failure(offset: i - 1, message: "expected four hex digits after \\u")
                        }
                    }
                    i += 5
                default:
                    throw Failure(offset: i - 1, message: "an unknown escape sequence")
                }
                continue
            }
            i += 1
        }
        throw Failure(offset: start, message: "a string that is never closed (no matching '\"')")
    }

    private static func isHex(_ b: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(b) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(b)
            || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(b)
    }

    private mutating func digits() -> Int {
        let start = i
        while i < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[i]) { i += 1 }
        return i - start
    }

    private mutating func number() throws {
        let start = i
        if bytes[i] == UInt8(ascii: "-") { i += 1 }
        let leadingZero = i < bytes.count && bytes[i] == UInt8(ascii: "0")
        let whole = digits()
        guard whole > 0 else { throw Failure(offset: start, message: "expected digits in a number") }
        if leadingZero && whole > 1 { throw Failure(offset: start, message: "a number with a leading zero") }
        if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
            i += 1
            guard digits() > 0 else { throw Failure(offset: start, message: "expected digits after the decimal point") }
        }
        if i < bytes.count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
            i += 1
            if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
            guard digits() > 0 else { throw Failure(offset: start, message: "expected digits in the exponent") }
        }
    }

    private mutating func literal(_ word: StaticString) throws {
        let expected = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        for (k, b) in expected.enumerated() {
            guard i + k < bytes.count, bytes[i + k] == b else {
                throw Failure(offset: i, message: "expected a value (object, array, string, number, true, false or null), found \(found())")
            }
        }
        i += expected.count
    }
}
