/// The on-disk trace formats Tactile reads and writes.
public enum TraceFormat: String, Hashable, Sendable, CaseIterable {
    /// `evemu-record` / `evemu-describe`: `N:`/`I:`/`P:`/`B:`/`A:` description lines
    /// and `E: sec.usec type code value` events, one device per file (or a
    /// description file plus an events file).
    case evemu
    /// `libinput record` YAML, version 1: several devices per file. Tactile's own
    /// format; its extra data lives under the top-level `tactile:` key.
    case libinputYAML

    /// Guesses the format from the first line that is neither blank nor a `#`
    /// comment; nil when the content looks like neither.
    public static func detect(bytes: [UInt8]) -> TraceFormat? {
        bytes.withUnsafeBytes { detect(buffer: $0) }
    }

    /// ``detect(bytes:)`` over a raw buffer.
    public static func detect(buffer: UnsafeRawBufferPointer) -> TraceFormat? {
        FormatSniffer.detect(buffer)
    }
}
