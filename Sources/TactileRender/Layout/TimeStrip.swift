/// A time strip: labelled rows of bars and markers over a shared time axis,
/// drawn under a panel's picture.
///
/// ```
///  1000001 |■■■■■■■■■■■■■          |
///  1000002 |   ■■■■■■■■■■■■■■■■■■  |
/// gestures |   [pan ·······]  ◆ tap|
///          0     0.2    0.4    0.6 s
/// ```
struct TimeStrip {
    enum Ending: Equatable {
        /// Ended normally: a plain bar.
        case ended
        /// Cancelled: a cross at the end.
        case cancelled
        /// Still going when the recording stopped: no right edge mark.
        case open
    }

    enum Shape: Equatable {
        case diamond, triangleUp, triangleDown
    }

    enum Item {
        /// A filled interval (touch lifetime, button hold).
        case bar(start: Double, end: Double, colour: String, ending: Ending, title: String, cssClass: String)
        /// An outlined interval with text (a continuous gesture). Dashed when cancelled.
        case interval(start: Double, end: Double, colour: String, ending: Ending, text: String, title: String)
        /// An instant (discrete gesture, wheel step), optional text to its right.
        case marker(at: Double, colour: String, shape: Shape, text: String?, title: String)
    }

    struct Row {
        var label: String
        var labelColour: String?
        var items: [Item]
    }

    let axis: TimeAxis
    var rows: [Row] = []

    init(axis: TimeAxis) { self.axis = axis }

    /// Height the strip takes when drawn.
    var height: Double {
        20 + Double(rows.count) * RenderMetrics.stripRowHeight + 34
    }

    /// Draws the strip with its top at `top`.
    func draw(into doc: inout SVGDocument, top: Double) {
        let rowsTop = top + 20
        let rowsBottom = rowsTop + Double(rows.count) * RenderMetrics.stripRowHeight
        doc.open("g", ["class": "time-strip"])
        doc.text("Timeline", x: axis.left - RenderMetrics.stripGutter, y: top + 12, class: "info")
        doc.text("seconds since the trace's first event", x: axis.right, y: top + 12, class: "small", anchor: .end)

        // Grid first, so everything else is on top of it.
        let ticks = axis.ticks()
        for tick in ticks {
            let x = axis.x(tick.seconds)
            doc.element("line", ["x1": x.svg, "y1": rowsTop.svg, "x2": x.svg, "y2": (rowsBottom + 4).svg,
                                 "stroke": Palette.faint, "stroke-width": "1"])
        }
        for (i, row) in rows.enumerated() {
            let y = rowsTop + Double(i) * RenderMetrics.stripRowHeight
            if i % 2 == 1 {
                doc.element("rect", ["x": axis.left.svg, "y": y.svg, "width": (axis.right - axis.left).svg,
                                     "height": RenderMetrics.stripRowHeight.svg, "fill": "#000000", "fill-opacity": "0.03"])
            }
            if !row.label.isEmpty {
                doc.text(row.label, x: axis.left - 8, y: y + 12, class: "row", anchor: .end, fill: row.labelColour)
            }
            for item in row.items { draw(item, rowTop: y, into: &doc) }
        }
        // Axis.
        doc.element("line", ["x1": axis.left.svg, "y1": (rowsBottom + 4).svg, "x2": axis.right.svg, "y2": (rowsBottom + 4).svg,
                             "stroke": Palette.muted, "stroke-width": "1"])
        for tick in ticks {
            let x = axis.x(tick.seconds)
            doc.element("line", ["x1": x.svg, "y1": (rowsBottom + 4).svg, "x2": x.svg, "y2": (rowsBottom + 9).svg,
                                 "stroke": Palette.muted, "stroke-width": "1"])
            doc.text(tick.label, x: x, y: rowsBottom + 22, class: "axis", anchor: .middle)
        }
        doc.close()
    }

