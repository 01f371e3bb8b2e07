import TactileCore
import TactileGestures

/// A scripted test driver for the gesture engine, in the spirit of NIO's
/// `EmbeddedChannel` and libinput's litest: put fingers down, move and lift them at
/// chosen times and positions (points, millimetres or device units), let time pass, and
/// read the gestures and state transitions that came out.
///
/// The script plays a touchscreen: every frame is one scan of a simulated protocol B
/// panel (``ScriptedPanel``), whose evdev events go through the real ``FrameAssembler``;
/// the frames the assembler produces are what the engine gets. Positions are therefore
/// rounded to whole device units and clamped to the panel, as a real panel reports them
/// (0.01 mm, 0.05 pt with the default mapping). Time only moves when the
/// script says so, and every move of time fires the engine's deadlines in order.
///
/// ```swift
/// var d = try GestureDriver(configuration: .standard)
/// d.drag(finger: 0, from: ScreenPoint(x: 100, y: 100), to: ScreenPoint(x: 400, y: 100),
///        duration: Milliseconds(120), rate: 120)
/// #expect(d.events(of: .swipe).first?.direction == .right)
/// ```
public struct GestureDriver: Sendable {
    public private(set) var engine: GestureEngine
    /// The script's clock; every action happens at this time.
    public private(set) var now: Timestamp
    /// Every event the engine produced so far (see ``takeEvents()``).
    public private(set) var events: [GestureEvent] = []
    /// Every frame fed to the engine: the frames the assembler produced.
    public private(set) var frames: [TouchFrame] = []
    /// Misuse of the script (lifting a finger that is not down...), which is skipped.
    public private(set) var scriptErrors: [String] = []
    public var mapping: ScriptMapping { panel.mapping }
    /// The simulated touchscreen and its frame assembler.
    public private(set) var panel: ScriptedPanel
    /// Every evdev event the panel delivered so far.
    public var rawEvents: [InputEvent] { panel.events }
    private var jitter: Jitter?
    private var random: SplitMix64

    /// - Parameters:
    ///   - screen: the screen in points (whole points; the linear mappings' panel covers it).
    ///   - mapping: the panel: how script positions map to device units, millimetres and
    ///     points (default 0.2 mm/pt at 100 units/mm).
    ///   - jitter: noise added to every reported position (nil = none).
    ///   - start: the script's initial time.
    public init(configuration: GestureConfiguration = .standard,
                screen: ScreenRect = ScreenRect(x: 0, y: 0, width: 1280, height: 800),
                mapping: ScriptMapping = .uniform(millimetresPerPoint: 0.2),
                jitter: Jitter? = nil, start: Timestamp = Timestamp(seconds: 1)) throws {
        engine = try GestureEngine(configuration: configuration, screenBounds: screen)
        panel = ScriptedPanel(mapping: mapping, screen: screen)
        self.jitter = jitter
        random = SplitMix64(seed: jitter?.seed ?? 0)
        now = start
    }

    // MARK: Time

    /// Lets `duration` pass: fires every deadline due, in order.
    public mutating func advance(by duration: Milliseconds) { advance(to: now + duration) }

    public mutating func advance(to time: Timestamp) {
        guard time >= now else { scriptErrors.append("advance(to: \(time)) is before now (\(now))"); return }
        now = time
        engine.advance(to: time, into: &events)
    }

    // MARK: One frame at a time

    /// One frame in which `finger` goes down at `p`.
    public mutating func down<S: CoordinateSpace>(_ finger: Int, at p: Vector2<S>) {
        frame { $0.down(finger, at: p) }
    }

    /// One frame in which `finger` moves to `p`.
    public mutating func move<S: CoordinateSpace>(_ finger: Int, to p: Vector2<S>) {
        frame { $0.move(finger, to: p) }
    }

    /// One frame in which `finger` lifts.
    public mutating func up(_ finger: Int) { frame { $0.up(finger) } }

    /// One frame in which `finger` is cancelled: the panel loses it while the kernel's
    /// buffer overflows (`SYN_DROPPED`, then libevdev's resync; see ``ScriptedPanel``).
    public mutating func cancel(_ finger: Int) { frame { $0.cancel(finger) } }

    /// One frame with no change (every finger stationary); no frame when no finger is down.
    public mutating func sync() { frame { _ in } }

