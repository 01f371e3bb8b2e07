import TactileCore

/// One relative pointing device: its motion summed into a path, clicks marked
/// and labelled with their button, and the time strip (motion, buttons, wheel).
struct PointerPanel {
    let device: DeviceRecording
    let recording: TraceRecording
    let gestures: [RenderedGesture]
    let axis: TimeAxis

    /// Motion colour; buttons take the colours after it.
    static let motionColour = Palette.colours[0]

    static func colour(ofButton name: String) -> String {
        let index = ButtonSet.named.firstIndex { $0.1 == name } ?? 0
        return Palette.colours[1 + index % (Palette.colours.count - 1)]
    }

    /// Draws the panel from `top`; returns its height.
    func draw(into doc: inout SVGDocument, top: Double) -> Double {
        let path = device.pointer.finishedPath
        doc.open("g", ["class": "panel pointer-panel", "id": "device-\(device.id)"])
        PanelHeader.draw(name: device.name, info: info(path), top: top, into: &doc)

        // Fit the extent of the motion (and the start) into the picture box.
        var minX = 0.0, maxX = 0.0, minY = 0.0, maxY = 0.0
        for s in path.samples {
            minX = Swift.min(minX, s.position.x); maxX = Swift.max(maxX, s.position.x)
            minY = Swift.min(minY, s.position.y); maxY = Swift.max(maxY, s.position.y)
        }
        let extentX = Swift.max(maxX - minX, 1), extentY = Swift.max(maxY - minY, 1)
        let padding = 28.0
        let scale = Swift.min((RenderMetrics.contentWidth - 2 * padding) / extentX,
                              (RenderMetrics.pointerPictureMaxHeight - 2 * padding) / extentY, 10)
        let width = extentX * scale + 2 * padding, height = extentY * scale + 2 * padding
        let left = RenderMetrics.margin + (RenderMetrics.contentWidth - width) / 2
        let pictureTop = top + PanelHeader.height + 6
        func x(_ p: DevicePoint) -> Double { left + padding + (p.x - minX) * scale }
        func y(_ p: DevicePoint) -> Double { pictureTop + padding + (p.y - minY) * scale }

        doc.element("rect", ["class": "motion-extent", "x": left.svg, "y": pictureTop.svg, "width": width.svg, "height": height.svg,
                             "fill": Palette.screenFill, "stroke": Palette.screenStroke, "stroke-width": "1", "stroke-dasharray": "5 4"])
        if path.samples.isEmpty {
            doc.text("no motion", x: left + width / 2, y: pictureTop + height / 2, class: "info", anchor: .middle)
        }

        doc.open("g", ["class": "pointer", "id": "pointer-\(device.id)"])
        doc.element("title", [:], text: "pointer of device \(device.id): " + TextFormat.count(path.samples.count, "frame", "frames"))
        var d = SVGPathData()
        d.move(x: x(.zero), y: y(.zero))
        for s in path.samples { d.line(x: x(s.position), y: y(s.position)) }
        doc.element("path", ["class": "pointer-path", "d": d.text, "fill": "none", "stroke": Self.motionColour,
                             "stroke-width": "2", "stroke-linejoin": "round", "stroke-linecap": "round", "stroke-opacity": "0.9"])
        // Drags: motion with a button held, over the plain path in the button's colour.
        var previous = DevicePoint.zero
        var drag: SVGPathData?
        var dragColour = ""
        func flushDrag(into doc: inout SVGDocument) {
            if let run = drag, run.pointCount > 1 {
                doc.element("path", ["class": "drag-path", "d": run.text, "fill": "none", "stroke": dragColour,
                                     "stroke-width": "4", "stroke-linejoin": "round", "stroke-linecap": "round"])
            }
            drag = nil
        }
        for s in path.samples {
            if let held = s.buttons.names.first {
                let colour = Self.colour(ofButton: held)
                if drag == nil || colour != dragColour {
                    flushDrag(into: &doc)
                    dragColour = colour
                    drag = SVGPathData()
                    drag!.move(x: x(previous), y: y(previous))
                }
                drag!.line(x: x(s.position), y: y(s.position))
            } else {
                flushDrag(into: &doc)
            }
            previous = s.position
        }
        flushDrag(into: &doc)
        let end = path.samples.last?.position ?? .zero
        MarkerShapes.ended(x: x(end), y: y(end), colour: Self.motionColour, into: &doc)
        MarkerShapes.start(x: x(.zero), y: y(.zero), colour: Self.motionColour, into: &doc)
        doc.close()

        // Clicks, then their labels on top.
        var labels = LabelPlacer(bounds: .init(x: left, y: pictureTop, width: width, height: height))
        for p in [DevicePoint.zero, end] {
            labels.reserve(.init(x: x(p) - 9, y: y(p) - 9, width: 18, height: 18))
        }
        for c in path.clicks { labels.reserve(.init(x: x(c.position) - 7, y: y(c.position) - 7, width: 14, height: 14)) }
        doc.open("g", ["class": "clicks"])
        for c in path.clicks {
            doc.open("g", ["class": "click-group"])
            doc.element("title", [:], text: "\(c.button) button pressed at " + TextFormat.fixed(recording.seconds(c.time), decimals: 3) + " s")
            MarkerShapes.click(x: x(c.position), y: y(c.position), colour: Self.colour(ofButton: c.button), into: &doc)
            doc.close()
        }
        for c in path.clicks {
            let text = c.button
            let place = labels.place(nearX: x(c.position), y: y(c.position), width: TextFormat.width(of: text, fontSize: RenderMetrics.labelSize),
                                     height: RenderMetrics.labelSize + 2, distance: 9)
            doc.text(text, x: place.x, y: place.y, class: "click-label", anchor: place.anchor, fill: Self.colour(ofButton: c.button))
        }
        doc.close()

        let captionTop = pictureTop + height + 18
        let caption = "Relative motion in device counts before acceleration, summed from the start: "
            + TextFormat.fixed(maxX - minX, decimals: 0) + " × " + TextFormat.fixed(maxY - minY, decimals: 0) + " counts"
        let key = "● start, ○ end; thick: moved with a button held (drag); ◆ button press, labelled with the button"
        doc.text(caption, x: RenderMetrics.margin, y: captionTop, class: "info")
        doc.text(key, x: RenderMetrics.margin, y: captionTop + 16, class: "info")
        ScaleBar.draw(unitsPerPixel: 1 / scale, unit: "counts",
                      right: ScaleBar.right(picture: left + width, caption: caption.count > key.count ? caption : key, barMax: 160),
                      baseline: captionTop, into: &doc)

        var strip = TimeStrip(axis: axis)
        strip.rows = PointerStripRows.rows(for: path, recording: recording)
        strip.rows += GestureLane.rows(for: gestures, axis: axis) { g in (recording.seconds(g.start), recording.seconds(g.end)) }
        let stripTop = captionTop + 30
        strip.draw(into: &doc, top: stripTop)
        doc.close()
        return stripTop + strip.height - top
    }

    private func info(_ path: PointerPath) -> String {
        var parts = [device.description.classification.kind.rawValue]
        parts.append(TextFormat.count(device.pointer.frameCount, "frame", "frames"))
        var clicks = TextFormat.count(path.clicks.count, "click", "clicks")
        let perButton = ButtonSet.named.compactMap { _, name -> String? in
            let n = path.clicks.filter { $0.button == name }.count
            return n > 0 ? "\(n) \(name)" : nil
        }
        if !perButton.isEmpty { clicks += " (" + perButton.joined(separator: ", ") + ")" }
        parts.append(clicks)
        parts.append(TextFormat.count(path.wheel.count, "wheel step", "wheel steps"))
        if let first = device.pointer.firstTime, let last = device.pointer.lastTime {
            parts.append(TextFormat.seconds(recording.seconds(last) - recording.seconds(first))
                + " (" + TextFormat.fixed(recording.seconds(first), decimals: 3) + "–" + TextFormat.fixed(recording.seconds(last), decimals: 3) + " s)")
        }
        return "Device \(device.id) · " + parts.joined(separator: " · ")
    }
}
