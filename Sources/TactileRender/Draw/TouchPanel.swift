import TactileCore

/// One touch device: the screen outline to scale with every touch's path, a
/// caption with the sizes, and the time strip.
struct TouchPanel {
    let device: DeviceRecording
    let recording: TraceRecording
    let gestures: [RenderedGesture]
    let axis: TimeAxis

    /// Draws the panel from `top`; returns its height.
    func draw(into doc: inout SVGDocument, top: Double) -> Double {
        let paths = device.touches.paths
        let mapper = CoordinateMapper(device: device.description, screen: recording.screen)
        let sizePoints = recording.screen.sizePoints
        let widthPoints = Swift.max(mapper?.screenWidthPoints ?? sizePoints.width.value, 1)
        let heightPoints = Swift.max(mapper?.screenHeightPoints ?? sizePoints.height.value, 1)

        doc.open("g", ["class": "panel touch-panel", "id": "device-\(device.id)"])
        PanelHeader.draw(name: device.name, info: info(), top: top, into: &doc)

        let screenRect = ScreenRect(x: 0, y: 0, width: widthPoints, height: heightPoints)
        let pictureTop = top + PanelHeader.height + 6
        let pictureBottom: Double
        let pointsPerMillimetre = mapper.map { ($0.pointsPerMillimetre.x + $0.pointsPerMillimetre.y) / 2 }
            ?? widthPoints / Swift.max(recording.screen.sizeMillimetres.width.value, 1e-9)
        let scaleBarViewport: ScreenViewport

        if let region = zoomRegion(screen: screenRect) {
            // Overview of the whole screen on the left, the touched region enlarged on the right.
            let overview = ScreenViewport(region: screenRect, left: RenderMetrics.margin, top: pictureTop,
                                          maxWidth: RenderMetrics.contentWidth * 0.4, maxHeight: 300)
            let detailLeft = RenderMetrics.margin + overview.width + 48
            let detail = ScreenViewport(region: region, left: detailLeft, top: pictureTop,
                                        maxWidth: RenderMetrics.margin + RenderMetrics.contentWidth - detailLeft,
                                        maxHeight: RenderMetrics.pictureMaxHeight * 0.75)
            drawScreen(overview, into: &doc)
            TouchPicture(paths: paths, viewport: overview, lifetime: lifetime).drawOverview(into: &doc)
            let zoom = (x: overview.x(ScreenPoint(x: region.x, y: region.y)), y: overview.y(ScreenPoint(x: region.x, y: region.y)))
            doc.open("g", ["class": "zoom-frame"])
            doc.element("rect", ["x": zoom.x.svg, "y": zoom.y.svg, "width": (region.width * overview.scale).svg,
                                 "height": (region.height * overview.scale).svg, "fill": "none", "stroke": Palette.ink, "stroke-width": "1.2"])
            doc.element("path", ["d": "M\((zoom.x + region.width * overview.scale).svg) \(zoom.y.svg) L\(detail.left.svg) \(detail.top.svg) "
                                    + "M\((zoom.x + region.width * overview.scale).svg) \((zoom.y + region.height * overview.scale).svg) "
                                    + "L\(detail.left.svg) \((detail.top + detail.height).svg)",
                                 "fill": "none", "stroke": Palette.muted, "stroke-width": "0.8", "stroke-dasharray": "3 3"])
            doc.close()
            doc.text("whole screen", x: overview.left, y: overview.top + overview.height + 16, class: "small")
            doc.element("rect", ["class": "detail", "x": detail.left.svg, "y": detail.top.svg, "width": detail.width.svg,
                                 "height": detail.height.svg, "fill": Palette.screenFill, "stroke": Palette.ink, "stroke-width": "1.2"])
            doc.text("enlarged ×" + TextFormat.fixed(detail.scale / overview.scale, decimals: 1) + ": x "
                     + TextFormat.fixed(region.minX, decimals: 0) + "–" + TextFormat.fixed(region.maxX, decimals: 0) + ", y "
                     + TextFormat.fixed(region.minY, decimals: 0) + "–" + TextFormat.fixed(region.maxY, decimals: 0) + " pt",
                     x: detail.left + 4, y: detail.top + 13, class: "small")
            TouchPicture(paths: paths, viewport: detail, lifetime: lifetime).drawFull(into: &doc)
            pictureBottom = Swift.max(overview.top + overview.height + 16, detail.top + detail.height)
            scaleBarViewport = detail
        } else {
            // The screen, scaled to fit and centred.
            var v = ScreenViewport(region: screenRect, left: 0, top: pictureTop,
                                   maxWidth: RenderMetrics.contentWidth, maxHeight: RenderMetrics.pictureMaxHeight)
            v = ScreenViewport(region: screenRect, left: RenderMetrics.margin + (RenderMetrics.contentWidth - v.width) / 2, top: pictureTop,
                               maxWidth: RenderMetrics.contentWidth, maxHeight: RenderMetrics.pictureMaxHeight)
            drawScreen(v, into: &doc)
            if paths.isEmpty {
                doc.text("no touches", x: v.left + v.width / 2, y: v.top + v.height / 2, class: "info", anchor: .middle)
            }
            TouchPicture(paths: paths, viewport: v, lifetime: lifetime).drawFull(into: &doc)
            pictureBottom = v.top + v.height
            scaleBarViewport = v
        }

        // Caption and scale bar.
        let captionTop = pictureBottom + 18
        let lines = caption(mapper: mapper, widthPoints: widthPoints, heightPoints: heightPoints)
        doc.text(lines.screen, x: RenderMetrics.margin, y: captionTop, class: "info")
        doc.text(lines.panel, x: RenderMetrics.margin, y: captionTop + 16, class: "info")
        ScaleBar.draw(unitsPerPixel: 1 / (pointsPerMillimetre * scaleBarViewport.scale), unit: "mm",
                      right: scaleBarViewport.left + scaleBarViewport.width, baseline: captionTop, into: &doc)

        // Time strip.
        var strip = TimeStrip(axis: axis)
        strip.rows = lifetimeRows(paths)
        strip.rows += GestureLane.rows(for: gestures, axis: axis) { g in (recording.seconds(g.start), recording.seconds(g.end)) }
        let stripTop = captionTop + 30
        strip.draw(into: &doc, top: stripTop)
        doc.close()
        return stripTop + strip.height - top
    }