    /// Several changes in one frame (one `SYN_REPORT`) at ``now``. The engine gets the
    /// frame the assembler produced, if any (none when no touch is down or ending).
    public mutating func frame(_ changes: (inout FrameChanges) -> Void) {
        var c = FrameChanges(mapping: panel.mapping, jitter: jitter, random: random)
        changes(&c)
        random = c.random
        for change in c.changes {
            let error: String?
            switch change {
            case .down(let finger, let p): error = panel.down(finger, at: p)
            case .move(let finger, let p): error = panel.move(finger, to: p)
            case .up(let finger): error = panel.up(finger)
            case .cancel(let finger): error = panel.cancel(finger)
            }
            if let error { scriptErrors.append(error) }
        }
        guard let f = panel.frame(at: now) else { return }
        frames.append(f)
        engine.process(f, into: &events)
    }

    /// The changes of one frame, applied through ``GestureDriver/frame(_:)``.
    public struct FrameChanges: Sendable {
        enum Change: Sendable {
            case down(Int, PhysicalPoint), move(Int, PhysicalPoint), up(Int), cancel(Int)
        }
        fileprivate let mapping: ScriptMapping
        fileprivate let jitter: Jitter?
        fileprivate var random: SplitMix64
        fileprivate var changes: [Change] = []

        fileprivate init(mapping: ScriptMapping, jitter: Jitter?, random: SplitMix64) {
            self.mapping = mapping; self.jitter = jitter; self.random = random
        }

        public mutating func down<S: CoordinateSpace>(_ finger: Int, at p: Vector2<S>) {
            changes.append(.down(finger, noisy(mapping.physical(p))))
        }
        public mutating func move<S: CoordinateSpace>(_ finger: Int, to p: Vector2<S>) {
            changes.append(.move(finger, noisy(mapping.physical(p))))
        }
        public mutating func up(_ finger: Int) { changes.append(.up(finger)) }
        public mutating func cancel(_ finger: Int) { changes.append(.cancel(finger)) }

        private mutating func noisy(_ p: PhysicalPoint) -> PhysicalPoint {
            guard let j = jitter, j.amplitudeMillimetres > 0 else { return p }
            return PhysicalPoint(x: p.x + random.symmetric() * j.amplitudeMillimetres,
                                 y: p.y + random.symmetric() * j.amplitudeMillimetres)
        }
    }

    // MARK: Scripted motion

    /// Moves several fingers along their paths over `duration`, sampled at `rate` Hz
    /// (frames at `now + k/rate`). Fingers not yet down go down at the path start in one
    /// frame at ``now``; with `lift`, all lift together `liftDelay` after the last sample
    /// (default: one sample period). Advances ``now`` to the end.
    public mutating func perform<S: CoordinateSpace>(
        duration: Milliseconds, rate: Double = 60, profile: MotionProfile = .minimumJerk,
        lift: Bool = true, liftDelay: Milliseconds? = nil, paths: [FingerPath<S>]
    ) {
        let toPlace = paths.filter { !panel.isDown($0.finger) }
        if !toPlace.isEmpty { frame { c in for p in toPlace { c.down(p.finger, at: p.position(0)) } } }
        let start = now
        let steps = Swift.max(1, Int((duration.seconds * rate).rounded()))
        for k in 1...steps {
            let f = Double(k) / Double(steps)
            let s = profile.progress(f)
            advance(to: start + Milliseconds(duration.value * f))
            frame { c in for p in paths { c.move(p.finger, to: p.position(s)) } }
        }
        if lift {
            advance(by: liftDelay ?? Milliseconds(1000 / rate))
            frame { c in for p in paths { c.up(p.finger) } }
        }
    }

    /// Drags one finger from `a` to `b` (putting it down at `a` if it is not down).
    public mutating func drag<S: CoordinateSpace>(
        finger: Int = 0, from a: Vector2<S>, to b: Vector2<S>, duration: Milliseconds, rate: Double = 60,
        profile: MotionProfile = .minimumJerk, lift: Bool = true, liftDelay: Milliseconds? = nil
    ) {
        perform(duration: duration, rate: rate, profile: profile, lift: lift, liftDelay: liftDelay,
                paths: [.line(finger: finger, from: a, to: b)])
    }

    /// Two fingers on opposite sides of `center`, `fromSpan` apart (in the unit of the
    /// space), moving to `toSpan` apart along the line at `angleDegrees` (clockwise from +x).
    public mutating func pinch<S: CoordinateSpace>(
        center: Vector2<S>, fromSpan: Double, toSpan: Double, angleDegrees: Double = 0,
        duration: Milliseconds, rate: Double = 60, profile: MotionProfile = .minimumJerk,
        fingers: (Int, Int) = (0, 1), lift: Bool = true, liftDelay: Milliseconds? = nil
    ) {
        transform(center: center, fromSpan: fromSpan, toSpan: toSpan, fromDegrees: angleDegrees, toDegrees: angleDegrees,
                  duration: duration, rate: rate, profile: profile, fingers: fingers, lift: lift, liftDelay: liftDelay)
    }

