import TactileCore

/// Where a region of the screen (in points) appears in the drawing: a uniform
/// scale, so distances keep their proportions.
struct ScreenViewport {
    /// The region shown, in screen points.
    let region: ScreenRect
    /// Top-left corner of the drawn region, in user units.
    let left: Double
    let top: Double
    /// User units per point.
    let scale: Double

    var width: Double { region.width * scale }
    var height: Double { region.height * scale }

    /// The largest scale that fits `region` into `maxWidth` x `maxHeight` user units.
    init(region: ScreenRect, left: Double, top: Double, maxWidth: Double, maxHeight: Double) {
        self.region = region
        self.left = left
        self.top = top
        scale = Swift.min(maxWidth / Swift.max(region.width, 1e-9), maxHeight / Swift.max(region.height, 1e-9))
    }

    func x(_ p: ScreenPoint) -> Double { left + (p.x - region.x) * scale }
    func y(_ p: ScreenPoint) -> Double { top + (p.y - region.y) * scale }

    /// The box for ``LabelPlacer``.
    var box: LabelPlacer.Box { .init(x: left, y: top, width: width, height: height) }
}
