/// Why YAML text could not be read: libyaml's reader, scanner and parser errors, and the
/// composer's (undefined alias, a second document, duplicated keys). The cases and their
/// descriptions are the ones Yams gave, so messages did not change when Tactile left Yams.
package enum YAMLError: Error, CustomStringConvertible {
    /// libyaml ran out of memory.
    case memory
    /// Text libyaml cannot decode (a control character, bad UTF-8); `offset` is in UTF-8 bytes.
    case reader(problem: String, offset: Int, value: Int, yaml: String)
    case scanner(context: Context?, problem: String, mark: YAMLMark, yaml: String)
    case parser(context: Context?, problem: String, mark: YAMLMark, yaml: String)
    case composer(context: Context?, problem: String, mark: YAMLMark, yaml: String)
    /// The same key more than once in one mapping; `duplicates` sorted, `context` at the first of them.
    case duplicatedKeysInMapping(duplicates: [String], context: Context)

    /// What libyaml was reading when it failed, and where.
    package struct Context: CustomStringConvertible, Sendable {
        package var text: String
        package var mark: YAMLMark

        package var description: String { text + " in line \(mark.line), column \(mark.column)\n" }
    }

    package var description: String {
        switch self {
        case .memory:
            return "Memory error"
        case let .reader(problem, offset, value, yaml):
            guard let (line, column, contents) = Self.line(in: yaml, atUTF8Offset: offset) else {
                return "\(problem) at offset: Optional(\(offset)), value: \(value)"
            }
            return "\(YAMLMark(line: line + 1, column: column + 1)): error: reader: \(problem):\n"
                + Self.endingWithNewline(contents) + String(repeating: " ", count: column) + "^"
        case let .scanner(context, problem, mark, yaml):
            return "\(mark): error: scanner: \(context?.description ?? "")\(problem):\n" + Self.snippet(yaml, at: mark)
        case let .parser(context, problem, mark, yaml):
            return "\(mark): error: parser: \(context?.description ?? "")\(problem):\n" + Self.snippet(yaml, at: mark)
        case let .composer(context, problem, mark, yaml):
            return "\(mark): error: composer: \(context?.description ?? "")\(problem):\n" + Self.snippet(yaml, at: mark)
        case let .duplicatedKeysInMapping(duplicates, context):
            let keys = duplicates.sorted().map { "'\($0)'" }.joined(separator: ", ")
            return """
                   Parser: expected all keys to be unique but found the following duplicated key(s): \(keys).
                   Context:
                   \(context.description)
                   """
        }
    }

    /// Lines of `text`, each with its line break (no empty line after a final break).
    private static func lines(_ text: String) -> [Substring] {
        var out: [Substring] = []
        var start = text.startIndex
        for index in text.indices where text[index].isNewline {
            let end = text.index(after: index)
            out.append(text[start..<end])
            start = end
        }
        if start < text.endIndex || out.isEmpty { out.append(text[start...]) }
        return out
    }

    /// The 0-based line, its UTF-16 column and the line's text at a UTF-8 offset.
    private static func line(in text: String, atUTF8Offset offset: Int) -> (Int, Int, String)? {
        guard let index = text.utf8.index(text.utf8.startIndex, offsetBy: offset, limitedBy: text.utf8.endIndex),
              index < text.endIndex else { return nil }
        for (number, line) in lines(text).enumerated() where index < line.endIndex || line.endIndex == text.endIndex {
            return (number, line.utf16.distance(from: line.startIndex, to: index), String(line))
        }
        return nil
    }

    /// The line of `mark` with a caret under its column.
    private static func snippet(_ text: String, at mark: YAMLMark) -> String {
        // A mark past the end shows the last line, as Yams did.
        let all = lines(text)
        let contents = String(all[min(max(mark.line - 1, 0), all.count - 1)])
        let scalars = contents.unicodeScalars
        let columnIndex = scalars.index(scalars.startIndex, offsetBy: mark.column - 1, limitedBy: scalars.endIndex) ?? scalars.endIndex
        let column = contents.utf16.distance(from: contents.utf16.startIndex, to: columnIndex)
        return endingWithNewline(contents) + String(repeating: " ", count: column) + "^"
    }

    private static func endingWithNewline(_ text: String) -> String {
        text.last?.isNewline == true ? text : text + "\n"
    }
}
