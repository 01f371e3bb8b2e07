import TactileCore
@testable import TactilePointer

/// Drives a ``PointerEngine`` with 1:1 motion (flat profile, factor 1) so tests can
/// place the model pointer exactly, advancing deadlines between frames like the lead's loop.
struct EngineHarness {
    var engine: PointerEngine
    var time = Timestamp(microseconds: 1_000_000)
    var outputs: [PointerOutput] = []
    var modifiers: PointerModifiers = []

    init(layout: PointerLayout, start: ScreenPoint, magnetism: MagnetismConfiguration = .init()) {
        let config = PointerConfiguration(acceleration: .init(profile: .flat), magnetism: magnetism, initialPosition: start)
        engine = PointerEngine(configuration: config, layout: layout)
    }

    /// One frame `interval` ms after the previous one, running due deadlines first.
    mutating func frame(dx: Int32 = 0, dy: Int32 = 0, pressed: ButtonSet = [], released: ButtonSet = [],
                        wheel: WheelDelta = .zero, absolute: ScreenPoint? = nil, interval: Double = 8) {
        time = time + Milliseconds(interval)
        engine.advance(to: time, into: &outputs)
        engine.process(PointerFrame(time: time, dx: dx, dy: dy, pressed: pressed, released: released, wheel: wheel,
                                    absolutePosition: absolute),
                       modifiers: modifiers, into: &outputs)
    }

    /// Moves the model pointer to `p` in steps of at most `step` points per frame.
    mutating func move(to p: ScreenPoint, step: Double = 4) {
        var guardCount = 0
        while engine.model.distance(to: p) > 0.5 && guardCount < 10_000 {
            let d = p - engine.model
            let n = max(1, (d.length / step).rounded(.up))
            frame(dx: Int32((d.x / n).rounded()), dy: Int32((d.y / n).rounded()))
            guardCount += 1
        }
    }

    /// Lets time pass without input until all glides finished.
    mutating func settle(milliseconds: Double = 500) {
        time = time + Milliseconds(milliseconds)
        engine.advance(to: time, into: &outputs)
    }

    var updates: [PointerUpdate] {
        outputs.compactMap { if case .update(let u) = $0 { return u } else { return nil } }
    }

    var events: [PointerEvent] {
        outputs.compactMap { if case .event(let e) = $0 { return e } else { return nil } }
    }
}
