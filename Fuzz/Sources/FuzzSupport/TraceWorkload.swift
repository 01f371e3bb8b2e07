import TactileCore
import TactileTrace

/// The trace readers on arbitrary bytes. A trace that reads must also write (both
/// formats) and read back to the same events: the converter is lossless.
public enum TraceWorkload {
    /// One file: sniffed (evemu or libinput-record YAML).
    public static func runSingle(_ data: UnsafeRawBufferPointer) {
        let bytes = Array(data)
        guard let trace = try? TraceReader.read(bytes: bytes, fileName: "fuzz") else { return }
        for device in trace.devices {
            fuzzCheck(device.events.count <= bytes.count, "more events than input bytes")
        }
        _ = trace.mergedEvents()
        roundTrip(trace)
    }

    /// An evemu pair: the input split at its first NUL byte into a description and an events file.
    public static func runPair(_ data: UnsafeRawBufferPointer) {
        guard let split = data.firstIndex(of: 0) else {
            runSingle(data)
            return
        }
        let description = Array(data[0..<split]), events = Array(data[(split + 1)...])
        guard let trace = try? TraceReader.readEvemuPair(description: description, descriptionName: "fuzz.desc",
                                                         events: events, eventsName: "fuzz.events") else { return }
        roundTrip(trace)
    }

    static func roundTrip(_ trace: Trace) {
        guard let yaml = try? LibinputRecordWriter().write(trace) else { return }
        guard let again = try? TraceReader.read(bytes: yaml, fileName: "roundtrip.yaml") else {
            fuzzCheck(false, "the YAML written for a trace that read does not read back")
            return
        }
        fuzzCheck(again.devices.count == trace.devices.count, "device count changed in the YAML round trip")
        for (a, b) in zip(trace.devices, again.devices) {
            fuzzCheck(a.events == b.events, "events changed in the YAML round trip")
        }
        if trace.devices.count == 1, let evemu = try? EvemuWriter().write(trace.devices[0]) {
            guard let back = try? TraceReader.read(bytes: evemu, fileName: "roundtrip.evemu") else {
                fuzzCheck(false, "the evemu written for a trace that read does not read back")
                return
            }
            fuzzCheck(back.devices.first?.events == trace.devices[0].events, "events changed in the evemu round trip")
        }
    }
}