    /// The screen outline with a light quarter grid and its corner coordinates.
    private func drawScreen(_ v: ScreenViewport, into doc: inout SVGDocument) {
        doc.element("rect", ["class": "screen", "x": v.left.svg, "y": v.top.svg, "width": v.width.svg, "height": v.height.svg,
                             "fill": Palette.screenFill, "stroke": Palette.screenStroke, "stroke-width": "1.5"])
        for i in 1..<4 {
            let gx = v.left + v.width * Double(i) / 4, gy = v.top + v.height * Double(i) / 4
            doc.element("line", ["x1": gx.svg, "y1": v.top.svg, "x2": gx.svg, "y2": (v.top + v.height).svg,
                                 "stroke": Palette.faint, "stroke-width": "1"])
            doc.element("line", ["x1": v.left.svg, "y1": gy.svg, "x2": (v.left + v.width).svg, "y2": gy.svg,
                                 "stroke": Palette.faint, "stroke-width": "1"])
        }
        doc.text("0, 0", x: v.left + 4, y: v.top + 13, class: "small")
        doc.text(TextFormat.fixed(v.region.width, decimals: 0) + ", " + TextFormat.fixed(v.region.height, decimals: 0) + " pt",
                 x: v.left + v.width - 4, y: v.top + v.height - 5, class: "small", anchor: .end)
    }

    /// When every touch lies in a small part of the screen: that part, padded and
    /// shaped like the detail view; nil when the whole screen shows them well.
    private func zoomRegion(screen: ScreenRect) -> ScreenRect? {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for path in device.touches.paths {
            for p in path.positions {
                minX = Swift.min(minX, p.x); maxX = Swift.max(maxX, p.x)
                minY = Swift.min(minY, p.y); maxY = Swift.max(maxY, p.y)
            }
        }
        guard minX <= maxX, minY <= maxY else { return nil }
        // Room for markers and labels around the data, and never closer than 1/12 of the screen.
        let pad = Swift.max(screen.width, screen.height) / 40
        var width = Swift.max(maxX - minX + 2 * pad, screen.width / 12)
        var height = Swift.max(maxY - minY + 2 * pad, screen.height / 12)
        guard width <= screen.width * 0.35, height <= screen.height * 0.35 else { return nil }
        // The detail view's shape: what is left beside the overview.
        let overviewWidth = Swift.min(RenderMetrics.contentWidth * 0.4, 300 * screen.width / screen.height)
        let aspect = (RenderMetrics.contentWidth - overviewWidth - 48) / (RenderMetrics.pictureMaxHeight * 0.75)
        if width / height < aspect { width = height * aspect } else { height = width / aspect }
        guard width <= screen.width, height <= screen.height else { return nil }
        let x = ((minX + maxX) / 2 - width / 2).clamped(to: 0...(screen.width - width))
        let y = ((minY + maxY) / 2 - height / 2).clamped(to: 0...(screen.height - height))
        return ScreenRect(x: x, y: y, width: width, height: height)
    }

