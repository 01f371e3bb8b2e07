import TactileCore

/// Reads a libinput-record YAML file (version 1): the event blocks with
/// ``LibinputRecordScanner``, the rest with ``YAMLNode/compose(_:)``, decoded by ``YAMLHeaderDecoder``.
enum LibinputRecordReader {
    static func read(_ bytes: UnsafeRawBufferPointer, file: String) throws(TraceParseError) -> Trace {
        var scanner = LibinputRecordScanner(bytes: bytes, file: file)
        try scanner.run()
        let root: YAMLNode
        let header = String(decoding: scanner.header, as: UTF8.self)
        if let offence = YAMLShapeCheck.firstOffence(in: header) {
            throw TraceParseError(file: file, line: originalLine(offence.line, headerLines: scanner.headerLines), expected: "a libinput-record header (plain keys, nesting at most \(YAMLShapeCheck.maximumDepth) deep, aliases adding at most \(YAMLShapeCheck.maximumAliasExpansion) nodes, base-60 integers within 64 bits)",
                                  found: offence.problem)
        }
        let composed: YAMLNode?
        do { composed = try YAMLNode.compose(header) } catch {
            throw yamlError(error, file: file, headerLines: scanner.headerLines)
        }
        guard let composed else {
            throw TraceParseError(file: file, line: 1, expected: "a libinput-record YAML document (version: 1)", found: "an empty document")
        }
        root = composed
        var decoder = YAMLHeaderDecoder(file: file, headerLines: scanner.headerLines)
        var trace = try decoder.decode(root, scannedDevices: scanner.devices)
        trace.warnings = scanner.warnings + decoder.warnings
        return trace
    }

    /// The file's line for a 1-based line of the header text (the event blocks were cut out of it).
    private static func originalLine(_ headerLine: Int, headerLines: [Int]) -> Int {
        let index = headerLine - 1
        if index >= 0 && index < headerLines.count { return headerLines[index] }
        return (headerLines.last ?? 0) + 1
    }

    /// Maps a YAML error to a ``TraceParseError`` on the original line.
    private static func yamlError(_ yaml: YAMLError, file: String, headerLines: [Int]) -> TraceParseError {
        func original(_ mark: YAMLMark) -> Int { originalLine(mark.line, headerLines: headerLines) }
        switch yaml {
        case .scanner(let context, let problem, let mark, _),
             .parser(let context, let problem, let mark, _),
             .composer(let context, let problem, let mark, _):
            let while_ = context.map { " (\($0.text))" } ?? ""
            return TraceParseError(file: file, line: original(mark), expected: "valid YAML\(while_)", found: problem)
        case .reader(let problem, _, _, _):
            return TraceParseError(file: file, line: 0, expected: "UTF-8 YAML text", found: problem)
        case .duplicatedKeysInMapping(let duplicates, let context):
            return TraceParseError(file: file, line: original(context.mark), expected: "unique keys",
                                   found: "duplicated \(duplicates.joined(separator: ", "))")
        case .memory:
            return TraceParseError(file: file, line: 0, expected: "valid YAML", found: "\(yaml)")
        }
    }
}