    /// Two fingers `span` apart around `center`, turning from `fromDegrees` to `toDegrees`
    /// (clockwise on a y-down screen is positive).
    public mutating func rotate<S: CoordinateSpace>(
        center: Vector2<S>, span: Double, fromDegrees: Double = 0, toDegrees: Double,
        duration: Milliseconds, rate: Double = 60, profile: MotionProfile = .minimumJerk,
        fingers: (Int, Int) = (0, 1), lift: Bool = true, liftDelay: Milliseconds? = nil
    ) {
        transform(center: center, fromSpan: span, toSpan: span, fromDegrees: fromDegrees, toDegrees: toDegrees,
                  duration: duration, rate: rate, profile: profile, fingers: fingers, lift: lift, liftDelay: liftDelay)
    }

    /// Pinch, rotation and translation at once: two fingers around a centre that moves by
    /// `translation`, their span going `fromSpan -> toSpan` and their angle
    /// `fromDegrees -> toDegrees`.
    public mutating func transform<S: CoordinateSpace>(
        center: Vector2<S>, fromSpan: Double, toSpan: Double, fromDegrees: Double = 0, toDegrees: Double = 0,
        translation: Vector2<S> = .zero, duration: Milliseconds, rate: Double = 60,
        profile: MotionProfile = .minimumJerk, fingers: (Int, Int) = (0, 1), lift: Bool = true,
        liftDelay: Milliseconds? = nil
    ) {
        func path(_ finger: Int, _ side: Double) -> FingerPath<S> {
            FingerPath(finger: finger) { s in
                let span = fromSpan + (toSpan - fromSpan) * s
                let angle = (fromDegrees + (toDegrees - fromDegrees) * s) * .pi / 180
                let c = center + translation * s
                return Vector2<S>(x: c.x + side * span / 2 * cosine(angle), y: c.y + side * span / 2 * sine(angle))
            }
        }
        perform(duration: duration, rate: rate, profile: profile, lift: lift, liftDelay: liftDelay,
                paths: [path(fingers.0, -1), path(fingers.1, 1)])
    }

    /// A tap: `fingers` fingers (`spacing` apart along x, in the space's unit) down at
    /// `p`, held still for `duration`, lifted together.
    public mutating func tap<S: CoordinateSpace>(at p: Vector2<S>, fingers: Int = 1, spacing: Double = 60,
                                                duration: Milliseconds = Milliseconds(60)) {
        let first = p.x - spacing * Double(fingers - 1) / 2
        frame { c in for f in 0..<fingers { c.down(f, at: Vector2<S>(x: first + spacing * Double(f), y: p.y)) } }
        advance(by: duration)
        frame { c in for f in 0..<fingers { c.up(f) } }
    }

    // MARK: Reading results

    /// Returns the events so far and forgets them.
    public mutating func takeEvents() -> [GestureEvent] {
        defer { events.removeAll() }
        return events
    }

    /// The events of one kind.
    public func events(of kind: GestureKind) -> [GestureEvent] { events.filter { $0.kind == kind } }

    /// The events of the recognizer with this configuration name.
    public func events(named name: String) -> [GestureEvent] {
        guard let id = engine.recognizer(named: name) else { return [] }
        return events.filter { $0.recognizer == id }
    }

    /// The state of the recognizer with this configuration name.
    public func state(of name: String) -> GestureState? { engine.recognizer(named: name).map { engine.state(of: $0) } }

    /// The kept state transitions, oldest first.
    public var transitions: [TransitionRecord] { engine.transitions.records }

    /// The transitions of the recognizer with this name.
    public func transitions(of name: String) -> [TransitionRecord] {
        guard let id = engine.recognizer(named: name) else { return [] }
        return transitions.filter { $0.recognizer == id }
    }

    /// The error records (impossible transitions, bad input) in the transition log.
    public var transitionErrors: [TransitionRecord] { engine.transitions.errors }

    /// The pending deadline of the engine.
    public var nextDeadline: Timestamp? { engine.nextDeadline }

    /// Cancels everything at ``now``.
    public mutating func cancelAll() { engine.cancelAll(at: now, into: &events) }
}
