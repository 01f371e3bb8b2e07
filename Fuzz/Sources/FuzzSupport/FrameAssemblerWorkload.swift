import TactileCore

/// One device's ``FrameAssembler`` fed an arbitrary event stream (``EventDecoder``),
/// its frames checked by ``TouchLifecycleChecker`` / ``PointerFrameChecker``; at the end
/// `cancelAll` must leave nothing down and no button held.
public enum FrameAssemblerWorkload {
    /// Most events decoded from one input.
    static let maximumEvents = 20_000

    public static func run(_ data: UnsafeRawBufferPointer) {
        var b = FuzzBytes(data)
        let device = b.pick(FuzzDevice.all)
        let screen = FuzzScreen.decode(&b)
        var assembler = FrameAssembler(device: device.description, screen: screen, firstTouchID: Int(b.byte()))
        var decoder = EventDecoder(device: device)
        var touches = TouchLifecycleChecker()
        var pointer = PointerFrameChecker()
        FuzzTrace.print("// device: \(device.name), screen: \(screen)")
        var count = 0
        while !b.isEmpty && count < maximumEvents {
            count += 1
            switch decoder.next(&b) {
            case .event(let event):
                FuzzTrace.print("InputEvent(time: Timestamp(microseconds: \(event.time.microseconds)), type: \(event.type), code: \(event.code), value: \(event.value)),  // \(event)")
                if let frame = assembler.process(event) {
                    FuzzTrace.print("// -> \(frame)")
                    check(frame, &touches, &pointer)
                }
            case .resync(let time):
                FuzzTrace.print("// beginResync(at: \(time.microseconds))")
                assembler.beginResync(at: time)
            }
            fuzzCheck(assembler.activeTouchCount <= FrameAssembler.maximumContacts,
                      "\(assembler.activeTouchCount) touches down, more than the cap")
        }
        if let frame = assembler.cancelAll(at: Timestamp(microseconds: decoder.time)) {
            FuzzTrace.print("// cancelAll -> \(frame)")
            check(frame, &touches, &pointer)
        }
        fuzzCheck(assembler.activeTouchCount == 0, "\(assembler.activeTouchCount) touches down after cancelAll")
        fuzzCheck(assembler.heldButtons.isEmpty, "buttons held after cancelAll")
        touches.checkNothingDown()
        fuzzCheck(pointer.held.isEmpty, "the last pointer frame left buttons held")
        // Cancelling twice reports nothing more.
        fuzzCheck(assembler.cancelAll(at: Timestamp(microseconds: decoder.time)) == nil, "a second cancelAll produced a frame")
    }

    static func check(_ frame: Frame, _ touches: inout TouchLifecycleChecker, _ pointer: inout PointerFrameChecker) {
        switch frame {
        case .touch(let f):
            touches.check(f)
            for t in f.touches {
                fuzzCheck(t.position.x.isFinite && t.position.y.isFinite, "touch \(t.id) at \(t.position)")
                fuzzCheck(t.physical.x.isFinite && t.physical.y.isFinite, "touch \(t.id) at \(t.physical) mm")
                if let p = t.pressure { fuzzCheck(p >= 0 && p <= 1, "pressure \(p) outside 0...1") }
            }
        case .pointer(let f):
            pointer.check(f)
        case .pen(let f):
            check(f)
        }
    }

    /// A pen frame's values stay in their documented ranges (Docs/PENS.md).
    static func check(_ f: PenFrame) {
        fuzzCheck(f.position.x.isFinite && f.position.y.isFinite, "pen at \(f.position)")
        if let p = f.pressure { fuzzCheck(p >= 0 && p <= 1, "pen pressure \(p) outside 0...1") }
    }
}
