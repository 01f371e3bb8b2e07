import Foundation
import TactileCore
import Testing
import TactileTrace

/// Nothing crashes on any input: deterministic mutations of real and generated
/// traces must either parse or throw a ``TraceParseError`` (the parsers are fuzzed
/// with libFuzzer too; this keeps a cheap guard in every test run).
@Suite("Hostile input")
struct HostileInputTests {
    /// A small deterministic generator (SplitMix64), so failures reproduce.
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9e37_79b9_7f4a_7c15
            var z = state
            z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
            z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
            return z ^ (z >> 31)
        }
    }

    /// Bytes that matter to the parsers, so mutations hit interesting paths.
    static let alphabet = Array("0123456789abcdefABCDEF-+.,:#[]{} \t\n\rENIPBAL-S\"'&*!|>%".utf8) + [0, 0xff, 0xc3]

    static func mutate(_ input: [UInt8], using g: inout Generator) -> [UInt8] {
        var bytes = input
        for _ in 0..<Int.random(in: 1...4, using: &g) {
            guard !bytes.isEmpty else { bytes = [alphabet.randomElement(using: &g) ?? 0]; continue }
            let at = Int.random(in: 0..<bytes.count, using: &g)
            switch Int.random(in: 0..<6, using: &g) {
            case 0: bytes[at] = alphabet.randomElement(using: &g) ?? 0
            case 1: bytes.insert(alphabet.randomElement(using: &g) ?? 0, at: at)
            case 2: bytes.remove(at: at)
            case 3: bytes.removeSubrange(at..<min(bytes.count, at + Int.random(in: 1...40, using: &g)))
            case 4: bytes.insert(contentsOf: Array(repeating: UInt8(ascii: "9"), count: Int.random(in: 10...30, using: &g)), at: at)
            default: bytes = Array(bytes[0..<at])
            }
        }
        return bytes
    }

    static func seeds() throws -> [[UInt8]] {
        let touch = try TraceReader.read(paths: [Fixtures.real("evemu-devices/EP0430M09.2-fingers-touch-release.events")])
        var small = touch
        small.devices[0].events = Array(touch.devices[0].events.prefix(30))
        small.metadata = TraceMetadata(screen: ScreenConfiguration(), expected: [ExpectedGesture(["t": 0.1, "gesture": "tap"])])
        return [
            try EvemuWriter().write(small.devices[0]),
            try LibinputRecordWriter().write(small),
            Array(LibinputRecordTests.libinputStyle.utf8),
        ]
    }

    @Test("mutated traces parse or throw, never crash", arguments: 0..<3)
    func mutations(seedIndex: Int) throws {
        let seed = try Self.seeds()[seedIndex]
        var g = Generator(state: UInt64(seedIndex) &* 7919 &+ 1)
        // TACTILE_TRACE_MUTATIONS=100000 for a longer local run.
        let iterations = ProcessInfo.processInfo.environment["TACTILE_TRACE_MUTATIONS"].flatMap { Int($0) } ?? 400
        var parsed = 0, rejected = 0
        for _ in 0..<iterations {
            let input = Self.mutate(seed, using: &g)
            do {
                let trace = try TraceReader.read(bytes: input, fileName: "fuzz")
                _ = trace.mergedEvents()
                for d in trace.devices {
                    for e in d.events { #expect(e.time.microseconds >= 0) }
                }
                // Whatever was read can be written again.
                if !trace.devices.isEmpty { _ = try? LibinputRecordWriter().write(trace) }
                parsed += 1
            } catch {
                #expect(!error.description.isEmpty)
                rejected += 1
            }
        }
        #expect(parsed + rejected == iterations)
        #expect(parsed > 0 && rejected > 0)
    }

    @Test("absurd numbers are rejected, not wrapped")
    func absurdNumbers() {
        let evemuLines = [
            "E: 18446744073709551616.000000 0000 0000 0\n",
            "E: 0.000000 10000 0000 0\n",
            "E: 0.000000 0000 0000 2147483648\n",
            "E: 0.000000 0000 0000 -2147483649\n",
            "E: 0.000000 0000 0000 00000000000000000000000000001\n",  // long but valid: accepted below
        ]
        for (k, line) in evemuLines.enumerated() {
            let result = Result { try Fixtures.read(Fixtures.touchDescription + line + "E: 0.000001 0000 0000 0\n") }
            if k == evemuLines.count - 1 {
                #expect((try? result.get())?.devices[0].events.first?.value == 1)
            } else {
                #expect(throws: TraceParseError.self) { try result.get() }
            }
        }
        let yaml = Fixtures.yaml(events: "  - evdev:\n    - [0, 0, 65536, 0, 0]\n")
        #expect(Fixtures.error(yaml, name: "y.yaml")?.expected == "an event type (0 to 65535)")
        let id = Fixtures.yaml(events: "").replacingOccurrences(of: "id: [3, 4660, 22136, 273]", with: "id: [3, 99999999999999999999999, 1, 1]")
        #expect(Fixtures.error(id, name: "y.yaml")?.line == 8)
    }

    @Test("deep nesting and aliases in the YAML header do not blow up")
    func yamlBombs() {
        let nested = "version: 1\nnotes: " + String(repeating: "[", count: 5000) + String(repeating: "]", count: 5000) + "\ndevices: []\n"
        #expect(Fixtures.error(nested, name: "deep.yaml") != nil)
        var laughs = "version: 1\na0: &a0 [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]\n"
        for k in 1...20 { laughs += "a\(k): &a\(k) [" + Array(repeating: "*a\(k - 1)", count: 10).joined(separator: ", ") + "]\n" }
        laughs += "devices: [*a20]\n"
        #expect(Fixtures.error(laughs, name: "laughs.yaml") != nil)
    }
}
