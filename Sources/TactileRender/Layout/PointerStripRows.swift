import TactileCore

/// The time strip rows of a pointer panel.
enum PointerStripRows {
    /// `motion` (runs of frames that moved), one row per button used, `wheel`.
    static func rows(for path: PointerPath, recording: TraceRecording) -> [TimeStrip.Row] {
        var rows: [TimeStrip.Row] = []
        // Motion runs: frames with motion less than 100 ms apart belong together.
        var motion: [TimeStrip.Item] = []
        var run: (start: Double, end: Double)?
        var previous = DevicePoint.zero
        func closeRun() {
            if let r = run {
                motion.append(.bar(start: r.start, end: r.end, colour: PointerPanel.motionColour, ending: .ended,
                                   title: "motion " + TextFormat.fixed(r.start, decimals: 3) + "–" + TextFormat.fixed(r.end, decimals: 3) + " s",
                                   cssClass: "motion"))
            }
            run = nil
        }
        for s in path.samples {
            let moved = s.position != previous
            previous = s.position
            guard moved else { continue }
            let t = recording.seconds(s.time)
            if let r = run, t - r.end <= 0.1 { run!.end = t } else { closeRun(); run = (t, t) }
        }
        closeRun()
        rows.append(TimeStrip.Row(label: "motion", labelColour: PointerPanel.motionColour, items: motion))
        for (_, name) in ButtonSet.named {
            let holds = path.holds.filter { $0.button == name }
            guard !holds.isEmpty else { continue }
            let colour = PointerPanel.colour(ofButton: name)
            rows.append(TimeStrip.Row(label: name, labelColour: colour, items: holds.map { h in
                .bar(start: recording.seconds(h.start), end: recording.seconds(h.end), colour: colour, ending: h.released ? .ended : .open,
                     title: "\(name) held " + TextFormat.fixed(recording.seconds(h.start), decimals: 3) + "–"
                        + TextFormat.fixed(recording.seconds(h.end), decimals: 3) + " s", cssClass: "hold")
            }))
        }
        if !path.wheel.isEmpty {
            rows.append(TimeStrip.Row(label: "wheel", labelColour: Palette.muted, items: path.wheel.map { w in
                let value = w.delta.vertical != 0 ? w.delta.vertical : w.delta.horizontal
                let axisName = w.delta.vertical != 0 ? "vertical" : "horizontal"
                return .marker(at: recording.seconds(w.time), colour: Palette.muted, shape: value > 0 ? .triangleUp : .triangleDown,
                               text: nil, title: "wheel \(axisName) " + TextFormat.fixed(value, decimals: 2) + " detents at "
                                + TextFormat.fixed(recording.seconds(w.time), decimals: 3) + " s")
            }))
        }
        return rows
    }
}
