import Testing
import TactileCore
import TactileGestures
import TactileTesting

@Suite("TactileTesting driver")
struct DriverTests {
    @Test func framesLookLikeTheAssemblersPhasesIdsAndOrder() throws {
        var d = try driver(configuration(.pan()))
        d.down(1, at: pt(10, 10))
        d.down(0, at: pt(20, 20))
        d.move(1, to: pt(11, 10))
        d.sync()
        d.frame { c in c.up(1); c.move(0, to: pt(25, 20)) }
        d.up(0)
        d.down(1, at: pt(30, 30))
        let f = d.frames
        #expect(f.map { $0.touches.map(\.phase) } == [
            [.began], [.began, .stationary], [.stationary, .moved], [.stationary, .stationary],
            [.moved, .ended], [.ended], [.began],
        ])
        #expect(f[1].touches.map(\.slot) == [0, 1])                  // ordered by slot
        #expect(f[1].touches.map(\.id) == [2, 1])                    // ids in order of touch-down
        #expect(f[6].touches.first?.id == 3)                         // never reused
        #expect(f[4].touches[1].position == pt(11, 10))              // a lift reports the last position
        #expect(f[0].touches[0].physical == mm(2, 2))                // 0.2 mm/pt
        #expect(d.scriptErrors.isEmpty)
    }

    @Test func framesAreTheAssemblersFramesOfProtocolBEvents() throws {
        var d = try driver(configuration(.pan()))
        d.down(0, at: pt(10, 10))
        let t = d.now
        func ev(_ type: UInt16, _ code: UInt16, _ value: Int32) -> InputEvent {
            InputEvent(time: t, type: type, code: code, value: value)
        }
        #expect(d.rawEvents == [
            ev(EventType.abs, EventCode.absMTTrackingID, 0),
            ev(EventType.abs, EventCode.absMTPositionX, 200), ev(EventType.abs, EventCode.absMTPositionY, 200),
            ev(EventType.key, EventCode.btnTouch, 1),
            ev(EventType.abs, EventCode.absX, 200), ev(EventType.abs, EventCode.absY, 200),
            ev(EventType.msc, 5, Int32(truncatingIfNeeded: t.microseconds)),   // MSC_TIMESTAMP
            ev(EventType.syn, EventCode.synReport, 0),
        ])
        d.advance(by: ms(10))
        d.frame { c in c.down(1, at: pt(10, 10)); c.move(0, to: pt(20, 10)) }
        d.advance(by: ms(10))
        d.up(0)
        d.advance(by: ms(10))
        d.up(1)
        d.sync()                                                      // nothing down: no frame
        #expect(d.frames.count == 4)
        // The same events through a fresh assembler give the same frames (replay = live).
        var assembler = FrameAssembler(device: d.panel.device, screen: d.panel.screen)
        let replayed = d.rawEvents.compactMap { e -> TouchFrame? in
            if case .touch(let f)? = assembler.process(e) { return f } else { return nil }
        }
        #expect(replayed == d.frames)
        #expect(d.panel.assembler.diagnostics == AssemblerDiagnostics())
    }

    @Test func positionsAreDeviceUnitsClampedToThePanel() throws {
        var d = try driver(configuration(.pan()))
        d.down(0, at: pt(10.001, 10))                                 // 200.02 units: 200
        d.down(1, at: pt(-20, 900))                                   // beyond the panel: at its edge
        #expect(d.frames[0].touches[0].position == pt(10, 10))
        #expect(d.frames[1].touches[1].position == pt(0, 800))
        #expect(d.frames[1].touches[1].raw == DevicePoint(x: 0, y: 16000))
    }

    @Test func aCancelIsAContactLostInADropAndResync() throws {
        var d = try driver(configuration(.pan()))
        d.down(0, at: pt(10, 10))
        d.down(1, at: pt(50, 10))
        d.cancel(0)
        d.move(1, to: pt(60, 10))
        #expect(d.frames.map { $0.touches.map(\.phase) } == [[.began], [.stationary, .began], [.cancelled, .stationary], [.moved]])
        #expect(d.frames[3].touches[0].id == d.frames[1].touches[1].id)
        #expect(d.rawEvents.filter { $0.type == EventType.syn && $0.code == EventCode.synDropped }.count == 1)
        #expect(d.panel.assembler.diagnostics.droppedSyncs == 1)
        #expect(d.panel.assembler.diagnostics.cancelledTouches == 1)
        #expect(d.scriptErrors.isEmpty)
    }

    @Test func misuseIsReportedNotApplied() throws {
        var d = try driver(configuration(.pan()))
        d.up(3)
        d.down(0, at: pt(1, 1))
        d.down(0, at: pt(2, 2))
        #expect(d.scriptErrors == ["finger 3 is not down", "finger 0 is already down"])
        d.advance(to: Timestamp(seconds: 0))
        #expect(d.scriptErrors.count == 3)
    }

    @Test func minimumJerkStartsAndEndsAtRest() {
        let p = MotionProfile.minimumJerk
        #expect(p.progress(0) == 0 && p.progress(1) == 1 && abs(p.progress(0.5) - 0.5) < 1e-12)
        #expect(p.progress(0.01) < 0.001 && p.progress(0.99) > 0.999)
        #expect(MotionProfile.linear.progress(0.3) == 0.3)
    }

    @Test func pathsAreSampledAtTheRateAndLiftAfterOnePeriod() throws {
        var d = try driver(configuration(.pan()))
        let start = d.now
        d.drag(from: pt(0, 0), to: pt(100, 0), duration: ms(100), rate: 100)
        #expect(d.frames.count == 1 + 10 + 1)
        #expect(d.frames[10].time == start + ms(100))
        #expect(d.frames[10].touches[0].position == pt(100, 0))
        #expect(d.frames[11].time == start + ms(110))
        #expect(d.now == start + ms(110))
    }

    @Test func physicalScriptsMapThroughAnisotropicPanels() throws {
        var d = try driver(configuration(.pan()), mapping: .anisotropic(millimetresPerPointX: 0.2, millimetresPerPointY: 0.4))
        d.down(0, at: mm(20, 20))
        #expect(d.frames[0].touches[0].position == pt(100, 50))
        #expect(d.frames[0].touches[0].physical == mm(20, 20))
    }

    @Test func mapperQuantisesToDeviceUnitsAndMapsForward() throws {
        let mapper = CoordinateMapper(xAxis: AbsInfo(minimum: 0, maximum: 4095, resolution: 16),
                                      yAxis: AbsInfo(minimum: 0, maximum: 4095, resolution: 25))
        var d = try driver(configuration(.pan()), mapping: .mapper(mapper))
        d.down(0, at: pt(960, 540))
        let touch = d.frames[0].touches[0]
        #expect(touch.raw.x == touch.raw.x.rounded() && touch.raw.y == touch.raw.y.rounded())
        #expect(touch.position == mapper.screenPoint(x: Int32(touch.raw.x), y: Int32(touch.raw.y)))
        #expect(abs(touch.position.x - 960) < 0.5 && abs(touch.position.y - 540) < 0.5)
        #expect(abs(touch.physical.x - 128) < 0.1)
    }

    @Test func jitterIsDeterministicAndBounded() throws {
        func frames(seed: UInt64) throws -> [TouchFrame] {
            var d = try driver(configuration(.pan()), jitter: Jitter(amplitudeMillimetres: 0.1, seed: seed))
            d.drag(from: pt(100, 100), to: pt(200, 100), duration: ms(100))
            return d.frames
        }
        #expect(try frames(seed: 1) == frames(seed: 1))
        #expect(try frames(seed: 1) != frames(seed: 2))
        let f = try frames(seed: 1)
        #expect(abs(f[0].touches[0].physical.x - 20) <= 0.1 && abs(f[0].touches[0].physical.y - 20) <= 0.1)
    }
}
