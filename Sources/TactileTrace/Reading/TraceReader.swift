#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TactileCore

/// Reads traces in any supported format (see ``TraceFormat``).
///
/// Accepted inputs:
/// - one libinput-record YAML file (one or more devices);
/// - one self-contained evemu recording (description lines, then `E:` lines);
/// - an evemu pair: a description file (`X.desc`, `X.prop`) and an events file
///   (`X.events`, `X.event`), in either order. The events file may carry its own
///   description; the description file wins and a difference is reported as a
///   warning.
///
/// Malformed input throws ``TraceParseError`` (`FILE:LINE: expected ..., found ...`).
/// A recording cut short (an unterminated last line, events after the last
/// `SYN_REPORT`) is read up to its last complete frame, with a ``TraceWarning``.
public enum TraceReader {
    /// Reads one trace from one or two files (see the type's documentation).
    public static func read(paths: [String]) throws(TraceParseError) -> Trace {
        switch paths.count {
        case 1:
            return try read(path: paths[0])
        case 2:
            var (descriptionPath, eventsPath) = (paths[0], paths[1])
            if isDescriptionFileName(eventsPath) && !isDescriptionFileName(descriptionPath) {
                swap(&descriptionPath, &eventsPath)
            }
            let description = try contents(of: descriptionPath)
            let events = try contents(of: eventsPath)
            return try withBuffer(description) { (d) throws(TraceParseError) -> Trace in
                try withBuffer(events) { (e) throws(TraceParseError) -> Trace in
                    try readEvemuPair(description: d, descriptionName: descriptionPath, events: e, eventsName: eventsPath)
                }
            }
        default:
            throw TraceParseError(
                file: paths.joined(separator: " "), line: 0,
                expected: "one trace file, or an evemu description file and an events file",
                found: "\(paths.count) files")
        }
    }

    /// Reads one YAML file or one self-contained evemu recording.
    public static func read(path: String) throws(TraceParseError) -> Trace {
        let data = try contents(of: path)
        return try withBuffer(data) { (buffer) throws(TraceParseError) -> Trace in
            try read(buffer: buffer, fileName: path)
        }
    }

    /// Reads one in-memory trace; `fileName` is used in messages only.
    public static func read(bytes: [UInt8], fileName: String) throws(TraceParseError) -> Trace {
        try withBuffer(bytes) { (buffer) throws(TraceParseError) -> Trace in
            try read(buffer: buffer, fileName: fileName)
        }
    }

    /// Reads one trace from a raw buffer (no copy); `fileName` is used in messages only.
    public static func read(buffer: UnsafeRawBufferPointer, fileName: String) throws(TraceParseError) -> Trace {
        switch TraceFormat.detect(buffer: buffer) {
        case .evemu:
            let result = try EvemuParser.parse(buffer, file: fileName, role: .combined)
            guard let header = result.header else {
                // Unreachable: the combined role requires a header.
                throw TraceParseError(file: fileName, line: 1, expected: "N: <device name>", found: "no description")
            }
            return Trace(devices: [header.device(events: result.events)], warnings: result.warnings)
        case .libinputYAML:
            return try LibinputRecordReader.read(buffer, file: fileName)
        case nil:
            let line = FormatSniffer.firstMeaningfulByte(buffer).map { lineNumber(of: $0, in: buffer) } ?? 1
            let found = FormatSniffer.firstMeaningfulByte(buffer).map { buffer.describeLine(at: $0) } ?? "an empty file"
            throw TraceParseError(
                file: fileName, line: line,
                expected: "an evemu recording (N:/E: lines) or a libinput-record YAML file (version: 1)", found: found)
        }
    }

    /// Reads an in-memory evemu pair: a description and an events-only recording.
    public static func readEvemuPair(
        description: [UInt8], descriptionName: String, events: [UInt8], eventsName: String
    ) throws(TraceParseError) -> Trace {
        try withBuffer(description) { (d) throws(TraceParseError) -> Trace in
            try withBuffer(events) { (e) throws(TraceParseError) -> Trace in
                try readEvemuPair(description: d, descriptionName: descriptionName, events: e, eventsName: eventsName)
            }
        }
    }

    static func readEvemuPair(
        description: UnsafeRawBufferPointer, descriptionName: String,
        events: UnsafeRawBufferPointer, eventsName: String
    ) throws(TraceParseError) -> Trace {
        for (buffer, name) in [(description, descriptionName), (events, eventsName)]
        where TraceFormat.detect(buffer: buffer) == .libinputYAML {
            throw TraceParseError(
                file: name, line: 0, expected: "an evemu file (a YAML trace is read on its own)",
                found: "a libinput-record YAML file")
        }
        let desc = try EvemuParser.parse(description, file: descriptionName, role: .description)
        let recording = try EvemuParser.parse(events, file: eventsName, role: .events)
        guard var header = desc.header else {
            throw TraceParseError(file: descriptionName, line: 1, expected: "N: <device name>", found: "no description")
        }
        var warnings = desc.warnings
        if let own = recording.header {
            if own.description != header.description {
                warnings.append(TraceWarning(
                    file: eventsName, line: own.nameLine,
                    message: "this file's own device description differs from \(descriptionName); using \(descriptionName)"))
            }
            if header.kernelVersion == nil { header.kernelVersion = own.kernelVersion }
        }
        warnings += recording.warnings
        return Trace(devices: [header.device(events: recording.events)], warnings: warnings)
    }

    // MARK: Helpers

    /// `withUnsafeBytes` keeping the typed error (Foundation's is untyped `rethrows`).
    private static func withBuffer(
        _ bytes: some ContiguousBytes, _ body: (UnsafeRawBufferPointer) throws(TraceParseError) -> Trace
    ) throws(TraceParseError) -> Trace {
        let result: Result<Trace, TraceParseError> = bytes.withUnsafeBytes { buffer in
            do throws(TraceParseError) { return .success(try body(buffer)) } catch { return .failure(error) }
        }
        return try result.get()
    }

    private static func isDescriptionFileName(_ path: String) -> Bool {
        path.hasSuffix(".desc") || path.hasSuffix(".prop")
    }

    /// The whole file, memory-mapped (no copy; traces can be hundreds of megabytes).
    /// A file truncated by another process while it is being read is not supported.
    private static func contents(of path: String) throws(TraceParseError) -> Data {
        var isDirectory = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw TraceParseError(file: path, line: 0, expected: "a readable trace file", found: "no such file")
        }
        if isDirectory {
            throw TraceParseError(file: path, line: 0, expected: "a readable trace file", found: "a directory")
        }
        do {
            return try Data(contentsOf: URL(fileURLWithPath: path), options: .alwaysMapped)
        } catch {
            throw TraceParseError(file: path, line: 0, expected: "a readable trace file", found: "\(FileErrorText.message(for: error))")
        }
    }

    static func lineNumber(of index: Int, in buffer: UnsafeRawBufferPointer) -> Int {
        UnsafeRawBufferPointer(rebasing: buffer[0..<min(index, buffer.count)]).countNewlines() + 1
    }
}
