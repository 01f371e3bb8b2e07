import TactileCore

/// Draws touch paths into a ``ScreenViewport``: the full version (groups with
/// markers, one per touch, and id labels) or the thin overview version used
/// beside a zoomed detail.
struct TouchPicture {
    let paths: [TouchPath]
    let viewport: ScreenViewport
    /// For the tooltips' times.
    let recording: TraceRecording

    /// Every touch with its markers, and labels on top.
    func drawFull(into doc: inout SVGDocument) {
        let v = viewport
        var labels = LabelPlacer(bounds: v.box)
        let r = MarkerShapes.endRadius + 1
        for path in paths {
            guard let first = path.positions.first, let last = path.positions.last else { continue }
            labels.reserve(.init(x: v.x(first) - r, y: v.y(first) - r, width: 2 * r, height: 2 * r))
            labels.reserve(.init(x: v.x(last) - r, y: v.y(last) - r, width: 2 * r, height: 2 * r))
            // Keep labels off the lines too: a small box every few units along the path.
            var previous = (x: -Double.infinity, y: -Double.infinity)
            for p in path.positions {
                let (x, y) = (v.x(p), v.y(p))
                guard abs(x - previous.x) + abs(y - previous.y) >= 5 else { continue }
                labels.reserve(.init(x: x - 3, y: y - 3, width: 6, height: 6))
                previous = (x, y)
            }
        }
        for (i, path) in paths.enumerated() {
            let style = Palette.style(at: i)
            doc.open("g", ["class": "touch", "id": "touch-\(path.id)"])
            doc.element("title", [:], text: "touch \(path.id): " + recording.lifetime(of: path))
            doc.element("path", ["class": "touch-path", "d": pathData(path), "fill": "none", "stroke": style.colour,
                                 "stroke-width": "2.5", "stroke-linejoin": "round", "stroke-linecap": "round",
                                 "stroke-dasharray": style.dash ?? ""])
            if let first = path.positions.first, let last = path.positions.last {
                let (x1, y1) = (v.x(last), v.y(last))
                switch path.terminalPhase {
                case .ended?: MarkerShapes.ended(x: x1, y: y1, colour: style.colour, into: &doc)
                case .cancelled?: MarkerShapes.cancelled(x: x1, y: y1, colour: style.colour, into: &doc)
                case nil, .began?, .moved?, .stationary?: MarkerShapes.open(x: x1, y: y1, colour: style.colour, into: &doc)
                }
                MarkerShapes.start(x: v.x(first), y: v.y(first), colour: style.colour, into: &doc)
            }
            doc.close()
        }
        // Labels last, so no path covers them.
        doc.open("g", ["class": "touch-labels"])
        for (i, path) in paths.enumerated() {
            guard let first = path.positions.first else { continue }
            let text = String(path.id)
            let place = labels.place(nearX: v.x(first), y: v.y(first), width: TextFormat.width(of: text, fontSize: RenderMetrics.labelSize),
                                     height: RenderMetrics.labelSize + 2, distance: MarkerShapes.endRadius + 2)
            doc.text(text, x: place.x, y: place.y, class: "touch-label", anchor: place.anchor, fill: Palette.style(at: i).colour)
        }
        doc.close()
    }

    /// Thin paths and small start dots, no labels.
    func drawOverview(into doc: inout SVGDocument) {
        doc.open("g", ["class": "overview"])
        for (i, path) in paths.enumerated() {
            let colour = Palette.style(at: i).colour
            doc.element("path", ["class": "overview-path", "d": pathData(path), "fill": "none", "stroke": colour,
                                 "stroke-width": "1.5", "stroke-linejoin": "round", "stroke-linecap": "round"])
            if let first = path.positions.first {
                doc.element("circle", ["cx": viewport.x(first).svg, "cy": viewport.y(first).svg, "r": "2.5", "fill": colour])
            }
        }
        doc.close()
    }

    private func pathData(_ path: TouchPath) -> String {
        var d = SVGPathData()
        for p in path.positions { d.line(x: viewport.x(p), y: viewport.y(p)) }
        return d.text
    }
}
