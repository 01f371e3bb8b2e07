/// Puts short labels next to points without overlapping labels already placed.
///
/// Tries positions around the point in a fixed order (so output is
/// deterministic) and keeps the first one that fits inside `bounds` and clear of
/// earlier labels; if none fits, the first position is used anyway.
struct LabelPlacer {
    struct Box {
        var x: Double, y: Double, width: Double, height: Double
        func overlaps(_ o: Box) -> Bool {
            x < o.x + o.width && o.x < x + width && y < o.y + o.height && o.y < y + height
        }
    }

    /// Where to draw: the text's anchor point (baseline) and anchor.
    struct Placement {
        var x: Double
        var y: Double
        var anchor: SVGDocument.TextAnchor
    }

    let bounds: Box
    private(set) var placed: [Box] = []

    init(bounds: Box) { self.bounds = bounds }

    /// Keeps `box` free (a marker, a caption) for labels placed later.
    mutating func reserve(_ box: Box) { placed.append(box) }

    /// A place for a label `width` wide and `height` tall near (`x`, `y`), at
    /// least `distance` away from the point.
    mutating func place(nearX x: Double, y: Double, width: Double, height: Double, distance: Double) -> Placement {
        let ascent = height * 0.8
        var candidates: [Placement] = [
            Placement(x: x + distance, y: y - distance * 0.6, anchor: .start),
            Placement(x: x + distance, y: y + distance * 0.6 + ascent, anchor: .start),
            Placement(x: x - distance, y: y - distance * 0.6, anchor: .end),
            Placement(x: x - distance, y: y + distance * 0.6 + ascent, anchor: .end),
        ]
        // Further out, stacking upwards and downwards, right side first.
        for k in 1...6 {
            let dy = Double(k) * height
            candidates.append(Placement(x: x + distance, y: y - distance * 0.6 - dy, anchor: .start))
            candidates.append(Placement(x: x + distance, y: y + distance * 0.6 + ascent + dy, anchor: .start))
            candidates.append(Placement(x: x - distance, y: y - distance * 0.6 - dy, anchor: .end))
            candidates.append(Placement(x: x - distance, y: y + distance * 0.6 + ascent + dy, anchor: .end))
        }
        for c in candidates {
            let box = self.box(for: c, width: width, height: height)
            if inside(box) && !placed.contains(where: { $0.overlaps(box) }) {
                placed.append(box)
                return c
            }
        }
        // Nothing fits: prefer a spot inside the bounds, even if it overlaps.
        let fallback = candidates.first { inside(box(for: $0, width: width, height: height)) } ?? candidates[0]
        placed.append(box(for: fallback, width: width, height: height))
        return fallback
    }

    private func box(for p: Placement, width: Double, height: Double) -> Box {
        let left: Double
        switch p.anchor {
        case .start: left = p.x
        case .middle: left = p.x - width / 2
        case .end: left = p.x - width
        }
        return Box(x: left, y: p.y - height * 0.8, width: width, height: height)
    }

    private func inside(_ b: Box) -> Bool {
        b.x >= bounds.x && b.y >= bounds.y && b.x + b.width <= bounds.x + bounds.width
            && b.y + b.height <= bounds.y + bounds.height
    }
}
