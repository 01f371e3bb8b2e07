import TactileCore

/// Decodes fuzz bytes into touch frames for a ``GestureEngine``.
///
/// Two modes. *Hostile* frames are anything: ids that never began or are reused,
/// duplicate ids in one frame, any phase, positions that are NaN, infinite or huge,
/// time that jumps back or to the ends of `Int64`. *Well-formed* frames keep the
/// assembler's contract (each id begins once and ends once, every touch that is down is
/// in every frame, time never goes back) with finite positions, so the engine must also
/// end every gesture it began once the fingers are up.
public struct FrameDecoder {
    public let wellFormed: Bool
    public private(set) var time: Int64 = 1_000_000
    /// Well-formed mode: touches down (id, position in points).
    public private(set) var down: [(id: Int, x: Double, y: Double)] = []
    private var nextID = 1
    private var touches: [Touch] = []

    public init(wellFormed: Bool) {
        self.wellFormed = wellFormed
        touches.reserveCapacity(32)
    }

    static let specialCoordinates: [Double] = [.nan, .infinity, -.infinity, .greatestFiniteMagnitude,
                                               -.greatestFiniteMagnitude, 0, -0.0, 1e-300, 1e15, -1e15]

    public mutating func next(_ b: inout FuzzBytes) -> TouchFrame {
        wellFormed ? nextWellFormed(&b) : nextHostile(&b)
    }

    /// Lifts every touch still down (well-formed mode), or nil when none is.
    public mutating func liftAll(_ b: inout FuzzBytes) -> TouchFrame? {
        guard !down.isEmpty else { return nil }
        time &+= 8_000
        touches.removeAll(keepingCapacity: true)
        let cancel = b.chance(64)
        for t in down { touches.append(touch(t.id, cancel ? .cancelled : .ended, t.x, t.y)) }
        down.removeAll()
        return TouchFrame(time: Timestamp(microseconds: time), touches: touches)
    }

    // MARK: Well-formed

    private mutating func nextWellFormed(_ b: inout FuzzBytes) -> TouchFrame {
        let dt = b.byte()
        time &+= dt < 200 ? Int64(dt) * 200 : Int64(dt - 199) * 50_000   // 0–40 ms, or up to 2.8 s
        touches.removeAll(keepingCapacity: true)
        var kept: [(id: Int, x: Double, y: Double)] = []
        for var t in down {
            let action = b.byte()
            switch action {
            case 0..<16:
                touches.append(touch(t.id, .ended, t.x, t.y))
            case 16..<20:
                touches.append(touch(t.id, .cancelled, t.x, t.y))
            case 20..<80:
                touches.append(touch(t.id, .stationary, t.x, t.y))
                kept.append(t)
            default:
                // Move by up to ±12.7 pt per axis, or jump anywhere.
                if action > 250 {
                    t.x = coordinate(&b); t.y = coordinate(&b)
                } else {
                    t.x += Double(Int8(bitPattern: b.byte())) / 10
                    t.y += Double(Int8(bitPattern: b.byte())) / 10
                }
                touches.append(touch(t.id, .moved, t.x, t.y))
                kept.append(t)
            }
        }
        down = kept
        // New fingers: usually none, sometimes up to 3 at once (up to 12 down).
        let arrivals = b.byte()
        let count = arrivals < 160 ? 0 : arrivals < 230 ? 1 : Int(arrivals % 4)
        for _ in 0..<count where down.count < 12 {
            let t = (id: nextID, x: coordinate(&b), y: coordinate(&b))
            nextID += 1
            down.append(t)
            touches.append(touch(t.id, .began, t.x, t.y))
        }
        return TouchFrame(time: Timestamp(microseconds: time), touches: touches)
    }

    /// A finite coordinate, mostly on a 1920 x 1080 pt screen, sometimes just off it.
    private func coordinate(_ b: inout FuzzBytes) -> Double {
        Double(b.uint16()) / 65535 * 2200 - 140
    }

    // MARK: Hostile

    private mutating func nextHostile(_ b: inout FuzzBytes) -> TouchFrame {
        let mode = b.byte()
        switch mode {
        case 0..<200: time &+= Int64(mode) * 500
        case 200..<230: time &-= Int64(b.uint16()) * 100
        case 230..<250: time &+= Int64(b.uint32())
        default:
            let which = b.byte() % 3
            time = which == 0 ? Int64.max - Int64(b.byte()) : which == 1 ? Int64.min + Int64(b.byte()) : Int64(bitPattern: b.uint64())
        }
        touches.removeAll(keepingCapacity: true)
        let count = Int(b.byte() % 20)
        for _ in 0..<count {
            let id = Int(b.byte() % 24)
            let phase = TouchPhase.allCases[Int(b.byte()) % TouchPhase.allCases.count]
            touches.append(touch(id, phase, hostileCoordinate(&b), hostileCoordinate(&b), physical: b.chance(40)))
        }
        return TouchFrame(time: Timestamp(microseconds: time), touches: touches)
    }

    private func hostileCoordinate(_ b: inout FuzzBytes) -> Double {
        let mode = b.byte()
        if mode < 200 { return Double(b.uint16()) / 65535 * 2200 - 140 }
        if mode < 240 { return b.pick(Self.specialCoordinates) }
        return b.rawDouble()
    }

    private func touch(_ id: Int, _ phase: TouchPhase, _ x: Double, _ y: Double, physical odd: Bool = false) -> Touch {
        // 96 dpi: a point is 0.2646 mm. A hostile frame may disagree between the two spaces.
        let mm = odd ? PhysicalPoint(x: y, y: -x) : PhysicalPoint(x: x * 0.2646, y: y * 0.2646)
        return Touch(id: id, phase: phase, position: ScreenPoint(x: x, y: y), physical: mm, slot: id % 10)
    }
}
