import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TactileCore
import TactileTrace
import TactileUmockdev

/// `tactile umockdev`: emulate a trace's devices so it plays through the real
/// libevdev path (`umockdev-run`), on machines with no input hardware.
struct UmockdevCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "umockdev",
        abstract: "Write PREFIX.umockdev, PREFIX.ioctl and PREFIX.evemu for umockdev-run from a trace.",
        discussion: """
            Then: umockdev-run -d PREFIX.umockdev -i /dev/input/eventN=PREFIX.ioctl \
            -e /dev/input/eventN=PREFIX.evemu -- tactile events /dev/input/eventN (the exact line is printed). \
            A trace with several devices gets PREFIX.K.* per device K (1-based). PREFIX.evemu uses \
            umockdev's timestamp format (integer microseconds after the dot), not evemu-record's: \
            umockdev misreads leading zeros in the fraction.
            """)

    @Argument(help: "One trace (a YAML or evemu file, or an evemu .desc/.events pair).")
    var trace: [String]

    @Option(name: .shortAndLong, help: "Output path prefix.")
    var output: String

    @Option(help: "Number N of the first emulated /dev/input/eventN.")
    var node: UInt16 = 10

    @Option(name: .customLong("lead-in"),
            help: ArgumentHelp("Seconds of quiet before the recording plays (umockdev starts playing when the device is opened): time for a client or a browser to connect.", valueName: "SECONDS"))
    var leadIn: Double = 0

    func validate() throws {
        if trace.isEmpty || trace.count > 2 { throw ValidationError("give one trace (or a .desc and its events file)") }
        if !(0...3600).contains(leadIn) { throw ValidationError("--lead-in: expected 0 to 3600 seconds, got \(leadIn)") }
    }

    /// A lone SYN_REPORT at the first event's time starts umockdev's clock; the recording
    /// follows `leadIn` later.
    private func withLeadIn(_ events: [InputEvent]) -> [InputEvent] {
        guard leadIn > 0, let first = events.first else { return events }
        let shift = Int64((leadIn * 1_000_000).rounded())
        return [InputEvent(time: first.time, type: EventType.syn, code: EventCode.synReport, value: 0)]
            + events.map { InputEvent(time: Timestamp(microseconds: $0.time.microseconds + shift), type: $0.type, code: $0.code, value: $0.value) }
    }

    func run() throws {
        guard let (_, loaded) = try TraceArguments.load(trace).first else { return }
        var options: [String] = []
        for (index, device) in loaded.devices.enumerated() {
            let writer = UmockdevWriter(device: device.description, eventNodeNumber: node + UInt16(index))
            let prefix = loaded.devices.count == 1 ? output : "\(output).\(index + 1)"
            do {
                try Data(writer.deviceRecord().utf8).write(to: URL(fileURLWithPath: prefix + ".umockdev"))
                try Data(writer.ioctlRecord().utf8).write(to: URL(fileURLWithPath: prefix + ".ioctl"))
                try Data(writer.eventsRecord(withLeadIn(device.events)).utf8).write(to: URL(fileURLWithPath: prefix + ".evemu"))
            } catch {
                throw Diagnostics.fail("cannot write \(prefix).*: \(FileErrorText.message(for: error))")
            }
            let path = writer.deviceNodePath
            options += ["-d", prefix + ".umockdev", "-i", "\(path)=\(prefix).ioctl", "-e", "\(path)=\(prefix).evemu"]
        }
        let nodes = loaded.devices.indices.map { "/dev/input/event\(node + UInt16($0))" }
        Console.line((["umockdev-run"] + options + ["--", "tactile", "events"] + nodes).joined(separator: " "))
    }
}
