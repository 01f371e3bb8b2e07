/// The mice of the generated corpus: the same hand movement at three sensor resolutions.
extension SyntheticMouse {
    /// 400 DPI office mouse, 125 Hz, wheel in detents only.
    package static let dpi400 = SyntheticMouse(
        name: "Tactile Synthetic Mouse 400 DPI", dotsPerInch: 400, pollingRateHertz: 125, wheel: .detents)
    /// 1000 DPI mouse, 1000 Hz, plain wheel reported with `REL_WHEEL_HI_RES` (120 per detent).
    package static let dpi1000 = SyntheticMouse(
        name: "Tactile Synthetic Mouse 1000 DPI", dotsPerInch: 1000, pollingRateHertz: 1000,
        wheel: .highResolution(stepsPerDetent: 1))
    /// 1600 DPI mouse, 500 Hz, free-spinning high-resolution wheel (8 steps per detent,
    /// 15 hi-res units each) and a horizontal wheel.
    package static let dpi1600 = SyntheticMouse(
        name: "Tactile Synthetic Mouse 1600 DPI", dotsPerInch: 1600, pollingRateHertz: 500,
        wheel: .highResolution(stepsPerDetent: 8), hasHorizontalWheel: true)

    package static let presets: [SyntheticMouse] = [.dpi400, .dpi1000, .dpi1600]
}
