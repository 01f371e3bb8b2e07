import CYAML

/// A position in YAML text: 1-based line and column (columns count Unicode scalars, as libyaml does).
package struct YAMLMark: Sendable, Equatable, CustomStringConvertible {
    package var line: Int
    package var column: Int

    package init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    package var description: String { "\(line):\(column)" }
}

/// How a scalar was written (libyaml's `yaml_scalar_style_t`): YAML 1.1 resolution and
/// construction apply to plain scalars only.
package enum YAMLScalarStyle: Sendable {
    case any, plain, singleQuoted, doubleQuoted, literal, folded
}

/// One event of libyaml's parser, as Swift values.
package enum YAMLEvent {
    case streamStart
    case streamEnd
    case documentStart
    case documentEnd
    case alias(anchor: String, mark: YAMLMark)
    /// `tag` is nil when the scalar's tag is implicit (plain); quoted scalars without a tag
    /// carry YAML's `str` tag, as Yams composed them.
    case scalar(value: String, tag: String?, anchor: String?, style: YAMLScalarStyle, mark: YAMLMark)
    case sequenceStart(tag: String?, anchor: String?, mark: YAMLMark)
    case sequenceEnd
    case mappingStart(tag: String?, anchor: String?, mark: YAMLMark)
    case mappingEnd
}

/// libyaml's event parser over a string: the one place Tactile's YAML reading calls C.
/// Errors carry libyaml's own problem, context and position (``YAMLError``).
package final class YAMLParser {
    private let text: String
    private let input: UnsafeMutableBufferPointer<UInt8>
    private let parser: UnsafeMutablePointer<yaml_parser_t>
    /// Where the last event returned by ``next()`` starts.
    package private(set) var lastMark = YAMLMark(line: 1, column: 1)

    package init(_ text: String) {
        self.text = text
        // libyaml keeps the pointer to its input: a copy that lives as long as the parser.
        input = .allocate(capacity: max(text.utf8.count, 1))
        _ = input.initialize(from: text.utf8)
        parser = .allocate(capacity: 1)
        parser.initialize(to: yaml_parser_t())
        // Fails only when out of memory (it allocates its buffers), which stops the process anyway.
        precondition(yaml_parser_initialize(parser) == 1, "libyaml: cannot initialise a parser")
        yaml_parser_set_encoding(parser, YAML_UTF8_ENCODING)
        yaml_parser_set_input_string(parser, input.baseAddress, text.utf8.count)
    }

    deinit {
        yaml_parser_delete(parser)
        parser.deallocate()
        input.deallocate()
    }

    /// The next event; after ``YAMLEvent/streamEnd`` libyaml returns no more.
    package func next() throws(YAMLError) -> YAMLEvent {
        var event = yaml_event_t()
        guard yaml_parser_parse(parser, &event) == 1 else { throw error() }
        defer { yaml_event_delete(&event) }
        let mark = YAMLMark(line: Int(event.start_mark.line) + 1, column: Int(event.start_mark.column) + 1)
        lastMark = mark
        switch event.type {
        case YAML_STREAM_START_EVENT:
            return .streamStart
        case YAML_DOCUMENT_START_EVENT:
            return .documentStart
        case YAML_DOCUMENT_END_EVENT:
            return .documentEnd
        case YAML_ALIAS_EVENT:
            return .alias(anchor: Self.string(event.data.alias.anchor) ?? "", mark: mark)
        case YAML_SCALAR_EVENT:
            let scalar = event.data.scalar
            // A scalar may contain NUL characters: its length, not a C string.
            let value = String(decoding: UnsafeBufferPointer(start: scalar.value, count: scalar.length), as: UTF8.self)
            let tag = scalar.quoted_implicit == 1 ? YAMLTag.str : Self.string(scalar.tag)
            let style: YAMLScalarStyle
            switch scalar.style {
            case YAML_PLAIN_SCALAR_STYLE: style = .plain
            case YAML_SINGLE_QUOTED_SCALAR_STYLE: style = .singleQuoted
            case YAML_DOUBLE_QUOTED_SCALAR_STYLE: style = .doubleQuoted
            case YAML_LITERAL_SCALAR_STYLE: style = .literal
            case YAML_FOLDED_SCALAR_STYLE: style = .folded
            default: style = .any
            }
            return .scalar(value: value, tag: tag, anchor: Self.string(scalar.anchor), style: style, mark: mark)
        case YAML_SEQUENCE_START_EVENT:
            let start = event.data.sequence_start
            return .sequenceStart(tag: Self.string(start.tag), anchor: Self.string(start.anchor), mark: mark)
        case YAML_SEQUENCE_END_EVENT:
            return .sequenceEnd
        case YAML_MAPPING_START_EVENT:
            let start = event.data.mapping_start
            return .mappingStart(tag: Self.string(start.tag), anchor: Self.string(start.anchor), mark: mark)
        case YAML_MAPPING_END_EVENT:
            return .mappingEnd
        default:
            return .streamEnd
        }
    }

    private static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        pointer.map { String(cString: $0) }
    }

    /// The parser's error, as Yams reported it (same cases, marks and texts).
    private func error() -> YAMLError {
        let p = parser.pointee
        let problem = p.problem.map { String(cString: $0) } ?? ""
        let mark = YAMLMark(line: Int(p.problem_mark.line) + 1, column: Int(p.problem_mark.column) + 1)
        let context = p.context.map {
            YAMLError.Context(text: String(cString: $0),
                              mark: YAMLMark(line: Int(p.context_mark.line) + 1, column: Int(p.context_mark.column) + 1))
        }
        switch p.error {
        case YAML_READER_ERROR:
            return .reader(problem: problem, offset: Int(p.problem_offset), value: Int(p.problem_value), yaml: text)
        case YAML_SCANNER_ERROR:
            return .scanner(context: context, problem: problem, mark: mark, yaml: text)
        case YAML_PARSER_ERROR:
            return .parser(context: context, problem: problem, mark: mark, yaml: text)
        case YAML_COMPOSER_ERROR:
            return .composer(context: context, problem: problem, mark: mark, yaml: text)
        default:
            return .memory
        }
    }
}
