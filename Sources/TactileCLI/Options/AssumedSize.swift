import Tactile
import TactileCore

/// Says how big a touchscreen is taken to be and where that came from (``PanelSizing``):
/// every millimetre threshold (pan distance, pinch span change, settle allowance) rests on
/// it. `devices`, `replay` and `test` show it; a size that is only assumed or a reported size
/// that is not believed is a note on stderr.
enum AssumedSize {
    /// The panel's (or pen tablet's) sizing on `screen`, nil for devices that are not touchscreens or pens.
    static func sizing(for device: DeviceDescription, screen: ScreenConfiguration) -> CoordinateMapper? {
        guard device.classification.kind == .touchscreen || device.classification.kind == .pen else { return nil }
        return CoordinateMapper(device: device, screen: screen)
    }

    /// `154 x 86 mm, from the axis resolution` (oriented like the screen).
    static func text(_ mapper: CoordinateMapper) -> String {
        "\(format(mapper.physicalWidth.value)) x \(format(mapper.physicalHeight.value)) mm, \(mapper.sizing.source.text)"
    }

    /// The note for `device` on `screen`: nil when its size is known and believed.
    static func note(for device: DeviceDescription, screen: ScreenConfiguration) -> String? {
        guard let mapper = sizing(for: device, screen: screen), let warning = mapper.sizing.warning else { return nil }
        var text = "\(device.name): \(warning)"
        if mapper.sizing.source != .assumed { text += "; its size is \(Self.text(mapper))" }
        return text
    }

    private static func format(_ v: Double) -> String { String(Int(v.rounded())) }
}
