/// Builds the `d` attribute of a polyline path in user units, rounded to 0.1.
///
/// Points that round to the same place as the previous one are dropped, so a
/// finger resting still does not bloat the file.
struct SVGPathData {
    private(set) var text = ""
    private var last: (x: String, y: String)?
    /// Number of distinct points written.
    private(set) var pointCount = 0

    /// Starts a new subpath at (`x`, `y`).
    mutating func move(x: Double, y: Double) {
        let p = (x.svg, y.svg)
        if !text.isEmpty { text += " " }
        text += "M" + p.0 + " " + p.1
        last = p
        pointCount += 1
    }

    /// A straight segment to (`x`, `y`); starts a subpath if there is none.
    mutating func line(x: Double, y: Double) {
        guard let last else { move(x: x, y: y); return }
        let p = (x.svg, y.svg)
        if p == last { return }
        text += " L" + p.0 + " " + p.1
        self.last = p
        pointCount += 1
    }
}
