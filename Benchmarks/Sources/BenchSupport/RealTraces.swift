import TactileCore
import TactileTrace

/// The real recordings the benchmarks loop (copied into Traces/real with attribution).
public enum RealTraces {
    /// EP0430M09 touchscreen, protocol B: two fingers dragged down.
    public static let ep0430ScrollDown = "Traces/real/yaml/EP0430M09.2-finger-scroll-down.yaml"
    /// eGalax "wetab" panel, protocol B, 11 slots.
    public static let wetab = "Traces/real/yaml/wetab.yaml"
    /// N-Trig (Dell XT2), protocol A.
    public static let ntrig = "Traces/real/yaml/ntrig-dell-xt2.yaml"
    /// Saitek Cyborg R.A.T.5 mouse moving and clicking.
    public static let saitekMouse = "Traces/real/yaml/Saitek_Cyborg_R.A.T.5_Mouse.yaml"
    /// Wacom Cintiq 12WX pen display: a pen stroke and an eraser stroke (description in the file).
    public static let cintiqPen = "Traces/real/evemu-devices/Wacom_Cintiq_12WX.events"

    /// The one device of a single-device recording.
    public static func device(_ relativePath: String) throws -> TraceDevice {
        let trace = try TraceReader.read(path: BenchPaths.repository(relativePath))
        guard let device = trace.devices.first else {
            throw BenchSetupError("\(relativePath): no device")
        }
        return device
    }
}

/// A benchmark could not prepare its input.
public struct BenchSetupError: Error, CustomStringConvertible {
    public var description: String
    public init(_ description: String) { self.description = description }
}
