import TactileCore
import TactileGestures

/// The recognizer set fed arbitrary frames (``FrameDecoder``), with time advanced
/// between frames, checked by ``GestureEventChecker``.
public enum GestureWorkload {
    /// Most frames decoded from one input (keeps each run short).
    static let maximumFrames = 4_000

    public static func run(_ data: UnsafeRawBufferPointer) {
        var b = FuzzBytes(data)
        let setup = b.byte()
        let configuration = FuzzGestureConfigurations.all[Int(setup & 7) % FuzzGestureConfigurations.all.count]
        let wellFormed = setup & 8 == 0
        let bounds = setup & 16 == 0 ? ScreenRect(x: 0, y: 0, width: 1920, height: 1080)
                                     : ScreenRect(x: 0, y: 0, width: Double(b.uint16()), height: Double(b.uint16()))
        let capacity = setup & 32 == 0 ? 16 : Int(b.byte() % 8) + 1
        guard var engine = try? GestureEngine(configuration: configuration, screenBounds: bounds, touchCapacity: capacity) else {
            fuzzCheck(false, "a fuzz configuration does not validate")
            return
        }
        var decoder = FrameDecoder(wellFormed: wellFormed)
        var checker = GestureEventChecker()
        var output: [GestureEvent] = []
        output.reserveCapacity(64)
        var frames = 0
        while !b.isEmpty && frames < maximumFrames {
            frames += 1
            let frame = decoder.next(&b)
            engine.process(frame, into: &output)
            checker.check(output)
            output.removeAll(keepingCapacity: true)
            // Sometimes the caller's clock fires a deadline between frames (or asks for a time in the past).
            let op = b.byte()
            if op > 240 {
                let target = op == 255 ? (engine.nextDeadline ?? frame.time) : Timestamp(microseconds: decoder.time &+ Int64(op - 240) * 20_000)
                engine.advance(to: target, into: &output)
                checker.check(output)
                output.removeAll(keepingCapacity: true)
            }
        }
        if wellFormed {
            // Every finger up, every timer fired: nothing may still be in progress.
            if let last = decoder.liftAll(&b) {
                engine.process(last, into: &output)
                checker.check(output)
                output.removeAll(keepingCapacity: true)
            }
            var rounds = 0
            while let deadline = engine.nextDeadline {
                rounds += 1
                fuzzCheck(rounds < 1_000, "deadlines never run out (next \(deadline), now \(engine.now))")
                engine.advance(to: deadline, into: &output)
                checker.check(output)
                output.removeAll(keepingCapacity: true)
            }
            checker.checkNoneOpen(engine)
        }
        engine.cancelAll(at: Timestamp(microseconds: decoder.time), into: &output)
        checker.check(output)
        checker.checkReset(engine)
    }
}
