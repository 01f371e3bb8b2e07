import Foundation
import Testing
import Tactile
import TactileCore
import TactilePointer
@_spi(TactileInternals) import TactileTrace

/// YAML that Yams would trap on or take minutes over while building values, refused first
/// by `YAMLShapeCheck` in both entry points: configurations (`TactileConfiguration.parse`)
/// and libinput-record trace headers (the `tactile: gestures:` section is re-read with
/// `Yams.load`). Bugs 9 and 10 in RELIABILITY.md; the inputs are also fuzz seeds
/// (`Fuzz/Corpus/FuzzConfiguration/bug9-*`, `bug10-*`, `Fuzz/Corpus/FuzzLibinputRecord/bug9-*`).
@Suite("Fuzz regressions: YAML scalars and aliases")
struct YAMLScalarAndAliasTests {
    // MARK: FuzzConfiguration: a base-60 integer that overflows (bug 9)

    /// The 82-byte configuration `FuzzConfiguration` reported (SIGILL in Yams'
    /// `String.sexagesimal()`), and its minimal form.
    static let found: [UInt8] = [
        0x70, 0x6f, 0x69, 0x2c, 0x74, 0x65, 0x72, 0x3a, 0x0a, 0x20, 0x20, 0x6d, 0x50, 0x6f, 0x69, 0x6e,
        0x3a, 0x20, 0x5b, 0x33, 0x33, 0x33, 0x33, 0x33, 0x33, 0x33, 0x33, 0x33, 0x30, 0x33, 0x30, 0x35,
        0x38, 0x35, 0x32, 0x31, 0x35, 0x3a, 0x30, 0x38, 0x2c, 0x20, 0x32, 0x3f, 0x2e, 0x35, 0x2c, 0x20,
        0x34, 0x5d, 0x0a, 0x20, 0x20, 0x8c, 0x6d, 0x65, 0x70, 0x3a, 0x64, 0x3a, 0x20, 0x6f, 0x6b, 0x2c,
        0x72, 0x6e, 0x65, 0x72, 0x74, 0x72, 0x75, 0x66, 0x66, 0x65, 0x63, 0x74, 0xd8, 0xbf, 0xbd, 0x65,
        0x7d, 0x0a,
    ]

    @Test(arguments: [
        (String(decoding: found, as: UTF8.self), 2),
        ("pointer:\n  speed: 333333333030585215:08\n", 2),
        ("screen: {width: 1:0:0:0:0:0:0:0:0:0:0}\n", 1),   // fits in Int, but Yams' power of 60 does not
        ("gestures:\n  recognizers:\n  - {kind: tap, fingers: -153722867280912930:08}\n", 3),
    ])
    func aConfigurationWithAnOverflowingBase60IntegerIsAnErrorNotATrap(_ text: String, line: Int) {
        let error = #expect(throws: ConfigurationError.self) { try TactileConfiguration.parse(text, file: "fuzz.yaml") }
        #expect(error?.message.contains("(line \(line)): a base-60 integer") == true, "\(String(describing: error))")
    }

