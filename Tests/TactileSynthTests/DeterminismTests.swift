import Testing
import TactileCore
import TactileSynth
import TactileTrace

@Suite("Determinism")
struct DeterminismTests {
    @Test func theSameSeedGivesIdenticalBytes() throws {
        for entry in Corpus.entries.prefix(12) + Corpus.entries.suffix(4) {
            #expect(try entry.yaml() == entry.yaml(), "\(entry.name)")
        }
    }

    @Test func anotherSeedGivesOtherNoise() throws {
        let entry = try #require(Corpus.entry(named: "pinch-jitter"))
        guard case .touch(let device, let script, var sampling) = entry.input else { Issue.record("not a touch trace"); return }
        let a = TouchTraceSynthesizer(device: device, options: sampling).events(for: script)
        sampling.seed += 1
        let b = TouchTraceSynthesizer(device: device, options: sampling).events(for: script)
        #expect(a != b)
        sampling.seed -= 1
        #expect(TouchTraceSynthesizer(device: device, options: sampling).events(for: script) == a)
    }

    @Test func withoutNoiseTheSeedDoesNotMatter() {
        let script = TouchScript(contacts: TouchScript.transform(centre: PhysicalPoint(x: 150, y: 90), span: Millimetres(40),
                                                                 scale: 1.5, down: 0.1, start: 0.2, duration: 0.5, up: 0.8))
        let a = TouchTraceSynthesizer(device: .isotropic, options: SamplingOptions(positionJitterMillimetres: 0, seed: 1))
        let b = TouchTraceSynthesizer(device: .isotropic, options: SamplingOptions(positionJitterMillimetres: 0, seed: 2))
        #expect(a.events(for: script) == b.events(for: script))
    }
}
