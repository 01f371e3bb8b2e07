import CYaml

/// Refuses YAML that Yams would compose too slowly or too deeply, before Yams sees it:
/// a mapping key that is a sequence or a mapping (written out, or as an alias of one),
/// and nesting deeper than a limit.
///
/// Why: to report duplicate keys, Yams 6's composer sorts them, and its `Node` comparison
/// evaluates both `<` and `>` at every level of a non-scalar key, so the time doubles per
/// level: `FuzzEvemu` found a 1.4 KB libinput-record header of nested explicit keys
/// (`? - - ?`) that took 10–25 s. The composer also recurses once per level (libyaml stops
/// at 1,000; 64 is plenty: a libinput-record header needs 6). Both readers refused
/// non-scalar keys already, but only after composing. This runs libyaml's event parser
/// (linear, no tree) and stops at the first offence; syntax errors are left to Yams, whose
/// messages are better. SPI: for Tactile's configuration parser and fuzz harness.
@_spi(TactileInternals)
public enum YAMLShapeCheck {
    /// Deepest nesting of collections accepted.
    public static let maximumDepth = 64

    /// What is wrong and where (1-based line in `text`).
    public struct Offence: Equatable, Sendable {
        public var line: Int
        public var problem: String

        public init(line: Int, problem: String) {
            self.line = line
            self.problem = problem
        }
    }

    /// The first non-scalar mapping key or over-deep collection in `text`, or nil.
    public static func firstOffence(in text: String, maximumDepth: Int = maximumDepth) -> Offence? {
        var utf8 = Array(text.utf8)
        if utf8.isEmpty { return nil }
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { return nil }
        defer { yaml_parser_delete(&parser) }
        return utf8.withUnsafeMutableBufferPointer { buffer -> Offence? in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            // One entry per open collection: for a mapping, whether its next node is a key.
            var open: [(isMapping: Bool, expectsKey: Bool)] = []
            // Anchors that name a collection (Yams composes an alias as the node it names).
            var collectionAnchors: Set<String> = []
            func anchorName(_ anchor: UnsafeMutablePointer<yaml_char_t>?) -> String? {
                anchor.map { String(cString: $0) }
            }
            var event = yaml_event_t()
            while yaml_parser_parse(&parser, &event) == 1 {
                defer { yaml_event_delete(&event) }
                let line = Int(event.start_mark.line) + 1
                switch event.type {
                case YAML_STREAM_END_EVENT:
                    return nil
                case YAML_SCALAR_EVENT, YAML_ALIAS_EVENT:
                    if event.type == YAML_SCALAR_EVENT {
                        if let name = anchorName(event.data.scalar.anchor) { collectionAnchors.remove(name) }
                    } else if let top = open.last, top.isMapping, top.expectsKey,
                              let name = anchorName(event.data.alias.anchor), collectionAnchors.contains(name) {
                        return Offence(line: line, problem: "a mapping key that is an alias of a sequence or mapping (only plain keys are allowed)")
                    }
                    if let top = open.last, top.isMapping { open[open.count - 1].expectsKey = !top.expectsKey }
                case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
                    if let top = open.last, top.isMapping {
                        if top.expectsKey {
                            return Offence(line: line, problem: "a mapping key that is a \(event.type == YAML_SEQUENCE_START_EVENT ? "sequence" : "mapping") (only plain keys are allowed)")
                        }
                        open[open.count - 1].expectsKey = true
                    }
                    if open.count >= maximumDepth {
                        return Offence(line: line, problem: "collections nested more than \(maximumDepth) deep")
                    }
                    let isMapping = event.type == YAML_MAPPING_START_EVENT
                    if let name = anchorName(isMapping ? event.data.mapping_start.anchor : event.data.sequence_start.anchor) {
                        collectionAnchors.insert(name)
                    }
                    open.append((isMapping, true))
                case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                    if !open.isEmpty { open.removeLast() }
                case YAML_DOCUMENT_START_EVENT:
                    open.removeAll()
                    collectionAnchors.removeAll()
                default:
                    break
                }
            }
            // A syntax error: Yams reports it with its own message.
            return nil
        }
    }
}
