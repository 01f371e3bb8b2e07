import TactileCore
import TactileSystem

/// Live commands fill in the physical screen size from the connected display's EDID when
/// neither `--screen-mm` nor the configuration gives one: a touch panel that reports no
/// resolution covers the display, and the display knows its size (DRM, `/sys/class/drm`).
enum DisplaySize {
    /// `screen` with the display's size when it has none; the note to print, nil when nothing changed.
    static func fill(_ screen: inout ScreenConfiguration) -> String? {
        guard screen.physicalWidthMillimetres == nil, let display = DisplayProbe.connectedDisplays().first else { return nil }
        screen.physicalWidthMillimetres = display.width.value
        screen.physicalHeightMillimetres = display.height.value
        screen.physicalSizeOrigin = .display(display.connector)
        return "the screen is \(Int(display.width.value)) x \(Int(display.height.value)) mm, as the connected display "
            + "\(display.connector) reports in its EDID (used for panels without a plausible resolution; --screen-mm overrides)"
    }
}
