/// Why a trace cannot be written in the requested format (the data does not fit
/// it, e.g. a device name with a line break for evemu, or a negative timestamp).
public struct TraceWriteError: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
