import TactileGestures

/// Checks what a ``GestureEngine`` reports, per recognizer: a continuous gesture goes
/// `began -> changed* -> ended | cancelled`, a discrete one is `recognized` outside any
/// continuous gesture, and none is left open once the engine is idle.
public struct GestureEventChecker {
    /// Recognizers (by index) with a continuous gesture in progress.
    public private(set) var open: UInt64 = 0
    public private(set) var eventCount = 0

    public init() {}

    public mutating func check(_ event: GestureEvent) {
        eventCount += 1
        let bit: UInt64 = 1 << UInt64(event.recognizer.index)
        let isOpen = open & bit != 0
        switch event.phase {
        case .began:
            fuzzCheck(!isOpen, "\(event.kind) #\(event.recognizer.index) began twice")
            open |= bit
        case .changed:
            fuzzCheck(isOpen, "\(event.kind) #\(event.recognizer.index) changed without began")
        case .ended, .cancelled:
            fuzzCheck(isOpen, "\(event.kind) #\(event.recognizer.index) \(event.phase) without began")
            open &= ~bit
        case .recognized:
            fuzzCheck(!isOpen, "\(event.kind) #\(event.recognizer.index) recognized while in progress")
        }
    }

    public mutating func check(_ events: [GestureEvent]) {
        for e in events { check(e) }
    }

    /// After every touch lifted and every deadline fired (or after `cancelAll`).
    public func checkNoneOpen(_ engine: GestureEngine) {
        fuzzCheck(open == 0, "gestures left in progress: mask \(String(open, radix: 2))")
        for i in engine.configuration.recognizers.indices {
            let state = engine.state(of: RecognizerID(i))
            fuzzCheck(!state.isActive, "recognizer \(engine.name(of: RecognizerID(i))) stuck in \(state)")
        }
    }

    /// After `cancelAll`: every recognizer is back to `possible` and nothing is scheduled.
    public func checkReset(_ engine: GestureEngine) {
        checkNoneOpen(engine)
        for i in engine.configuration.recognizers.indices {
            let state = engine.state(of: RecognizerID(i))
            fuzzCheck(state == .possible, "recognizer \(engine.name(of: RecognizerID(i))) is \(state) after cancelAll")
        }
        fuzzCheck(engine.nextDeadline == nil, "a deadline is pending after cancelAll")
    }
}
