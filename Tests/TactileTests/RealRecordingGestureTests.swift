import Foundation
import Testing
import Tactile
import TactileCore
import TactileGestures
import TactileTrace

/// The real recordings in `Traces/real/yaml` replayed through `Engine` + `TraceReplay`
/// (the path of `tactile replay`) with the standard recognizer set: each must give what
/// its name says, and nothing else.
@Suite("Real recordings: gestures")
struct RealRecordingGestureTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The panel size these expectations were measured at: the recordings report resolution
    /// 0 and their real sizes are not known, so the tests fix the size rather than follow the
    /// default assumption (then 508 x 286 mm, the 1920 x 1080 screen at 96 dpi).
    static let measuredAt = ScreenConfiguration(physicalWidthMillimetres: 508, physicalHeightMillimetres: 285.75)

    /// Every gesture event of the replay, in order.
    static func gestures(_ file: String, _ gestures: GestureConfiguration = .standard) throws -> [GestureEvent] {
        let trace = try TraceReader.read(path: root.appendingPathComponent("Traces/real/yaml/\(file)").path)
        var events: [GestureEvent] = []
        let engine = try Engine(configuration: Engine.Configuration(screen: measuredAt, gestures: gestures)) { out in
            if case .gesture(_, _, let e) = out { events.append(e) }
        }
        TraceReplay(trace: trace).run(into: engine)
        return events
    }

    static func kinds(_ events: [GestureEvent]) -> Set<GestureKind> { Set(events.map(\.kind)) }

    // MARK: Atmel maXTouch: nine fast one-finger taps

    @Test func nineFastTapsWithOnlySingleTapsAreNineTaps() throws {
        let events = try Self.gestures("Atmel_maXTouch_Touchscreen.1-finger-fast-taps.yaml",
                                       try .standard(names: ["tap"]))
        #expect(events.count == 9)
        #expect(events.allSatisfy { $0.kind == .tap && $0.phase == .recognized && $0.taps == 1 && $0.fingers == 1 })
    }

    @Test func nineFastTapsWithTheStandardSetPairCloseOnesIntoDoubleTaps() throws {
        // Taps ~140 ms apart; the ones that land within 10 mm of the previous one pair up.
        let events = try Self.gestures("Atmel_maXTouch_Touchscreen.1-finger-fast-taps.yaml")
        #expect(Self.kinds(events) == [.tap])
        #expect(events.allSatisfy { $0.fingers == 1 })
        #expect(events.compactMap(\.taps) == [1, 2, 2, 2, 1, 1])
        #expect(events.compactMap(\.taps).reduce(0, +) == 9)
    }

    // MARK: EP0430M09: two fingers down and up, about half a second

    @Test func twoFingersHeldHalfASecondAreATwoFingerLongPressNeverAPanOrPinch() throws {
        // Both fingers land in one frame at t = 1 µs and the first lifts at 513.5 ms: past
        // the 500 ms hold, so a two-finger long press (begun at 500 ms, ended at the lift).
        let events = try Self.gestures("EP0430M09.2-fingers-touch-release.yaml")
        #expect(Self.kinds(events) == [.longPress])
        #expect(events.first?.phase == .began && events.last?.phase == .ended)
        #expect(events.filter { $0.phase == .began }.count == 1)
        #expect(events.allSatisfy { $0.fingers == 2 })
        #expect(events.first?.time == Timestamp(microseconds: 1) + Milliseconds(500))
        #expect(events.last?.time == Timestamp(microseconds: 513_464))
        #expect(events.allSatisfy { $0.kind != .pan && $0.kind != .pinch && $0.kind != .rotate && $0.kind != .tap })
    }

    @Test func theSamePressWithALongerHoldTimeIsATwoFingerTap() throws {
        // The tap/long-press boundary is the one duration both share: move it past the
        // press and the same recording is a two-finger tap at the last lift.
        var c = GestureConfiguration.standard
        let tap = c.index(of: "twoFingerTap")!, press = c.index(of: "twoFingerLongPress")!
        c.recognizers[tap].settings = .tap(TapConfiguration(fingers: 2, maximumDurationMilliseconds: 600))
        c.recognizers[press].settings = .longPress(LongPressConfiguration(fingers: 2, minimumDurationMilliseconds: 600))
        let events = try Self.gestures("EP0430M09.2-fingers-touch-release.yaml", c)
        #expect(events.count == 1)
        #expect(events.first?.kind == .tap && events.first?.fingers == 2 && events.first?.taps == 1)
        #expect(events.first?.time == Timestamp(microseconds: 527_810))
    }

    // MARK: EP0430M09: two fingers dragged together up the screen

    @Test func twoFingersDraggedTogetherAreATwoFingerPanAndNoPinch() throws {
        let events = try Self.gestures("EP0430M09.2-finger-scroll-down.yaml")
        #expect(Self.kinds(events) == [.pan])
        let pans = events.filter { $0.kind == .pan }
        #expect(pans.filter { $0.phase == .began }.count == 1)
        #expect(pans.first?.phase == .began && pans.first?.fingers == 2)
        #expect(pans.last?.phase == .ended)
        let moved = try #require(pans.last?.translation)
        // About 430 pt up the screen (and 70 pt left: the hand drifts).
        #expect(moved.y < -400 && abs(moved.x) < abs(moved.y) / 4, "moved \(moved)")
    }

    @Test func theDragDoesNotBeginAPinchOrRotationEvenWithoutThePan() throws {
        // Pan and pinch are simultaneous in the standard set, so the pan cannot be what
        // keeps the pinch out: run pinch and rotate on their own.
        #expect(try Self.gestures("EP0430M09.2-finger-scroll-down.yaml", try .standard(names: ["pinch"])).isEmpty)
        #expect(try Self.gestures("EP0430M09.2-finger-scroll-down.yaml", try .standard(names: ["rotate"])).isEmpty)
        // Without the allowances for fingers moving together, the relative threshold and the
        // settle rule (the earliest rule: 3 mm of span change, here 3.4 mm over 17 mm of
        // travel) the same drag does begin a pinch.
        let spanOnly = GestureConfiguration(
            recognizers: [.pinch(PinchConfiguration(translationAllowanceRatio: 0, minimumScaleChange: 0, dragDriftFraction: 0))],
            settleMilliseconds: 0)
        #expect(try Self.gestures("EP0430M09.2-finger-scroll-down.yaml", spanOnly).first?.phase == .began)
    }

    // MARK: The others

    @Test func quantaOneFingerTouchingAndMovingIsOnePan() throws {
        let events = try Self.gestures("QUANTA_OpticalTouchScreen.touch-hover.yaml")
        #expect(Self.kinds(events) == [.pan])
        #expect(events.filter { $0.phase == .began }.count == 1)
        #expect(events.allSatisfy { $0.fingers == 1 })
        #expect(events.last?.phase == .ended)
    }

    @Test func wetabElevenSeparateTapsAreElevenSingleTaps() throws {
        // 170-220 ms taps, each 15 mm or more from the previous one: never a double tap.
        let events = try Self.gestures("wetab.yaml")
        #expect(events.count == 11)
        #expect(events.allSatisfy { $0.kind == .tap && $0.taps == 1 && $0.fingers == 1 })
    }

    @Test func ntrigFourFingerTouchIsNoThreeFingerTap() throws {
        // Protocol A. Three contacts land together, a fourth lands 50 ms later between
        // them (four SYN_MT_REPORT blocks per report in the raw events), three lift at
        // 106 ms and the last 12 ms later, none moving more than 2.7 mm: a four-finger
        // tap. The standard set has no four-finger tap, and a three-finger tap needs
        // exactly three fingers, so nothing is reported.
        #expect(try Self.gestures("ntrig-dell-xt2.yaml").isEmpty)
        var c = GestureConfiguration.standard
        c.add(.tap(TapConfiguration(fingers: 4)))
        let events = try Self.gestures("ntrig-dell-xt2.yaml", c)
        #expect(events.count == 1)
        #expect(events.first?.kind == .tap && events.first?.fingers == 4 && events.first?.taps == 1)
    }

    @Test func aMouseMakesNoTouchGestures() throws {
        #expect(try Self.gestures("Saitek_Cyborg_R.A.T.5_Mouse.yaml").isEmpty)
    }
}
