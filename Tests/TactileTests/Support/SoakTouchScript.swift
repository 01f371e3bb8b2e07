import Foundation
import TactileCore
import TactilePointer

/// An endless touch stream: episodes of 1–10 fingers tapping, pressing, panning, pinching,
/// rotating and swiping at random places, separated by random pauses. Frames are built in
/// one reused buffer (no allocation per frame in steady state).
struct SoakTouchScript {
    enum Kind: CaseIterable { case tap, longPress, pan, pinch, rotate, swipe, edgeSwipe, tenFingers, forcePress }

    private var random: SplitMix64
    private var kind: Kind = .tap
    private var fingers = 1
    private var length = 0
    private var step = 0
    private var firstID = 1
    private var nextID = 1
    private var center = (x: 0.0, y: 0.0)
    private var radius = 0.0
    private var velocity = (x: 0.0, y: 0.0)
    private var cancelled = false
    /// Time of the next frame, µs.
    private(set) var time: Int64 = 1_000_000
    private(set) var touches: [Touch] = []
    private(set) var episodes = 0

    init(seed: UInt64) {
        random = SplitMix64(seed: seed)
        touches.reserveCapacity(16)
    }

    /// True when the last frame returned ended an episode (every finger is up).
    var isBetweenEpisodes: Bool { step == 0 }

    /// The next frame (its touches are valid until the next call).
    mutating func next() -> TouchFrame {
        if step == 0 { startEpisode() }
        touches.removeAll(keepingCapacity: true)
        let last = step == length - 1
        // A firm press rises from a light touch's 0.2 to 0.8 and back; other episodes report none.
        let pressure: Double? = kind == .forcePress ? 0.2 + 0.6 * sin(Double.pi * Double(step) / Double(length)) : nil
        for f in 0..<fingers {
            let phase: TouchPhase = step == 0 ? .began : last ? (cancelled ? .cancelled : .ended) : .moved
            let (x, y) = position(finger: f)
            touches.append(Touch(id: firstID + f, phase: phase, position: ScreenPoint(x: x, y: y),
                                 physical: PhysicalPoint(x: x * 0.2646, y: y * 0.2646), pressure: pressure, slot: f))
        }
        let frame = TouchFrame(time: Timestamp(microseconds: time), touches: touches)
        step += 1
        time += kind == .longPress ? 16_000 : 8_000
        if step == length {
            step = 0
            time += Int64(random.below(400_000))   // a pause: timers (double tap, long press) fire in it
        }
        return frame
    }

    private mutating func startEpisode() {
        episodes += 1
        kind = Kind.allCases[random.below(Kind.allCases.count)]
        switch kind {
        case .tap: fingers = 1 + random.below(3); length = 3 + random.below(6)
        case .longPress: fingers = 1 + random.below(2); length = 40 + random.below(10)
        case .pan: fingers = 1 + random.below(4); length = 20 + random.below(40)
        case .pinch: fingers = 2 + random.below(4); length = 20 + random.below(30)
        case .rotate: fingers = 2 + random.below(2); length = 20 + random.below(30)
        case .swipe: fingers = 1 + random.below(3); length = 6 + random.below(6)
        case .edgeSwipe: fingers = 1; length = 10 + random.below(10)
        case .tenFingers: fingers = 10; length = 10 + random.below(30)
        case .forcePress: fingers = 1; length = 30 + random.below(20)
        }
        firstID = nextID
        nextID += fingers
        center = (random.double(150, 1770), random.double(150, 930))
        radius = random.double(20, 120)
        let speed = kind == .swipe ? 12.0 : kind == .pan || kind == .tenFingers ? 3.0 : kind == .edgeSwipe ? 6.0 : 0.02
        var angle = random.double(0, 2 * .pi)
        if kind == .edgeSwipe {
            // From within a few points of one edge, straight inwards.
            switch random.below(4) {
            case 0: center.x = 3; angle = 0
            case 1: center.x = 1917; angle = .pi
            case 2: center.y = 3; angle = .pi / 2
            default: center.y = 1077; angle = -.pi / 2
            }
        }
        velocity = (speed * cos(angle), speed * sin(angle))
        cancelled = random.below(16) == 0
    }

    /// Where finger `f` is at the current step, in points.
    private func position(finger f: Int) -> (Double, Double) {
        let s = Double(step)
        let base = 2 * Double.pi * Double(f) / Double(fingers)
        var r = fingers == 1 ? 0 : radius
        var a = base
        switch kind {
        case .pinch: r *= 1 + 0.03 * s * (Int(center.x) % 2 == 0 ? 1 : -0.5)
        case .rotate: a += 0.04 * s
        case .tap, .longPress, .pan, .swipe, .edgeSwipe, .tenFingers, .forcePress: break
        }
        let jitter = kind == .tap || kind == .longPress ? 0.1 * Double((step + f) % 3) : 0
        return (center.x + velocity.x * s + r * cos(a) + jitter, center.y + velocity.y * s + r * sin(a))
    }
}
