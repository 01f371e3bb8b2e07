import Testing
import TactileSynth
import TactileTrace

@Suite("Expectation matching")
struct ExpectationMatcherTests {
    func event(_ line: String) -> ExpectedGesture { ExpectationMatcher.observed(jsonLine: line)! }

    let pinch = [
        #"{"t":0.3,"gesture":"pinch","phase":"began","fingers":2,"x":960,"y":540,"scale":1.05,"velocity":1.2}"#,
        #"{"t":0.9,"gesture":"pinch","phase":"ended","fingers":2,"x":960,"y":540,"scale":1.805,"velocity":0}"#,
    ]

    @Test func numbersMatchWithinTheirToleranceAndIntegersExactly() {
        let observed = pinch.map(event)
        #expect(ExpectationMatcher.problems(expected: [Expect.pinchEnded(fingers: 2, scale: 1.8)], observed: observed).isEmpty)
        #expect(ExpectationMatcher.problems(expected: [Expect.pinchEnded(fingers: 2, scale: 1.7)], observed: observed).count == 1)
        #expect(ExpectationMatcher.problems(expected: [Expect.pinchEnded(fingers: 3, scale: 1.8)], observed: observed).count == 1)
    }

    @Test func entriesOfOneKindMatchInOrderAndTakeDistinctEvents() {
        let observed = pinch.map(event)
        let inOrder = [Expect.began(.pinch, fingers: 2), Expect.pinchEnded(fingers: 2, scale: 1.8)]
        #expect(ExpectationMatcher.problems(expected: inOrder, observed: observed).isEmpty)
        #expect(ExpectationMatcher.problems(expected: inOrder.reversed(), observed: observed).count == 1)
        let twice = [Expect.began(.pinch, fingers: 2), Expect.began(.pinch, fingers: 2)]
        #expect(ExpectationMatcher.problems(expected: twice, observed: observed).count == 1)
    }

    @Test func absentEntriesForbidEveryEventAgreeingWithTheirFields() {
        let observed = pinch.map(event) + [event(#"{"t":1.2,"gesture":"tap","phase":"recognized","fingers":1,"x":1,"y":2,"taps":1}"#)]
        #expect(ExpectationMatcher.problems(expected: [Expect.absent(.rotate)], observed: observed).isEmpty)
        #expect(ExpectationMatcher.problems(expected: [Expect.absent(.pinch)], observed: observed).count == 2)
        #expect(ExpectationMatcher.problems(expected: [Expect.absent(.pinch, phase: .ended)], observed: observed).count == 1)
        #expect(ExpectationMatcher.problems(expected: [Expect.absent(.tap, fingers: 2)], observed: observed).isEmpty)
        #expect(ExpectationMatcher.problems(expected: [Expect.absent(.tap, fields: [("taps", 1)])], observed: observed).count == 1)
        #expect(ExpectationMatcher.problems(expected: [Expect.absent(.tap, fields: [("taps", 2)])], observed: observed).isEmpty)
    }

    @Test func unlistedFieldsAndUnlistedEventsAreNotChecked() {
        let observed = pinch.map(event) + [event(#"{"gesture":"pan","phase":"began","fingers":2}"#)]
        #expect(ExpectationMatcher.problems(expected: [Expect.began(.pinch, fingers: 2)], observed: observed).isEmpty)
        #expect(ExpectationMatcher.problems(expected: [], observed: observed).isEmpty)
    }

    @Test func theEntriesOfEveryGeneratedTraceAreSelfConsistent() {
        // No trace both requires and forbids the same event.
        for entry in Corpus.entries {
            let required = entry.expected.filter { !Expect.isAbsent($0) }
            for forbidden in entry.expected.filter(Expect.isAbsent) {
                for r in required {
                    // Strip tolerances: the required entry stands for an event with exactly its values.
                    let exemplar = ExpectedGesture(fields: r.fields)
                    #expect(!ExpectationMatcher.agrees(exemplar, with: forbidden), "\(entry.name): \(r) vs \(forbidden)")
                }
            }
        }
    }

    @Test func jsonLinesBecomeObservedEvents() throws {
        let e = try #require(ExpectationMatcher.observed(jsonLine: #"{"gesture":"swipe","phase":"recognized","fingers":3,"direction":"up","vx":0.5}"#))
        #expect(e["direction"] == .string("up"))
        #expect(e["fingers"]?.doubleValue == 3)
        #expect(ExpectationMatcher.agrees(e, with: Expect.swipe("up", fingers: 3)))
        #expect(!ExpectationMatcher.agrees(e, with: Expect.swipe("down", fingers: 3)))
        #expect(ExpectationMatcher.observed(jsonLine: "not json") == nil)
    }
}
