import TactileCore

/// The touchscreens of the generated corpus. Names say what is special; sizes are
/// those of real panels.
extension SyntheticTouchscreen {
    /// 15.6" 16:9 panel, protocol B, 10 slots, 10 units/mm on both axes (344 x 193.5 mm),
    /// on a 1920 x 1080 screen at scale 1.
    package static let isotropic = SyntheticTouchscreen(
        name: "Tactile Synthetic 15.6in Touchscreen", touchProtocol: .b(slots: 10),
        xAxis: AbsInfo(minimum: 0, maximum: 3440, resolution: 10),
        yAxis: AbsInfo(minimum: 0, maximum: 1935, resolution: 10),
        screen: ScreenConfiguration(widthPixels: 1920, heightPixels: 1080, scale: 1))

    /// 4:3 panel (300 x 225 mm) stretched onto a 16:9 screen, with different resolutions
    /// per axis (13 units/mm in x, 18 in y): device units, points and millimetres all
    /// have different aspect ratios, so only geometry done in mm is right.
    package static let anisotropic = SyntheticTouchscreen(
        name: "Tactile Synthetic Anisotropic Touchscreen", touchProtocol: .b(slots: 10),
        xAxis: AbsInfo(minimum: 0, maximum: 3900, resolution: 13),
        yAxis: AbsInfo(minimum: 0, maximum: 4050, resolution: 18),
        screen: ScreenConfiguration(widthPixels: 1920, heightPixels: 1080, scale: 1))

    /// Protocol B panel that reports resolution 0 (like the EP0430M09 in Traces/real),
    /// 0...4095 on both axes; its size comes from the screen's configured size,
    /// 344 x 193.5 mm, so a device unit is 0.084 mm wide and 0.047 mm tall.
    package static let resolutionZero = SyntheticTouchscreen(
        name: "Tactile Synthetic Touchscreen Resolution 0", touchProtocol: .b(slots: 5),
        xAxis: AbsInfo(minimum: 0, maximum: 4095),
        yAxis: AbsInfo(minimum: 0, maximum: 4095),
        screen: ScreenConfiguration(widthPixels: 1920, heightPixels: 1080, scale: 1,
                                    physicalWidthMillimetres: 344, physicalHeightMillimetres: 193.5))

    /// Protocol A panel without tracking ids (like N-Trig), 40 units/mm (240 x 135 mm),
    /// on a 1366 x 768 screen.
    package static let protocolA = SyntheticTouchscreen(
        name: "Tactile Synthetic Protocol A Touchscreen", touchProtocol: .a(trackingIDs: false),
        xAxis: AbsInfo(minimum: 0, maximum: 9600, resolution: 40),
        yAxis: AbsInfo(minimum: 0, maximum: 5400, resolution: 40),
        screen: ScreenConfiguration(widthPixels: 1366, heightPixels: 768, scale: 1))

    /// 7" resistive single-touch panel (ABS_X/ABS_Y + BTN_TOUCH, resolution 0,
    /// 0...4095) on an 800 x 480 screen configured as 154.08 x 85.92 mm.
    package static let singleTouch = SyntheticTouchscreen(
        name: "Tactile Synthetic Resistive Touchscreen", touchProtocol: .singleTouch,
        xAxis: AbsInfo(minimum: 0, maximum: 4095),
        yAxis: AbsInfo(minimum: 0, maximum: 4095),
        screen: ScreenConfiguration(widthPixels: 800, heightPixels: 480, scale: 1,
                                    physicalWidthMillimetres: 154.08, physicalHeightMillimetres: 85.92))

    /// 13.3" 16:10 panel, protocol B, 10 units/mm (286.5 x 179 mm), on a 2560 x 1600
    /// screen at scale 2 (1280 x 800 pt): points are not pixels.
    package static let highDensity = SyntheticTouchscreen(
        name: "Tactile Synthetic 13.3in HiDPI Touchscreen", touchProtocol: .b(slots: 10),
        xAxis: AbsInfo(minimum: 0, maximum: 2865, resolution: 10),
        yAxis: AbsInfo(minimum: 0, maximum: 1790, resolution: 10),
        screen: ScreenConfiguration(widthPixels: 2560, heightPixels: 1600, scale: 2))

    /// The isotropic panel that also reports each contact's size (`ABS_MT_TOUCH_MAJOR`/`MINOR`,
    /// 0...255 at 2 units/mm: up to 127.5 mm), pressure (`ABS_MT_PRESSURE` 0...255) and tool
    /// type (`ABS_MT_TOOL_TYPE`: finger or palm), as ELAN and Wacom touch panels do.
    package static let contactReporting = SyntheticTouchscreen(
        name: "Tactile Synthetic 15.6in Touchscreen with size, pressure and tool", touchProtocol: .b(slots: 10),
        xAxis: AbsInfo(minimum: 0, maximum: 3440, resolution: 10),
        yAxis: AbsInfo(minimum: 0, maximum: 1935, resolution: 10),
        screen: ScreenConfiguration(widthPixels: 1920, heightPixels: 1080, scale: 1),
        contactAxes: ContactAxes(size: AbsInfo(minimum: 0, maximum: 255, resolution: 2),
                                 pressure: AbsInfo(minimum: 0, maximum: 255), toolType: true))

    /// The touch node of a pen display: the isotropic panel with a vendor:product
    /// (pid.codes' test vendor 1209) that its pen node shares, so Tactile pairs the two.
    package static let penDisplayTouch: SyntheticTouchscreen = {
        var d = SyntheticTouchscreen(
            name: "Tactile Synthetic 15.6in Pen Display Finger", touchProtocol: .b(slots: 10),
            xAxis: AbsInfo(minimum: 0, maximum: 3440, resolution: 10),
            yAxis: AbsInfo(minimum: 0, maximum: 1935, resolution: 10),
            screen: ScreenConfiguration(widthPixels: 1920, heightPixels: 1080, scale: 1))
        d.inputID = InputID(bustype: 0x03, vendor: 0x1209, product: 0x7ac7, version: 1)
        return d
    }()

    /// Every preset, for documentation.
    package static let presets: [SyntheticTouchscreen] = [
        .isotropic, .anisotropic, .resolutionZero, .protocolA, .singleTouch, .highDensity, .contactReporting,
    ]
}
