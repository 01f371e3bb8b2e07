import Foundation
import Testing
import TactileCore
import TactileTrace

/// The filter's dry runs from the command line: `tactile test` with `{filter: true, ...}`
/// expectations (a policy in CI like a gesture) and `tactile replay --filter-output`.
@Suite("CLI: filter dry runs")
struct FilterCommandsTests {
    static let config = CLIRunner.repositoryRoot.appendingPathComponent("Docs/examples/filter-kiosk.yaml").path

    @Test func theFilterPoliciesPassTheirExpectations() throws {
        let r = try CLIRunner.run(["test", "--config", Self.config, CLIRunner.repositoryRoot.appendingPathComponent("Traces/filter").path])
        #expect(r.status == 0, "\(r.stdout)")
        #expect(r.stdout.contains("4 passed, 0 failed"))
    }

    /// The traces name their configuration (`tactile: configuration:`), so `tactile test Traces`
    /// needs no `--config` for them.
    @Test func theFilterTracesNameTheirConfiguration() throws {
        let r = try CLIRunner.run(["test", CLIRunner.repositoryRoot.appendingPathComponent("Traces/filter").path])
        #expect(r.status == 0, "\(r.stdout)")
        #expect(r.stdout.contains("4 passed, 0 failed"))
    }

    @Test func aTraceNamingAMissingConfigurationIsAnError() throws {
        var trace = try TraceReader.read(path: CLIRunner.trace("filter/long-press.yaml"))
        #expect(trace.metadata.configuration == "../../Docs/examples/filter-kiosk.yaml")
        trace.metadata.configuration = "no-such-kiosk.yaml"
        let temp = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-filter-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).yaml")
        defer { try? FileManager.default.removeItem(at: temp) }
        try Data(try LibinputRecordWriter().write(trace)).write(to: temp)
        #expect(try TraceReader.read(path: temp.path).metadata.configuration == "no-such-kiosk.yaml")
        let r = try CLIRunner.run(["test", temp.path])
        #expect(r.status == 1)
        #expect(r.stdout.contains("tactile: configuration: no-such-kiosk.yaml"), "\(r.stdout)")
    }

    @Test func aWrongOrUnknownFilterCountFails() throws {
        var trace = try TraceReader.read(path: CLIRunner.trace("filter/swipe-three-finger-up.yaml"))
        trace.metadata.expected = [ExpectedGesture(["filter": .bool(true), "touchUps": .integer(3), "touchUp": .integer(0)])]
        let temp = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-filter-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).yaml")
        defer { try? FileManager.default.removeItem(at: temp) }
        try Data(try LibinputRecordWriter().write(trace)).write(to: temp)
        let r = try CLIRunner.run(["test", "--config", Self.config, temp.path])
        #expect(r.status == 1)
        #expect(r.stdout.contains("filter touchUps"))
        #expect(r.stdout.contains("the filter wrote 0"))
        #expect(r.stdout.contains("unknown filter count 'touchUp'"))
    }

    @Test func replayWritesTheVirtualDevicesAsATraceThatReplays() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-filter-out-\(getpid()).yaml")
        defer { try? FileManager.default.removeItem(at: out) }
        let r = try CLIRunner.run(["replay", "--config", Self.config, "--filter-output", out.path,
                                   CLIRunner.trace("filter/edge-swipe-left.yaml")])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.contains("touch downs 0, ups 0"))
        #expect(r.stderr.contains("key presses 2"))
        let written = try TraceReader.read(path: out.path)
        #expect(written.devices.map(\.description.name).contains("Tactile virtual keyboard"))
        let keys = written.devices.first { $0.description.name == "Tactile virtual keyboard" }?.events.filter { $0.type == EventType.key } ?? []
        #expect(keys.map(\.value) == [1, 1, 0, 0])
    }
}
