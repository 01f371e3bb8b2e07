import TactileCore

/// Checks the assembler's contract on its touch frames:
/// - each touch id begins once, is never reused, and ends exactly once (`ended` or `cancelled`);
/// - no touch appears twice in a frame, and every touch that is down is in every frame;
/// - frame times never go backwards.
public struct TouchLifecycleChecker {
    /// Ids down after the last frame.
    public private(set) var active: Set<Int> = []
    private var finished: Set<Int> = []
    private var seenInFrame: Set<Int> = []
    private var lastTime: Timestamp?
    public private(set) var beganCount = 0
    public private(set) var terminalCount = 0

    public init() {}

    public mutating func check(_ frame: TouchFrame) {
        if let last = lastTime { fuzzCheck(frame.time >= last, "frame time \(frame.time) before \(last)") }
        lastTime = frame.time
        seenInFrame.removeAll(keepingCapacity: true)
        for touch in frame.touches {
            fuzzCheck(seenInFrame.insert(touch.id).inserted, "touch \(touch.id) twice in one frame")
            switch touch.phase {
            case .began:
                fuzzCheck(!finished.contains(touch.id), "touch id \(touch.id) reused after it ended")
                fuzzCheck(active.insert(touch.id).inserted, "touch \(touch.id) began twice")
                beganCount += 1
            case .moved, .stationary:
                fuzzCheck(active.contains(touch.id), "touch \(touch.id) \(touch.phase) without began")
            case .ended, .cancelled:
                fuzzCheck(active.remove(touch.id) != nil, "touch \(touch.id) \(touch.phase) without began")
                finished.insert(touch.id)
                terminalCount += 1
            }
        }
        for id in active { fuzzCheck(seenInFrame.contains(id), "touch \(id) is down but missing from a frame") }
    }

    /// At the end of the input, after the assembler's `cancelAll`.
    public func checkNothingDown() {
        fuzzCheck(active.isEmpty, "touches left down after cancelAll: \(active.sorted())")
        fuzzCheck(beganCount == terminalCount, "\(beganCount) touches began but \(terminalCount) ended")
    }
}
