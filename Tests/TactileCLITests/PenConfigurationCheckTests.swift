import Foundation
import Testing

/// `tactile run --check` with a `pen` section: the settings and every pairing rule in words, and
/// a mistake stopped with its key path.
@Suite struct PenConfigurationCheckTests {
    @Test func checkPrintsThePairingAndNamesAMistakesKeyPath() throws {
        let good = try PredictCommandTests.write("""
            pen:
              pressureCurve: [0.2, 0, 0.8, 1]
              arbitration: {holdMilliseconds: 400, pairs: [{pen: "056a:5256", touchscreen: "ELAN Touch"}]}
            """, "pen-good.yaml")
        defer { try? FileManager.default.removeItem(atPath: good) }
        let r = try CLIRunner.run(["run", "--check", "--config", good])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("pairing (configured): pen 056a:5256 with touchscreen name containing 'ELAN Touch'"), "\(r.stdout)")
        #expect(r.stdout.contains("400 ms hold"), "\(r.stdout)")
        let bad = try PredictCommandTests.write("pen: {arbitration: {pairs: [{pen: \"056a:5256\"}]}}\n", "pen-bad.yaml")
        defer { try? FileManager.default.removeItem(atPath: bad) }
        let b = try CLIRunner.run(["run", "--check", "--config", bad])
        #expect(b.status == 1)
        #expect(b.stderr.contains("pen.arbitration.pairs[0].touchscreen: missing touchscreen"), "\(b.stderr)")
    }

    /// `pointerType` on a gesture action: a pen tap is a `tap`, so an action says whose taps it wants.
    @Test func aGestureActionChoosesItsPointerType() throws {
        let config = try PredictCommandTests.write("""
            actions:
              - {name: penNote, gesture: tap, pointerType: pen, command: [logger, pen]}
              - {name: fingerTap, gesture: tap, pointerType: touch, command: [logger, finger]}
              - {name: anyPan, gesture: pan, command: [logger, pan]}
            """, "pen-actions.yaml")
        defer { try? FileManager.default.removeItem(atPath: config) }
        let r = try CLIRunner.run(["replay", "--actions", "--config", config, CLIRunner.trace("generated/pen-tap-while-finger-pans-60hz.yaml")])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("penNote"), "\(r.stdout)")
        #expect(!r.stdout.contains("fingerTap"), "\(r.stdout)")
        #expect(r.stdout.contains("anyPan"), "\(r.stdout)")
        let bad = try PredictCommandTests.write("actions: [{gesture: tap, pointerType: stylus, command: [true]}]\n", "pen-actions-bad.yaml")
        defer { try? FileManager.default.removeItem(atPath: bad) }
        let b = try CLIRunner.run(["run", "--check", "--config", bad])
        #expect(b.status == 1)
        #expect(b.stderr.contains("actions[0].pointerType: expected one of touch, pen, got 'stylus'"), "\(b.stderr)")
    }
}
