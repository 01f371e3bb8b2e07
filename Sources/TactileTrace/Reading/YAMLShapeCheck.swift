/// Refuses YAML that would be composed or constructed too slowly, too deeply or not at all
/// (``YAMLNode/compose(_:)``, ``YAML11/value(of:)``; before Tactile read YAML itself, Yams),
/// before composing. One pass over libyaml's event parser (linear, no tree), stopping at
/// the first offence; syntax errors are left to the composer, whose messages are better. SPI: for
/// Tactile's configuration parser, the libinput-record reader and the fuzz harness.
///
/// What it refuses, and why:
/// - **A mapping key that is a sequence or a mapping**, written out or as an alias of one.
///   To report duplicate keys, Yams 6's composer sorts them, and its `Node` comparison
///   evaluates both `<` and `>` at every level of a non-scalar key, so when two different
///   keys, each written twice, share an equal deep part, the time doubles per level of that
///   part: `FuzzEvemu` found a 1.4 KB libinput-record header of nested explicit keys
///   (`? - - ?`) that takes 10–25 s to compose. Checking the shape first refuses such keys
///   before any composing.
/// - **Nesting deeper than ``maximumDepth``.** The composer recurses once per level
///   (libyaml stops at 1,000; a libinput-record header needs 6).
/// - **A plain scalar that reads as a base-60 integer too large for `Int`**
///   (`1:30` is 90 in YAML 1.1; ``Base60Integer``). Checked for every plain scalar, whatever its tag: a
///   refused `!!str` of that shape is a small price for not mirroring Yams' tag resolution.
/// - **Aliases that expand to more than ``maximumAliasExpansion`` nodes** ("billion
///   laughs": ten anchors of ten aliases each are 10¹⁰ nodes). Composing shares the aliased
///   node, but Yams' `load` and `Node.any` build every copy: 10⁷ nodes took 24 s and
///   gigabytes of memory in a debug build.
@_spi(TactileInternals)
public enum YAMLShapeCheck {
    /// Deepest nesting of collections accepted.
    public static let maximumDepth = 64

    /// Most nodes that aliases may add to a document (each alias counts the nodes it stands
    /// for, less the one it replaces). Configurations and trace headers use a handful.
    public static let maximumAliasExpansion = 100_000

    /// What is wrong and where (1-based line in `text`).
    public struct Offence: Equatable, Sendable {
        public var line: Int
        public var problem: String

        public init(line: Int, problem: String) {
            self.line = line
            self.problem = problem
        }
    }

    /// One open collection.
    private struct Open {
        var isMapping: Bool
        /// For a mapping: whether its next node is a key.
        var expectsKey = true
        /// Its anchor, recorded with its size when it closes.
        var anchor: String?
        /// Nodes in it so far, itself included, aliases counted as what they stand for.
        var nodes = 1
    }

    /// An anchored node as an alias of it would stand: whether it is a collection, and its size.
    private struct Anchored {
        var isCollection: Bool
        var nodes: Int
    }

    /// The first offence in `text` (see the type's documentation), or nil.
    public static func firstOffence(in text: String, maximumDepth: Int = maximumDepth,
                                    maximumAliasExpansion: Int = maximumAliasExpansion) -> Offence? {
        if text.isEmpty { return nil }
        let parser = YAMLParser(text)
        var open: [Open] = []
        var anchors: [String: Anchored] = [:]
        var expansion = 0
        /// A complete node of `nodes` nodes: counted in its parent, and the parent's key/value turn advances.
        func add(_ nodes: Int) {
            guard !open.isEmpty else { return }
            open[open.count - 1].nodes += nodes
            if open[open.count - 1].isMapping { open[open.count - 1].expectsKey.toggle() }
        }
        while let event = try? parser.next() {
            let line = parser.lastMark.line
            switch event {
            case .streamEnd:
                return nil
            case .scalar(let value, _, let anchor, let style, _):
                if let anchor { anchors[anchor] = Anchored(isCollection: false, nodes: 1) }
                if style == .plain || style == .any, value.utf8.contains(UInt8(ascii: ":")),
                   Base60Integer.wouldOverflow(value) {
                    return Offence(line: line, problem: "a base-60 integer (YAML 1.1 `a:b:c`) too large for a 64-bit integer")
                }
                add(1)
            case .alias(let anchor, _):
                let target = anchors[anchor]
                if let target, target.isCollection, let top = open.last, top.isMapping, top.expectsKey {
                    return Offence(line: line, problem: "a mapping key that is an alias of a sequence or mapping (only plain keys are allowed)")
                }
                // An unknown anchor is the composer's error to report; count it as one node.
                let nodes = target?.nodes ?? 1
                expansion += nodes - 1
                if expansion > maximumAliasExpansion {
                    return Offence(line: line, problem: "aliases that expand to more than \(maximumAliasExpansion) nodes")
                }
                add(nodes)
            case .sequenceStart(_, let anchor, _), .mappingStart(_, let anchor, _):
                let isMapping: Bool
                if case .mappingStart = event { isMapping = true } else { isMapping = false }
                if let top = open.last, top.isMapping, top.expectsKey {
                    return Offence(line: line, problem: "a mapping key that is a \(isMapping ? "mapping" : "sequence") (only plain keys are allowed)")
                }
                if open.count >= maximumDepth {
                    return Offence(line: line, problem: "collections nested more than \(maximumDepth) deep")
                }
                open.append(Open(isMapping: isMapping, anchor: anchor))
            case .sequenceEnd, .mappingEnd:
                guard let closed = open.popLast() else { break }
                // Recorded at the end, as the composer does: an alias inside its own anchor is unknown.
                if let anchor = closed.anchor { anchors[anchor] = Anchored(isCollection: true, nodes: closed.nodes) }
                add(closed.nodes)
            case .documentStart:
                // Anchors stay: the composer keeps them from one document to the next.
                open.removeAll()
            default:
                break
            }
        }
        // A syntax error: the composer reports it with libyaml's own message.
        return nil
    }
}
