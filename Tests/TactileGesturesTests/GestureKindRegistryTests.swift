import Foundation
import Testing
import TactileCore
@testable import TactileGestures

/// A kind is described in its file in Kinds/ and in the registry (Kinds/GestureKind.swift);
/// every kind switch reads the registry. A kind whose registry entries are missing or
/// copied from another kind (its settings type, its `RecognizerSettings` case, its event
/// values, its storage, its C value and name) fails here, and so does a C header without it.
@Suite("Every gesture kind is in the registry")
struct GestureKindRegistryTests {
    @Test(arguments: GestureKind.allCases) func theRegistryDescribesTheKind(_ kind: GestureKind) throws {
        let entry = kind.registration
        // Settings: its own type, whose defaults are settings of this kind, named after it.
        #expect(entry.configurationType.kind == kind)
        let settings = entry.configurationType.defaults.recognizerSettings
        #expect(settings.kind == kind)
        #expect(entry.configurationType.kindNames.first == kind.rawValue)
        #expect(!settings.defaultName.isEmpty)
        #expect(RecognizerConfiguration.kindNames.contains(kind.rawValue))
        // A recognizer object of the kind survives JSON both ways.
        let recognizer = RecognizerConfiguration(settings)
        let decoded = try JSONDecoder().decode(RecognizerConfiguration.self, from: JSONEncoder().encode(recognizer))
        #expect(decoded == recognizer)

        // Event values: values of every sort make an event of this kind, read back alike,
        // whose JSON line names the kind.
        let detail = try #require(GestureDetail(kind: kind, Self.everyValue))
        #expect(detail.kind == kind)
        #expect(GestureDetail(kind: kind, detail.values) == detail)
        let event = GestureEvent(time: .zero, phase: kind.isContinuous ? .began : .recognized, recognizer: RecognizerID(0),
                                 fingers: 1, location: .zero, detail: detail)
        #expect(event.description.contains(#""gesture":"\#(kind.rawValue)""#))

        // Storage: an engine stores a recognizer of this kind, continuous as the registry says.
        var configuration = GestureConfiguration()
        _ = configuration.add(recognizer)
        var store = RecognizerStore(configuration)
        #expect(store.base(0).kind == kind)
        var out = GestureOutput(log: TransitionLog(capacity: 8))
        let context = RecognizerContext(sample: GroupSample(), touches: [], screenBounds: ScreenRect(x: 0, y: 0, width: 100, height: 100),
                                        time: .zero, settle: configuration.settleRule)
        store.handle(0, .granted(.zero, .won), context, &out)
        #expect(store.state(0) == (kind.isContinuous ? .began : .recognized))
        #expect(out.events.map(\.kind) == [kind])

        // C API: the next value after the kind before it, the JSON word as its name, and the
        // header's `TACTILE_GESTURE_<NAME>` with that value.
        #expect(entry.cValue == Int32(GestureKind.allCases.firstIndex(of: kind)! + 1))
        #expect(entry.staticName.description == kind.rawValue)
        let header = try String(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Sources/CTactile/include/tactile.h").standardized, encoding: .utf8)
        var constant = "TACTILE_GESTURE_"
        for c in kind.rawValue { constant += (c.isUppercase ? "_" : "") + c.uppercased() }
        #expect(header.contains("\(constant) = \(entry.cValue),"), "tactile.h has no \(constant) = \(entry.cValue)")
    }

    /// Values of every sort, of which each kind takes its own.
    private static var everyValue: GestureValues {
        var v = GestureValues()
        v.taps = 2
        v.duration = Milliseconds(600)
        v.translation = ScreenPoint(x: 3, y: -4)
        v.velocity = ScreenPoint(x: 10, y: 20)
        v.direction = .left
        v.edge = .bottom
        v.scale = 1.5
        v.rotation = 0.25
        v.scalarVelocity = 0.5
        v.pressure = 0.7
        v.baselinePressure = 0.3
        v.penButton = .stylus2
        return v
    }
}