    private func info() -> String {
        var parts = [device.description.classification.kind.rawValue]
        switch device.description.multitouchProtocol {
        case .b: parts.append("multitouch protocol B, \(device.description.slotCount) slots")
        case .a: parts.append("multitouch protocol A")
        case .none: parts.append("single touch")
        }
        parts.append(TextFormat.count(device.touches.paths.count, "touch", "touches"))
        parts.append(TextFormat.count(device.touches.frameCount, "frame", "frames"))
        if let first = device.touches.firstTime, let last = device.touches.lastTime {
            parts.append(TextFormat.seconds(recording.seconds(last) - recording.seconds(first))
                + " (" + TextFormat.fixed(recording.seconds(first), decimals: 3) + "–" + TextFormat.fixed(recording.seconds(last), decimals: 3) + " s)")
        }
        return "Device \(device.id) · " + parts.joined(separator: " · ")
    }

    private func caption(mapper: CoordinateMapper?, widthPoints: Double, heightPoints: Double) -> (screen: String, panel: String) {
        let screen = recording.screen
        let scaleText = TextFormat.fixed(screen.scale, decimals: screen.scale == screen.scale.rounded() ? 0 : 2)
        let screenLine = "Screen " + TextFormat.fixed(widthPoints, decimals: 0) + " × " + TextFormat.fixed(heightPoints, decimals: 0)
            + " pt (\(screen.widthPixels) × \(screen.heightPixels) px at scale " + scaleText + "), drawn to scale"
        let mm = mapper.map { ($0.physicalWidth.value, $0.physicalHeight.value) }
            ?? (screen.sizeMillimetres.width.value, screen.sizeMillimetres.height.value)
        var panelLine = "Panel " + TextFormat.fixed(mm.0, decimals: 1) + " × " + TextFormat.fixed(mm.1, decimals: 1) + " mm"
        if mapper?.hasDeviceResolution == true {
            panelLine += ", from the axis resolution"
        } else if screen.physicalWidthMillimetres != nil {
            panelLine += ": the device reports no resolution, so the configured screen size"
        } else {
            panelLine += ": the device reports no resolution, so 96 dpi is assumed"
        }
        return (screenLine, panelLine)
    }

    private func lifetime(_ path: TouchPath) -> String {
        let phase = path.terminalPhase.map(\.rawValue) ?? "still down"
        return TextFormat.fixed(recording.seconds(path.began), decimals: 3) + "–"
            + TextFormat.fixed(recording.seconds(path.lastSeen), decimals: 3) + " s, " + phase
            + ", " + TextFormat.count(path.positions.count, "frame", "frames")
    }

    /// One row per touch, or shared rows when there are too many touches to list.
    private func lifetimeRows(_ paths: [TouchPath]) -> [TimeStrip.Row] {
        func bar(_ i: Int, _ path: TouchPath) -> TimeStrip.Item {
            let ending: TimeStrip.Ending
            switch path.terminalPhase {
            case .ended?: ending = .ended
            case .cancelled?: ending = .cancelled
            case nil, .began?, .moved?, .stationary?: ending = .open
            }
            return .bar(start: recording.seconds(path.began), end: recording.seconds(path.lastSeen),
                        colour: Palette.style(at: i).colour, ending: ending,
                        title: "touch \(path.id): " + lifetime(path), cssClass: "lifetime")
        }
        if paths.count <= RenderMetrics.maxTouchRows {
            return paths.enumerated().map { i, path in
                TimeStrip.Row(label: String(path.id), labelColour: Palette.style(at: i).colour, items: [bar(i, path)])
            }
        }
        var packer = LanePacker(gap: 3)
        var rows: [TimeStrip.Row] = []
        for (i, path) in paths.enumerated() {
            let row = packer.row(start: axis.x(recording.seconds(path.began)), end: axis.x(recording.seconds(path.lastSeen)) + 2)
            if row == rows.count { rows.append(TimeStrip.Row(label: row == 0 ? "touches" : "", labelColour: nil, items: [])) }
            rows[row].items.append(bar(i, path))
        }
        return rows
    }
}
