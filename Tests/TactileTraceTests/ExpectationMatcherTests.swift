import Testing
import TactileTrace

@Suite("Expectation matching (tactile test, the generated corpus)")
struct ExpectationMatcherTests {
    typealias Event = ExpectationMatcher.Event
    let actual: [Event] = [
        ["gesture": .string("pan"), "phase": .string("began"), "fingers": .number(2)],
        ["gesture": .string("pinch"), "phase": .string("ended"), "fingers": .number(2), "scale": .number(1.795)],
        ["gesture": .string("pan"), "phase": .string("ended"), "fingers": .number(2)],
    ]

    func event(_ line: String) -> Event { ExpectationMatcher.event(jsonLine: line)! }

    @Test func numbersMatchWithinTheirToleranceAndIntegersExactly() {
        let observed = actual
        let within = ExpectedGesture(["gesture": "pinch", "phase": "ended", "fingers": 2, "scale": 1.8], tolerances: ["scale": 0.018])
        #expect(ExpectationMatcher(expected: [within]).check(observed).isEmpty)
        let outside = ExpectedGesture(["gesture": "pinch", "scale": 1.7], tolerances: ["scale": 0.017])
        #expect(ExpectationMatcher(expected: [outside]).check(observed).count == 1)
        let fingers = ExpectedGesture(["gesture": "pinch", "fingers": 3, "scale": 1.8], tolerances: ["scale": 0.018])
        #expect(ExpectationMatcher(expected: [fingers]).check(observed).count == 1)
        // Without a tolerance a number must be exact to the printed precision.
        #expect(ExpectationMatcher(expected: [ExpectedGesture(["gesture": "pinch", "scale": 1.7950004])]).check(observed).isEmpty)
        #expect(ExpectationMatcher(expected: [ExpectedGesture(["gesture": "pinch", "scale": 1.796])]).check(observed).count == 1)
    }

    @Test func aMissNamesTheClosestEvent() {
        let failures = ExpectationMatcher(expected: [ExpectedGesture(["gesture": "pinch", "scale": 1.5], tolerances: ["scale": 0.01])]).check(actual)
        #expect(failures.count == 1)
        #expect(failures[0].index == 0)
        #expect(failures[0].description.contains("the closest pinch event"))
        #expect(failures[0].description.contains("1.795"))
        #expect(failures[0].reason.contains("scale: expected 1.5 ±0.01, got 1.795"))
        let none = ExpectationMatcher(expected: [ExpectedGesture(["gesture": "rotate"])]).check(actual)
        #expect(none.first?.reason == "no rotate event at all (there were: pan began ×1, pinch ended ×1, pan ended ×1)")
    }

    @Test func orderMattersWithinOneKindOnlyAndEntriesTakeDistinctEvents() {
        let sameKind = ExpectationMatcher(expected: [
            ExpectedGesture(["gesture": "pan", "phase": "ended"]),
            ExpectedGesture(["gesture": "pan", "phase": "began"]),
        ])
        #expect(sameKind.check(actual).count == 1)
        let acrossKinds = ExpectationMatcher(expected: [
            ExpectedGesture(["gesture": "pan", "phase": "ended"]),
            ExpectedGesture(["gesture": "pinch"]),
        ])
        #expect(acrossKinds.check(actual).isEmpty)
        let twice = ExpectationMatcher(expected: [ExpectedGesture(["gesture": "pinch"]), ExpectedGesture(["gesture": "pinch"])])
        #expect(twice.check(actual).count == 1)
        // Entries without a kind still take distinct events.
        let anyTwice = ExpectationMatcher(expected: [ExpectedGesture(["scale": 1.795]), ExpectedGesture(["scale": 1.795])])
        #expect(anyTwice.check(actual).count == 1)
    }

    @Test func absentEntriesForbidEveryEventAgreeingWithTheirFields() {
        let observed = actual + [event(#"{"t":1.2,"gesture":"tap","phase":"recognized","fingers":1,"x":1,"y":2,"taps":1}"#)]
        func failures(_ entry: KeyValuePairs<String, TraceScalar>) -> [ExpectationMatcher.Failure] {
            var e = ExpectedGesture(entry)
            e.fields.append(.init(key: ExpectationMatcher.absentKey, value: true))
            return ExpectationMatcher(expected: [e]).check(observed)
        }
        #expect(failures(["gesture": "rotate"]).isEmpty)
        #expect(failures(["gesture": "pan"]).count == 1)
        #expect(failures(["gesture": "pan"]).first?.reason.contains("(and 1 more)") == true)
        #expect(failures(["gesture": "pan", "phase": "ended"]).first?.reason.contains("more") == false)
        #expect(failures(["gesture": "tap", "fingers": 2]).isEmpty)
        #expect(failures(["gesture": "tap", "taps": 1]).count == 1)
        #expect(failures(["gesture": "tap", "taps": 2]).isEmpty)
    }

    @Test func unlistedFieldsAndUnlistedEventsAreNotChecked() {
        #expect(ExpectationMatcher(expected: [ExpectedGesture(["gesture": "pinch", "fingers": 2])]).check(actual).isEmpty)
        #expect(ExpectationMatcher(expected: []).check(actual).isEmpty)
    }

    @Test func jsonLinesBecomeEvents() throws {
        let e = try #require(ExpectationMatcher.event(jsonLine: #"{"gesture":"swipe","phase":"recognized","fingers":3,"direction":"up","vx":0.5,"protected":true}"#))
        #expect(e["direction"] == .string("up"))
        #expect(e["fingers"]?.doubleValue == 3)
        #expect(e["protected"]?.doubleValue == 1)
        #expect(ExpectationMatcher.agrees(e, with: ExpectedGesture(["gesture": "swipe", "direction": "up", "fingers": 3])))
        #expect(!ExpectationMatcher.agrees(e, with: ExpectedGesture(["gesture": "swipe", "direction": "down", "fingers": 3])))
        #expect(ExpectationMatcher.event(jsonLine: "not json") == nil)
        #expect(ExpectationMatcher.event(jsonLine: "[1]") == nil)
    }
}
