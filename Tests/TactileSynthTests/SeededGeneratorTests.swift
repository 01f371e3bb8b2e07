import Testing
import TactileSynth

@Suite("Seeded generator")
struct SeededGeneratorTests {
    @Test func isSplitMix64() {
        // Reference outputs of SplitMix64 seeded with 0.
        var g = SeededGenerator(seed: 0)
        #expect(g.next() == 0xE220_A839_7B1D_CDAF)
        #expect(g.next() == 0x6E78_9E6A_A1B9_65F4)
        #expect(g.next() == 0x06C4_5D18_8009_454F)
    }

    @Test func theSameSeedGivesTheSameSequenceAndAnotherSeedAnother() {
        var a = SeededGenerator(seed: 42), b = SeededGenerator(seed: 42), c = SeededGenerator(seed: 43)
        let sa = (0..<100).map { _ in a.next() }
        #expect(sa == (0..<100).map { _ in b.next() })
        #expect(sa != (0..<100).map { _ in c.next() })
    }

    @Test func unitSamplesAreInTheHalfOpenInterval() {
        var g = SeededGenerator(seed: 7)
        for _ in 0..<10_000 {
            let u = g.nextUnit()
            #expect(u >= 0 && u < 1)
        }
    }

    @Test func gaussianSamplesHaveUnitSpreadAndRespectTheTruncation() {
        var g = SeededGenerator(seed: 9)
        let n = 20_000
        let samples = (0..<n).map { _ in g.nextGaussian(truncatedAt: 3) }
        let mean = samples.reduce(0, +) / Double(n)
        let sd = (samples.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / Double(n)).squareRoot()
        #expect(abs(mean) < 0.03)
        #expect(abs(sd - 0.986) < 0.03)   // a normal truncated at 3 sigma has sd 0.9866
        #expect(samples.allSatisfy { abs($0) <= 3 })
        let tight = (0..<1000).map { _ in g.nextGaussian(truncatedAt: 0.5) }
        #expect(tight.allSatisfy { abs($0) <= 0.5 })
    }
}
