import TactileCore

/// Checks the assembler's contract on pointer frames: `pressed` and `released` agree with
/// the buttons held before and after, and frame times never go backwards.
public struct PointerFrameChecker {
    public private(set) var held: ButtonSet = []
    private var lastTime: Timestamp?

    public init() {}

    public mutating func check(_ frame: PointerFrame) {
        if let last = lastTime { fuzzCheck(frame.time >= last, "pointer frame time \(frame.time) before \(last)") }
        lastTime = frame.time
        // A button both pressed and released in one frame may end either way (press, release,
        // press again); every other button follows from the last frame and this one's changes.
        let both = frame.pressed.intersection(frame.released)
        let pressedOnly = frame.pressed.subtracting(both), releasedOnly = frame.released.subtracting(both)
        fuzzCheck(pressedOnly.isDisjoint(with: held), "pressed a button already held")
        // Known and harmless: a button pressed in a frame that never closed (no SYN_REPORT
        // before the device went away or the input ended) is released by `cancelAll`
        // although no frame reported the press. Such a frame releases everything and moves nothing.
        let releasesAll = frame.buttons.isEmpty && frame.pressed.isEmpty && frame.dx == 0 && frame.dy == 0 && frame.wheel.isZero
        fuzzCheck(releasesAll || releasedOnly.isSubset(of: held), "released a button not held")
        let expected = held.subtracting(frame.released).subtracting(frame.pressed).union(pressedOnly)
        fuzzCheck(frame.buttons.subtracting(both) == expected, "buttons \(frame.buttons.rawValue) after held \(held.rawValue) + pressed \(frame.pressed.rawValue) - released \(frame.released.rawValue)")
        fuzzCheck(!frame.wheel.vertical.isNaN && !frame.wheel.horizontal.isNaN, "NaN wheel")
        held = frame.buttons
    }
}
