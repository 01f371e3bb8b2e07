/// Why a trace could not be read: where, what the parser expected and what it found.
///
/// Printed as `FILE:LINE: expected <...>, found <...>` (`FILE: ...` when the
/// problem is not tied to a line, e.g. a file that cannot be opened).
public struct TraceParseError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file name as given to the reader.
    public var file: String
    /// 1-based line number; 0 when the problem concerns the whole file.
    public var line: Int
    /// What would have been valid here, e.g. `a hex event type`.
    public var expected: String
    /// What was there, e.g. `"zz"` or `end of file`.
    public var found: String

    public init(file: String, line: Int, expected: String, found: String) {
        self.file = file
        self.line = line
        self.expected = expected
        self.found = found
    }

    public var description: String {
        let place = line > 0 ? "\(file):\(line)" : file
        return "\(place): expected \(expected), found \(found)"
    }
}
