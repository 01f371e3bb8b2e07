import Testing
import TactileSynth
import TactileTrace

@Suite("The generated corpus's expectations")
struct CorpusExpectationTests {
    @Test func theEntriesOfEveryGeneratedTraceAreSelfConsistent() {
        // No trace both requires and forbids the same event.
        for entry in Corpus.entries {
            let required = entry.expected.filter { !Expect.isAbsent($0) }
            for forbidden in entry.expected.filter(Expect.isAbsent) {
                for r in required {
                    // The required entry stands for an event with exactly its values.
                    let exemplar = Dictionary(r.fields.map { ($0.key, $0.value) }, uniquingKeysWith: { a, _ in a })
                    #expect(!ExpectationMatcher.agrees(exemplar, with: forbidden), "\(entry.name): \(r) vs \(forbidden)")
                }
            }
        }
    }

    @Test func theBuildersMatchTheOutputTheyDescribe() throws {
        let pinch = try #require(ExpectationMatcher.event(jsonLine: #"{"t":0.9,"gesture":"pinch","phase":"ended","fingers":2,"x":960,"y":540,"scale":1.805,"velocity":0}"#))
        let began = try #require(ExpectationMatcher.event(jsonLine: #"{"t":0.3,"gesture":"pinch","phase":"began","fingers":2,"x":960,"y":540,"scale":1.05}"#))
        #expect(ExpectationMatcher(expected: [Expect.began(.pinch, fingers: 2), Expect.pinchEnded(fingers: 2, scale: 1.8)]).check([began, pinch]).isEmpty)
        #expect(ExpectationMatcher(expected: [Expect.pinchEnded(fingers: 2, scale: 1.7)]).check([began, pinch]).count == 1)
        #expect(ExpectationMatcher(expected: [Expect.absent(.pinch, phase: .ended)]).check([began, pinch]).count == 1)
        #expect(ExpectationMatcher(expected: [Expect.absent(.rotate)]).check([began, pinch]).isEmpty)
        let swipe = try #require(ExpectationMatcher.event(jsonLine: #"{"gesture":"swipe","phase":"recognized","fingers":3,"direction":"up"}"#))
        #expect(ExpectationMatcher.agrees(swipe, with: Expect.swipe("up", fingers: 3)))
        #expect(!ExpectationMatcher.agrees(swipe, with: Expect.swipe("down", fingers: 3)))
    }
}
