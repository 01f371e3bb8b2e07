/// A problem in a trace that did not stop reading it, e.g. a truncated last frame.
///
/// Printed as `FILE:LINE: warning: <message>`.
public struct TraceWarning: Hashable, Sendable, CustomStringConvertible {
    public var file: String
    /// 1-based line number; 0 when not tied to a line.
    public var line: Int
    public var message: String

    public init(file: String, line: Int, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    public var description: String {
        let place = line > 0 ? "\(file):\(line)" : file
        return "\(place): warning: \(message)"
    }
}
