import Foundation
import TactileCore
import TactileTrace

/// Locates the repository's `Traces/real` recordings from this file's path
/// (symlinks resolved, so sandbox packages that link the test folder work too).
enum Fixtures {
    static let repositoryRoot: URL = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
        .deletingLastPathComponent()  // TactileTraceTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()

    static func real(_ relative: String) -> String {
        repositoryRoot.appendingPathComponent("Traces/real/" + relative).path
    }

    /// A file under `Traces/`.
    static func traces(_ relative: String) -> String {
        repositoryRoot.appendingPathComponent("Traces/" + relative).path
    }

    /// `E: 1.000001 0003 0039 0003`-style shorthand for expected events.
    static func event(_ seconds: Int64, _ micros: Int64, _ type: UInt16, _ code: UInt16, _ value: Int32) -> InputEvent {
        InputEvent(time: Timestamp(microseconds: seconds * 1_000_000 + micros), type: type, code: code, value: value)
    }

    /// Parses in-memory text as one file named `name`.
    static func read(_ text: String, name: String = "test.evemu") throws -> Trace {
        try TraceReader.read(bytes: Array(text.utf8), fileName: name)
    }

    /// The error a read of `text` throws, or nil.
    static func error(_ text: String, name: String = "bad.evemu") -> TraceParseError? {
        do {
            _ = try TraceReader.read(bytes: Array(text.utf8), fileName: name)
            return nil
        } catch {
            return error
        }
    }

    /// A small evemu description: a two-slot touchscreen.
    static let touchDescription = """
        # EVEMU 1.3
        N: Test Touch
        I: 0003 1234 5678 0111
        P: 02 00 00 00 00 00 00 00
        B: 00 0b 00 00 00 00 00 00 00
        B: 01 00 00 00 00 00 00 00 00
        B: 01 00 00 00 00 00 00 00 00
        B: 01 00 00 00 00 00 00 00 00
        B: 01 00 00 00 00 00 00 00 00
        B: 01 00 00 00 00 00 00 00 00
        B: 01 00 04 00 00 00 00 00 00
        B: 03 03 00 00 00 00 80 60 02
        A: 00 0 1279 0 0 10
        A: 01 0 767 0 0 10
        A: 2f 0 1 0 0 0
        A: 35 0 1279 0 0 10
        A: 36 0 767 0 0 10
        A: 39 0 65535 0 0 0

        """

    /// A one-device libinput-record file around `events` (already indented lines).
    static func yaml(events: String, extraTop: String = "", extraDevice: String = "") -> String {
        """
        # libinput record
        version: 1
        ndevices: 1
        \(extraTop)devices:
        - node: /dev/input/event7
          evdev:
            name: "Test Touch"
            id: [3, 4660, 22136, 273]
            codes:
              0: [0, 1, 3] # EV_SYN
              1: [330] # EV_KEY
              3: [0, 1, 47, 53, 54, 57] # EV_ABS
            absinfo:
              0: [0, 1279, 0, 0, 10]
              1: [0, 767, 0, 0, 10]
              47: [0, 1, 0, 0, 0]
              53: [0, 1279, 0, 0, 10]
              54: [0, 767, 0, 0, 10]
              57: [0, 65535, 0, 0, 0]
            properties: [1]
        \(extraDevice)  events:
        \(events)
        """
    }
}
