import Tactile
import TactileCore

/// Says when a touchscreen's millimetres are only assumed: a panel that reports no
/// resolution is taken to cover the screen, whose size is configured or derived at 96 dpi,
/// and every millimetre threshold (pan distance, pinch span change, settle allowance)
/// rests on that. Printed on stderr by `replay` and `test`, shown by `devices`.
enum AssumedSize {
    /// The note for `device` on `screen`, nil when its size is known (resolution reported
    /// or the physical screen size configured).
    static func note(for device: DeviceDescription, screen: ScreenConfiguration) -> String? {
        guard device.classification.kind == .touchscreen,
              let mapper = CoordinateMapper(device: device, screen: screen) else { return nil }
        guard !mapper.hasDeviceResolution, screen.physicalWidthMillimetres == nil else { return nil }
        return "\(device.name) reports no resolution: its size is assumed to be "
            + "\(format(mapper.physicalWidth.value)) x \(format(mapper.physicalHeight.value)) mm (the screen at 96 dpi), "
            + "and millimetre thresholds rest on that; give the real size with --screen-mm WxH "
            + "or screen.millimetres in the configuration"
    }

    private static func format(_ v: Double) -> String { String(Int(v.rounded())) }
}
