import Testing
import Tactile
import TactileTrace

@Suite("Expected-gesture matching for tactile test")
struct GestureExpectationCheckTests {
    typealias F = GestureExpectationCheck.Fields
    let actual: [F] = [
        ["gesture": .string("pan"), "phase": .string("began"), "fingers": .number(2)],
        ["gesture": .string("pinch"), "phase": .string("ended"), "fingers": .number(2), "scale": .number(1.795)],
        ["gesture": .string("pan"), "phase": .string("ended"), "fingers": .number(2)],
    ]

    @Test func inOrderWithTolerance() {
        let check = GestureExpectationCheck(expected: [
            ExpectedGesture(["gesture": .string("pan"), "phase": .string("began")]),
            ExpectedGesture(["gesture": .string("pinch"), "scale": .number(1.8)], tolerances: ["scale": 0.018]),
        ])
        #expect(check.check(actual).isEmpty)
    }

    @Test func outOfToleranceFailsAndNamesTheClosestEvent() {
        let check = GestureExpectationCheck(expected: [ExpectedGesture(["gesture": .string("pinch"), "scale": .number(1.5)], tolerances: ["scale": 0.01])])
        let failures = check.check(actual)
        #expect(failures.count == 1)
        #expect(failures[0].description.contains("closest event"))
        #expect(failures[0].description.contains("1.795"))
    }

    @Test func orderMattersWithinOneKindOnly() {
        let sameKind = GestureExpectationCheck(expected: [
            ExpectedGesture(["gesture": .string("pan"), "phase": .string("ended")]),
            ExpectedGesture(["gesture": .string("pan"), "phase": .string("began")]),
        ])
        #expect(sameKind.check(actual).count == 1)
        let acrossKinds = GestureExpectationCheck(expected: [
            ExpectedGesture(["gesture": .string("pan"), "phase": .string("ended")]),
            ExpectedGesture(["gesture": .string("pinch")]),
        ])
        #expect(acrossKinds.check(actual).isEmpty)
    }

    @Test func absentMeansNowhere() {
        #expect(GestureExpectationCheck(expected: [ExpectedGesture(["gesture": .string("rotate"), "absent": .bool(true)])]).check(actual).isEmpty)
        #expect(GestureExpectationCheck(expected: [ExpectedGesture(["gesture": .string("pinch"), "absent": .bool(true)])]).check(actual).count == 1)
    }
}