    @Test func theFuzzerFindingMatchesTheSeedKeptInTheCorpus() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let kept = try Data(contentsOf: root.appendingPathComponent("Fuzz/Corpus/FuzzConfiguration/bug9-base60-overflow-found.yaml"))
        #expect(Array(kept) == Self.found)
    }

    /// The same trap through a trace: the header's `gestures:` section goes through `Yams.load`.
    @Test func aTraceHeaderWithAnOverflowingBase60IntegerIsAnErrorNotATrap() throws {
        let error = #expect(throws: TraceParseError.self) {
            try TraceReader.read(bytes: Array(Self.tapTrace(gestures: "{recognizers: [{kind: tap, fingers: 1:0:0:0:0:0:0:0:0:0:0}]}").utf8),
                                 fileName: "fuzz.yaml")
        }
        #expect(error?.line == 12)
        #expect(error?.found.contains("a base-60 integer") == true, "\(String(describing: error))")
    }

    /// Where Yams' arithmetic stays in range, nothing is refused: the largest value, ten
    /// fields, negative fields behind an explicit tag, quoted text, and radix forms (Yams
    /// returns nil for those when they overflow, and the text is kept as a string).
    @Test(arguments: [
        ("153722867280912930:07", false),             // Int.max
        ("153722867280912930:08", true),
        ("-153722867280912930:07", false),
        ("-153722867280912930:08", true),             // Yams makes the positive value first
        ("1_0:0:0:0:0:0:0:0:0:0", false),            // ten fields: 60^10 fits
        ("1:0:0:0:0:0:0:0:0:0:0", true),             // eleven: the power of 60 does not
        ("1:-9223372036854775808", false),            // Int.min + 60
        ("9223372036854775807:0", true),
        ("99999999999999999999:00", false),           // a field that is not an Int: Yams gives up
        ("0x8000000000000000:1", false),              // radix forms take another path
        ("0:99999999999999999", false),
        ("a:b", false),
        ("12:30", false),
    ])
    func theMirrorOfYamsBase60ArithmeticOverflowsExactlyWhereItDoes(_ text: String, overflows: Bool) {
        #expect(Base60Integer.wouldOverflow(text) == overflows)
    }

    /// The mirror against Yams itself: many base-60 integers around the limit, each either
    /// refused or built by Yams (a trap here would stop the test process).
    @Test func yamsBuildsEveryBase60IntegerTheCheckLetsThrough() throws {
        var random = SplitMix64(seed: 9)
        var refused = 0, built = 0
        for _ in 0..<4_000 {
            let fields = 1 + Int(random.next() % 12)
            let digits = 1 + Int(random.next() % 19)
            var text = random.next() % 4 == 0 ? "-" : ""
            text += String(1 + random.next() % 9) + (0..<(digits - 1)).map { _ in String(random.next() % 10) }.joined()
            for _ in 1..<max(fields, 2) { text += ":" + String(random.next() % 60) }
            let yaml = "x: \(text)\n"
            if YAMLShapeCheck.firstOffence(in: yaml) != nil {
                refused += 1
                #expect(throws: ConfigurationError.self) { try TactileConfiguration.parse(yaml, file: "r.yaml", extraKeys: ["x"]) }
            } else {
                built += 1
                _ = try TactileConfiguration.parse(yaml, file: "r.yaml", extraKeys: ["x"])
            }
        }
        #expect(refused > 500 && built > 500, "refused \(refused), built \(built)")
    }

    /// Plain scalars only: quoted, the value is a string and Yams does no arithmetic.
    @Test func aQuotedBase60LookalikeIsFine() {
        #expect(YAMLShapeCheck.firstOffence(in: "x: \"333333333030585215:08\"\ny: '1:0:0:0:0:0:0:0:0:0:0'\n") == nil)
        #expect(YAMLShapeCheck.firstOffence(in: "x: !!str 333333333030585215:08\n")?.line == 1)   // refused: documented
    }

    // MARK: Aliases that expand exponentially ("billion laughs")

    /// Seven anchors of ten aliases each: 10⁷ nodes when Yams builds values (24 s in a
    /// debug build), refused at the alias where the expansion passes 100,000 nodes (in `l4`,
    /// line 5: `l1` adds 100 nodes, `l2` 1,100, `l3` 11,100, `l4` would add 111,100).
    static let laughs: String = {
        var lines = ["l0: &l0 [x, x, x, x, x, x, x, x, x, x]"]
        for i in 1..<7 { lines.append("l\(i): &l\(i) [" + Array(repeating: "*l\(i - 1)", count: 10).joined(separator: ", ") + "]") }
        return lines.joined(separator: "\n") + "\n"
    }()

    @Test func exponentialAliasesAreRefusedInAConfiguration() {
        let error = #expect(throws: ConfigurationError.self) {
            try TactileConfiguration.parse(Self.laughs, file: "laughs.yaml", extraKeys: (0..<7).map { "l\($0)" })
        }
        #expect(error?.message.contains("(line 5): aliases that expand to more than 100000 nodes") == true, "\(String(describing: error))")
    }

    @Test func exponentialAliasesAreRefusedInATraceHeader() {
        let gestures = "{a: &a [x, x, x, x, x, x, x, x, x, x], b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a], "
            + "c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b, *b], d: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c, *c], "
            + "e: &e [*d, *d, *d, *d, *d, *d, *d, *d, *d, *d], f: [*e, *e, *e, *e, *e, *e, *e, *e, *e, *e]}"
        let error = #expect(throws: TraceParseError.self) {
            try TraceReader.read(bytes: Array(Self.tapTrace(gestures: gestures).utf8), fileName: "laughs.yaml")
        }
        #expect(error?.line == 12)
        #expect(error?.found.contains("aliases that expand") == true, "\(String(describing: error))")
    }

    /// The limit counts what aliases add: 100 aliases of a 1,000-node sequence add 99,900
    /// and pass; 101 add 100,899 and are refused. Anchors are counted when they close, as
    /// Yams registers them.
    @Test func theAliasLimitIsExact() {
        let anchor = "a: &a [" + Array(repeating: "x", count: 999).joined(separator: ", ") + "]\n"
        func document(_ aliases: Int) -> String { anchor + "b: [" + Array(repeating: "*a", count: aliases).joined(separator: ", ") + "]\n" }
        #expect(YAMLShapeCheck.firstOffence(in: document(100)) == nil)
        #expect(YAMLShapeCheck.firstOffence(in: document(101)) == .init(line: 2, problem: "aliases that expand to more than 100000 nodes"))
        // A mapping's nodes count its keys too: {k: v} is 3 nodes.
        let mapping = "m: &m {" + (0..<10).map { "k\($0): v" }.joined(separator: ", ") + "}\n"
        #expect(YAMLShapeCheck.firstOffence(in: mapping + "n: [*m, *m]\n", maximumAliasExpansion: 40) == nil)
        #expect(YAMLShapeCheck.firstOffence(in: mapping + "n: [*m, *m]\n", maximumAliasExpansion: 39)?.line == 2)
    }

    // MARK: Helpers

    /// A generated three-finger-tap trace with its header's `gestures:` line (line 12) replaced.
    static func tapTrace(gestures: String) throws -> String {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let original = try String(contentsOf: root.appendingPathComponent("Traces/generated/tap-three-finger.yaml"), encoding: .utf8)
        var lines = original.components(separatedBy: "\n")
        guard let g = lines.firstIndex(where: { $0.hasPrefix("  gestures:") }), g == 11 else { throw CocoaError(.fileReadCorruptFile) }
        lines[g] = "  gestures: \(gestures)"
        return lines.joined(separator: "\n")
    }
}

