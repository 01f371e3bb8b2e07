import Foundation
import Testing
import Tactile
import TactileCore
import TactileGestures
import TactileTrace

/// The configuration file's `pen` section: the pressure curve and tip thresholds, arbitration
/// (zone, hold, on/off) and configured pairs, with key paths in errors; and a configured pair
/// that makes arbitration apply on a replayed trace whose pen and touchscreen the siblings rule
/// does not pair.
@Suite("Configuration: pens and arbitration")
struct PenConfigurationTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test func readsPenAndArbitration() throws {
        let c = try TactileConfiguration.parse("""
            pen:
              pressureCurve: [0.2, 0, 0.8, 1]
              tipDownThreshold: 0.08
              tipUpThreshold: 0.02
              arbitration:
                zoneWidthMillimetres: 150
                zoneHeightMillimetres: 120
                tipMarginMillimetres: 10
                holdMilliseconds: 500
                pairs:
                  - {pen: "056A:5256", touchscreen: "ELAN Touch"}
            """, file: "t.yaml")
        #expect(c.pen.pressureCurve == PressureCurve(x1: 0.2, y1: 0, x2: 0.8, y2: 1))
        #expect(c.pen.tipDownThreshold == 0.08 && c.pen.tipUpThreshold == 0.02)
        #expect(c.arbitration.zoneWidthMillimetres == 150 && c.arbitration.zoneHeightMillimetres == 120)
        #expect(c.arbitration.tipMarginMillimetres == 10 && c.arbitration.holdMilliseconds == 500)
        #expect(c.arbitration.isEnabled)
        #expect(c.arbitration.pairs == [PenPairing(pen: .id(PanelKey(text: "056a:5256")!), touchscreen: .name("ELAN Touch"))])
        let off = try TactileConfiguration.parse("pen: {arbitration: {enabled: false}}\n", file: "t.yaml")
        #expect(!off.arbitration.isEnabled)
    }

    @Test(arguments: [
        ("pen: {pressureCurve: [0, 0, 1]}\n", "pen.pressureCurve"),
        ("pen: {pressureCurve: [0, 0, 1.5, 1]}\n", "pen.pressureCurve[2]"),
        ("pen: {tipDownThreshold: 1}\n", "pen.tipDownThreshold"),
        ("pen: {tipDownThreshold: 0.01, tipUpThreshold: 0.05}\n", "pen.tipDownThreshold"),
        ("pen: {tipThreshold: 0.05}\n", "pen.tipThreshold"),
        ("pen: {arbitration: {zoneWidthMillimetres: 0}}\n", "pen.arbitration.zoneWidthMillimetres"),
        ("pen: {arbitration: {holdMilliseconds: -5}}\n", "pen.arbitration.holdMilliseconds"),
        ("pen: {arbitration: {enabled: maybe}}\n", "pen.arbitration.enabled"),
        ("pen: {arbitration: {pairs: [{pen: \"056a:5256\"}]}}\n", "pen.arbitration.pairs[0].touchscreen"),
        ("pen: {arbitration: {pairs: [{pen: \"\", touchscreen: x}]}}\n", "pen.arbitration.pairs[0].pen"),
        ("pen: {arbitration: {pairs: [{pen: a, touchscreen: b, hand: left}]}}\n", "pen.arbitration.pairs[0].hand"),
    ])
    func badValuesNameTheirKeyPath(_ text: String, path: String) {
        let error = #expect(throws: ConfigurationError.self) { try TactileConfiguration.parse(text, file: "t.yaml") }
        #expect(error?.keyPath == path, "\(String(describing: error))")
    }

    /// The generated pen display trace (a hand resting beside the writing pen) with the pen's
    /// vendor:product changed, so the siblings rule no longer pairs it with the touch node.
    static func unpairedTrace() throws -> Trace {
        var trace = try TraceReader.read(path: root.appendingPathComponent("Traces/generated/pen-resting-hand-second-hand-pan-60hz.yaml").path)
        let pen = try #require(trace.devices.firstIndex { $0.description.classification.kind == .pen })
        trace.devices[pen].description.id = InputID(bustype: 3, vendor: 0x056a, product: 0x5256, version: 1)
        return trace
    }

    static func gestures(_ trace: Trace, config: String) throws -> [GestureEvent] {
        let file = try TactileConfiguration.parse(config, file: "t.yaml")
        var gestures: [GestureEvent] = []
        let engine = try Engine(configuration: Engine.Configuration(screen: trace.metadata.screen ?? .default, gestures: .standard,
                                                                    pen: file.pen, palm: file.palm, arbitration: file.arbitration)) {
            if case .gesture(_, _, let e) = $0 { gestures.append(e) }
        }
        TraceReplay(trace: trace).run(into: engine)
        return gestures
    }

    @Test func aConfiguredPairMakesArbitrationApplyWhereSiblingsDoNot() throws {
        let trace = try Self.unpairedTrace()
        // Unpaired: the resting hand is an ordinary touch, so it long-presses and joins the pan.
        let unpaired = try Self.gestures(trace, config: "{}")
        #expect(unpaired.contains { $0.kind == .longPress || $0.kind == .tap || ($0.kind == .pan && $0.fingers == 2) })
        // Paired by configuration (the pen by vendor:product, the touchscreen by name): the hand is a palm.
        let paired = try Self.gestures(trace, config: """
            pen: {arbitration: {pairs: [{pen: "056a:5256", touchscreen: "pen display finger"}]}}
            """)
        #expect(paired.contains { $0.kind == .pan && $0.phase == .began && $0.fingers == 1 })
        #expect(!paired.contains { $0.kind == .longPress || $0.kind == .tap || ($0.kind == .pan && $0.fingers == 2) })
        // Arbitration off: the same trace with the siblings' own pairing rejects nothing.
        let original = try TraceReader.read(path: Self.root.appendingPathComponent("Traces/generated/pen-resting-hand-second-hand-pan-60hz.yaml").path)
        let off = try Self.gestures(original, config: "pen: {arbitration: {enabled: false}}\n")
        #expect(off.contains { $0.kind == .longPress || $0.kind == .tap || ($0.kind == .pan && $0.fingers == 2) })
    }
}
