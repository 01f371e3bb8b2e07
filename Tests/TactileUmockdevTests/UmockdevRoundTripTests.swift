import Testing
import TactileCore
import TactileUmockdev

/// The real libevdev path: devices emulated by umockdev from ``UmockdevWriter`` output,
/// read back by evemu-describe / evemu-record (both libevdev 1.13 clients).
@Suite(.enabled(if: UmockdevHarness.isAvailable, Comment(rawValue: UmockdevHarness.unavailableReason)))
struct UmockdevRoundTripTests {
    enum Fixture: String, CaseIterable, Sendable {
        case ep0430m09, saitekMouse, ntrig, synthetic

        var device: DeviceDescription {
            switch self {
            case .ep0430m09: FixtureDevices.ep0430m09
            case .saitekMouse: FixtureDevices.saitekMouse
            case .ntrig: FixtureDevices.ntrig
            case .synthetic: FixtureDevices.synthetic
            }
        }
    }

    @Test(arguments: Fixture.allCases)
    func libevdevReadsBackTheDescription(_ fixture: Fixture) throws {
        let result = try UmockdevHarness.describe(UmockdevWriter(device: fixture.device, eventNodeNumber: 5))
        try #require(result.exitCode == 0, "evemu-describe failed: \(result.stderr)")
        #expect(EvemuDescription(parsing: result.stdout) == EvemuDescription(expecting: fixture.device))
        // evemu-describe's comment section shows the current values libevdev read.
        if fixture == .synthetic {
            #expect(result.stdout.contains("#       Value      640"))
        }
    }

    @Test(arguments: [
        (Fixture.ep0430m09, "evemu-devices/EP0430M09.desc"),
        (Fixture.saitekMouse, "evemu-devices/Saitek_Cyborg_R.A.T.5_Mouse.desc"),
        (Fixture.ntrig, "evemu-data/ntrig-dell-xt2.prop"),
    ])
    func emulatedDeviceMatchesTheOriginalRecording(_ fixture: Fixture, _ file: String) throws {
        let original = EvemuDescription(parsing: try FixtureDevices.traceText(file))
        #expect(original == EvemuDescription(expecting: fixture.device), "fixture typed in wrongly")
        let result = try UmockdevHarness.describe(UmockdevWriter(device: fixture.device, eventNodeNumber: 3))
        try #require(result.exitCode == 0, "evemu-describe failed: \(result.stderr)")
        #expect(EvemuDescription(parsing: result.stdout) == original)
    }

    @Test func protocolBTouchesReplayExactly() throws {
        // The recording starts at 0.000001 s; one second later keeps evemu-record's own
        // offset logic simple (it re-takes its offset while that is 0) without changing gaps.
        let events = EvemuEvents.parse(try FixtureDevices.traceText("evemu-devices/EP0430M09.2-fingers-touch-release.events"))
            .map { InputEvent(time: Timestamp(microseconds: $0.time.microseconds + 1_000_000), type: $0.type, code: $0.code, value: $0.value) }
        try expectReplay(events, of: FixtureDevices.ep0430m09)
    }

    @Test func protocolAContactsReplayExactly() throws {
        let events = EvemuEvents.parse(try FixtureDevices.traceText("evemu-data/ntrig-dell-xt2.event"))
        try expectReplay(events, of: FixtureDevices.ntrig)
    }

    @Test func mouseWithEpochTimestampsReplaysExactly() throws {
        let all = EvemuEvents.parse(try FixtureDevices.traceText("evemu-devices/Saitek_Cyborg_R.A.T.5_Mouse.events"))
        let start = try #require(all.first).time
        let events = all.filter { $0.time.microseconds - start.microseconds < 400_000 }
        try expectReplay(events, of: FixtureDevices.saitekMouse)
    }

    /// Why the events file has its own timestamp dialect: umockdev reads evemu's zero-padded
    /// microseconds with C base detection, so `1.031808` arrives as 1.000025 s (octal 031).
    @Test func umockdevMisreadsZeroPaddedMicroseconds() throws {
        let writer = UmockdevWriter(device: FixtureDevices.ep0430m09, eventNodeNumber: 5)
        var files = writer.files()
        files.eventsRecord = "E: 1.1 0000 0000 0\nE: 1.031808 0000 0000 0\n"
        let result = try UmockdevHarness.run(files, program: [UmockdevHarness.evemuRecord ?? "evemu-record", writer.deviceNodePath],
                                             timeoutSeconds: 3)
        let recorded = EvemuEvents.parseRecorded(result.stdout)
        try #require(recorded.count == 2, "stderr: \(result.stderr)")
        #expect(recorded[1].time.microseconds - recorded[0].time.microseconds == 24)
    }

    private func expectReplay(_ events: [InputEvent], of device: DeviceDescription,
                              sourceLocation: SourceLocation = #_sourceLocation) throws {
        let first = try #require(events.first, sourceLocation: sourceLocation)
        let last = try #require(events.last, sourceLocation: sourceLocation)
        let seconds = Double(last.time.microseconds - first.time.microseconds) / 1_000_000 + 3
        let result = try UmockdevHarness.record(UmockdevWriter(device: device, eventNodeNumber: 4), events: events, seconds: seconds)
        // Stopped by timeout (124): the replay never ends the stream.
        #expect(result.exitCode == 124, "stderr: \(result.stderr)", sourceLocation: sourceLocation)
        let recorded = EvemuEvents.parseRecorded(result.stdout)
        try #require(recorded.count == events.count, "stderr: \(result.stderr)", sourceLocation: sourceLocation)
        #expect(recorded.map { [$0.type, $0.code] } == events.map { [$0.type, $0.code] }, sourceLocation: sourceLocation)
        #expect(recorded.map(\.value) == events.map(\.value), sourceLocation: sourceLocation)
        // evemu-record prints times relative to the first event; every gap must survive to the microsecond.
        let recordedOffsets = recorded.map { $0.time.microseconds - recorded[0].time.microseconds }
        let originalOffsets = events.map { $0.time.microseconds - first.time.microseconds }
        #expect(recordedOffsets == originalOffsets, sourceLocation: sourceLocation)
    }
}
