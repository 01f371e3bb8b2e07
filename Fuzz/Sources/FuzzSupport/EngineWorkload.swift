import Tactile
import TactileCore
import TactileGestures
import TactilePointer

/// The whole ``Engine`` (assemblers, recognizers, pointer engine, element taps) fed
/// interleaved arbitrary events from up to three devices, with devices removed and
/// added, modifiers and layouts changed and time advanced in between. At the end,
/// `finish` + `drainDeadlines` (a trace that ended with fingers down) must leave no
/// touch down, no button held and no gesture in progress.
public enum EngineWorkload {
    static let maximumSteps = 20_000

    public static func run(_ data: UnsafeRawBufferPointer) {
        var b = FuzzBytes(data)
        let setup = b.byte()
        let gestures: GestureConfiguration? = setup & 8 == 0
            ? FuzzGestureConfigurations.all[Int(setup & 7) % FuzzGestureConfigurations.all.count] : nil
        let layout: PointerLayout? = setup & 16 == 0 ? FuzzLayouts.all[Int(setup >> 5) % FuzzLayouts.all.count] : nil
        let screen = FuzzScreen.decode(&b)
        let checker = EngineOutputChecker()
        guard let engine = try? Engine(configuration: Engine.Configuration(screen: screen, layout: layout, gestures: gestures),
                                       onOutput: checker.receive) else {
            fuzzCheck(false, "a fuzz configuration does not validate")
            return
        }
        var devices: [(id: Int, decoder: EventDecoder)] = []
        var nextID = 1
        func add(_ b: inout FuzzBytes) {
            let device = b.pick(FuzzDevice.all)
            engine.addDevice(id: nextID, description: device.description)
            devices.append((nextID, EventDecoder(device: device)))
            nextID += 1
        }
        for _ in 0...(b.byte() % 3) { add(&b) }
        var time: Int64 = 1_000_000_000
        var steps = 0
        while !b.isEmpty && steps < maximumSteps {
            steps += 1
            let op = b.byte()
            switch op {
            case 0..<232:
                guard !devices.isEmpty else { add(&b); continue }
                let i = Int(op) % devices.count
                devices[i].decoder.time = time
                let input = devices[i].decoder.next(&b)
                time = devices[i].decoder.time
                switch input {
                case .event(let event): engine.process(event, device: devices[i].id)
                case .resync(let t): engine.beginResync(device: devices[i].id, at: t)
                }
            case 232..<240:
                time &+= Int64(b.uint16()) * 100
                engine.advance(to: Timestamp(microseconds: time))
            case 240..<244:
                engine.setModifiers(PointerModifiers(rawValue: b.byte() & 0x0f))
            case 244..<248:
                guard !devices.isEmpty else { continue }
                let removed = devices.remove(at: Int(b.byte()) % devices.count)
                engine.removeDevice(id: removed.id, reason: "fuzz")
                fuzzCheck(checker.removed.contains(removed.id), "removeDevice reported nothing")
            case 248..<252:
                if devices.count < 4 { add(&b) }
            default:
                engine.setLayout(b.pick(FuzzLayouts.all))
            }
        }
        engine.finish()
        engine.drainDeadlines()
        fuzzCheck(engine.activeTouchCount == 0, "\(engine.activeTouchCount) touches down after finish")
        checker.checkAllQuiet()
    }
}
