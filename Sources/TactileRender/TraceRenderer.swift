import TactileCore
import TactileGestures
import TactileTrace

/// Draws a trace as an SVG picture a person can read at a glance: per device, the
/// screen outline to scale with each finger's path (own colour, start and end
/// markers, id), or a mouse's summed motion with its clicks; under each, a time
/// strip with every touch's lifetime (or motion, buttons and wheel) and the
/// recognized gestures.
///
/// The output is SVG 1.1, deterministic (same input, same bytes), with
/// coordinates rounded to 0.1 user units.
///
/// ```swift
/// let svg = TraceRenderer.svg(for: trace, screen: trace.metadata.screen ?? .default, title: "scroll.yaml")
/// ```
package enum TraceRenderer {
    /// Replays `trace` through the engine on `screen` (frames only, no recognizers) and draws it.
    /// - Parameters:
    ///   - gestures: drawn in the touch panels' `gestures` lane (see ``RenderedGesture/device``).
    ///   - title: the heading, e.g. the trace's file name.
    package static func svg(for trace: Trace, screen: ScreenConfiguration, gestures: [RenderedGesture] = [],
                           title: String? = nil) -> String {
        // Without recognizers the engine has nothing to validate, so it cannot throw.
        let recording = (try? TraceRecording.replay(trace, screen: screen)) ?? TraceRecording(trace: trace, screen: screen)
        return svg(for: recording, gestures: gestures, title: title)
    }

    /// Replays `trace` through the engine on `screen` with `recognizers` running and
    /// draws it, with the gestures they recognized.
    /// - Throws: the engine's error when the gesture configuration is invalid.
    package static func svg(for trace: Trace, screen: ScreenConfiguration, recognizers: GestureConfiguration,
                           title: String? = nil) throws -> String {
        svg(for: try TraceRecording.replay(trace, screen: screen, gestures: recognizers), title: title)
    }

    /// Draws a recording: its frames and gestures, plus `gestures` given here.
    package static func svg(for recording: TraceRecording, gestures extra: [RenderedGesture] = [], title: String? = nil) -> String {
        let gestures = recording.gestures + extra
        var doc = SVGDocument()
        doc.raw(RenderMetrics.styleSheet)
        doc.element("rect", ["x": "0", "y": "0", "width": RenderMetrics.documentWidth.svg, "height": "100%", "fill": "#FFFFFF"])

        let left = RenderMetrics.margin
        var y = RenderMetrics.margin + 18
        doc.text(title ?? "Trace", x: left, y: y, class: "title")
        y += 22
        doc.text(summary(recording), x: left, y: y, class: "info")
        y += 12
        y += Legend.draw(showsClicks: recording.devices.contains { $0.drawsPointerPanel }, top: y, into: &doc)

        let axis = TimeAxis(duration: recording.durationSeconds,
                            left: left + RenderMetrics.stripGutter, right: left + RenderMetrics.contentWidth - 12)
        for device in recording.devices {
            let own = gestures.filter { $0.device == device.id }
            var drew = false
            if device.drawsTouchPanel {
                let shown = own + gestures.filter { $0.device == nil }
                y += TouchPanel(device: device, recording: recording, gestures: shown, axis: axis).draw(into: &doc, top: y) + 16
                drew = true
            }
            if device.drawsPointerPanel {
                y += PointerPanel(device: device, recording: recording, gestures: device.drawsTouchPanel ? [] : own, axis: axis)
                    .draw(into: &doc, top: y) + 16
                drew = true
            }
            if device.drawsPenPanel {
                y += PenPanel(device: device, recording: recording).draw(into: &doc, top: y) + 16
                drew = true
            }
            if !drew {
                let c = device.description.classification
                PanelHeader.draw(name: device.name,
                                 info: "Device \(device.id) · \(c.kind.rawValue): \(c.reason) · "
                                    + TextFormat.count(device.frameCount, "frame", "frames"), top: y, into: &doc)
                y += PanelHeader.height + 16
            }
        }
        if recording.devices.isEmpty {
            doc.text("The trace has no devices.", x: left, y: y + 20, class: "info")
            y += 40
        }
        return doc.finish(width: RenderMetrics.documentWidth, height: (y + RenderMetrics.margin - 16).rounded(.up))
    }

    private static func summary(_ recording: TraceRecording) -> String {
        let touches = recording.devices.reduce(0) { $0 + $1.touches.paths.count }
        let clicks = recording.devices.reduce(0) { $0 + $1.pointer.path.clicks.count }
        var parts = [TextFormat.count(recording.devices.count, "device", "devices"),
                     TextFormat.seconds(recording.durationSeconds),
                     TextFormat.count(touches, "touch", "touches")]
        if recording.devices.contains(where: { $0.drawsPointerPanel }) {
            parts.append(TextFormat.count(clicks, "click", "clicks"))
        }
        return parts.joined(separator: " · ")
    }
}