    private func draw(_ item: Item, rowTop: Double, into doc: inout SVGDocument) {
        let barTop = rowTop + (RenderMetrics.stripRowHeight - RenderMetrics.stripBarHeight) / 2
        let barHeight = RenderMetrics.stripBarHeight
        switch item {
        case .bar(let start, let end, let colour, let ending, let title, let cssClass):
            let x0 = axis.x(start), x1 = Swift.max(axis.x(end), x0 + 2)
            doc.open("rect", ["class": cssClass, "x": x0.svg, "y": barTop.svg, "width": (x1 - x0).svg,
                              "height": barHeight.svg, "fill": colour, "fill-opacity": "0.85"])
            doc.element("title", [:], text: title)
            doc.close()
            if ending == .cancelled { drawCross(x: x1, y: barTop + barHeight / 2, colour: colour, into: &doc) }
        case .interval(let start, let end, let colour, let ending, let text, let title):
            let x0 = axis.x(start), x1 = Swift.max(axis.x(end), x0 + 2)
            doc.open("g", ["class": "gesture"])
            doc.element("title", [:], text: title)
            doc.element("rect", ["x": x0.svg, "y": (rowTop + 2).svg, "width": (x1 - x0).svg,
                                 "height": (RenderMetrics.stripRowHeight - 4).svg, "rx": "3",
                                 "fill": colour, "fill-opacity": "0.18", "stroke": colour, "stroke-width": "1.5",
                                 "stroke-dasharray": ending == .cancelled ? "4 3" : ""])
            if ending == .cancelled { drawCross(x: x1, y: rowTop + RenderMetrics.stripRowHeight / 2, colour: colour, into: &doc) }
            let spot = Self.textSpot(start: x0, end: x1, text: text, axis: axis)
            doc.text(text, x: spot.x, y: rowTop + 12, class: "gesture-text", anchor: spot.anchor)
            doc.close()
        case .marker(let at, let colour, let shape, let text, let title):
            let x = axis.x(at), cy = rowTop + RenderMetrics.stripRowHeight / 2
            doc.open("g", ["class": "gesture-marker"])
            doc.element("title", [:], text: title)
            let d: String
            switch shape {
            case .diamond: d = "M\(x.svg) \((cy - 6).svg) L\((x + 6).svg) \(cy.svg) L\(x.svg) \((cy + 6).svg) L\((x - 6).svg) \(cy.svg) Z"
            case .triangleUp: d = "M\(x.svg) \((cy - 5).svg) L\((x + 4.5).svg) \((cy + 4).svg) L\((x - 4.5).svg) \((cy + 4).svg) Z"
            case .triangleDown: d = "M\(x.svg) \((cy + 5).svg) L\((x + 4.5).svg) \((cy - 4).svg) L\((x - 4.5).svg) \((cy - 4).svg) Z"
            }
            doc.element("path", ["d": d, "fill": colour, "stroke": "#FFFFFF", "stroke-width": "1"])
            if let text {
                let spot = Self.textSpot(start: x - 9, end: x + 9, text: text, axis: axis, fitsInside: false)
                doc.text(text, x: spot.x, y: rowTop + 12, class: "gesture-text", anchor: spot.anchor)
            }
            doc.close()
        }
    }

    /// Where the text of an item spanning `start...end` goes: inside when it fits
    /// (and `fitsInside`), else after it, else before it when it would run past the
    /// strip's right end. `extent` is everything the item covers, for packing rows.
    static func textSpot(start: Double, end: Double, text: String, axis: TimeAxis, fitsInside: Bool = true)
        -> (x: Double, anchor: SVGDocument.TextAnchor, extent: ClosedRange<Double>)
    {
        let width = TextFormat.width(of: text, fontSize: RenderMetrics.labelSize)
        if fitsInside && width + 8 <= end - start { return (start + 4, .start, start...end) }
        if end + 5 + width <= axis.right + 20 { return (end + 5, .start, start...(end + 5 + width)) }
        return (start - 5, .end, (start - 5 - width)...end)
    }

    private func drawCross(x: Double, y: Double, colour: String, into doc: inout SVGDocument) {
        let r = 4.0
        doc.element("path", ["d": "M\((x - r).svg) \((y - r).svg) L\((x + r).svg) \((y + r).svg) M\((x - r).svg) \((y + r).svg) L\((x + r).svg) \((y - r).svg)",
                             "stroke": colour, "stroke-width": "2", "fill": "none"])
    }
}
