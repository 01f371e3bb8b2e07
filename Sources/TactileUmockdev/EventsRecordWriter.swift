import TactileCore

/// Writes the events file for `umockdev-run -e`: evemu `E:` lines in umockdev's dialect.
///
/// umockdev 0.17 reads the digits after the dot as an integer number of microseconds
/// with C base detection: `0.031808` becomes 25 µs (octal `031`), `0.089000` becomes 0,
/// and `0.5` becomes 5 µs. So this writer prints the microseconds as a plain decimal
/// integer without leading zeros (31808 µs -> `0.31808`), which umockdev turns back into
/// the exact timestamp. Standard evemu tools would misread these lines; they are meant
/// for umockdev only. umockdev ignores lines with a negative second count, so negative
/// timestamps are written as `0.0`.
struct EventsRecordWriter: Sendable {
    let eventNodeNumber: UInt16

    func text<Events: Sequence>(_ events: Events) -> String where Events.Element == InputEvent {
        var text = "# umockdev-run -e events for /dev/input/event\(eventNodeNumber), written by TactileUmockdev\n"
        text += "# time is SECONDS.MICROSECONDS with the microseconds as a plain integer (umockdev dialect, not evemu)\n"
        for event in events {
            text += Self.line(event)
            text += "\n"
        }
        return text
    }

    static func line(_ event: InputEvent) -> String {
        let microseconds = Swift.max(0, event.time.microseconds)
        let seconds = microseconds / 1_000_000
        let fraction = microseconds % 1_000_000
        return "E: \(seconds).\(fraction) \(hex4(event.type)) \(hex4(event.code)) \(event.value)"
    }

    private static func hex4(_ value: UInt16) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: Swift.max(0, 4 - digits.count)) + digits
    }
}
