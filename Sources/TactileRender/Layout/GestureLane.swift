/// The `gestures` rows of a time strip: intervals for continuous gestures,
/// diamonds for discrete ones, packed so that neither bars nor their text overlap.
enum GestureLane {
    /// - Parameter seconds: converts a gesture time to seconds on the axis.
    static func rows(for gestures: [RenderedGesture], axis: TimeAxis,
                     seconds: (RenderedGesture) -> (start: Double, end: Double)) -> [TimeStrip.Row] {
        guard !gestures.isEmpty else { return [] }
        // One colour per gesture name, in order of first appearance.
        var names: [String] = []
        var packer = LanePacker(gap: 6)
        var rows: [TimeStrip.Row] = []
        let ordered = gestures.enumerated().sorted {
            ($0.element.start, $0.offset) < ($1.element.start, $1.offset)
        }.map(\.element)
        for g in ordered {
            if !names.contains(g.name) { names.append(g.name) }
            let colour = Palette.style(at: names.firstIndex(of: g.name)!).colour
            let (start, end) = seconds(g)
            let text = g.text + suffix(g.outcome)
            let title = "\(g.name) \(g.outcome.rawValue) " + TextFormat.fixed(start, decimals: 3)
                + (g.outcome == .recognized ? " s" : "–" + TextFormat.fixed(end, decimals: 3) + " s")
                + (g.label.isEmpty ? "" : ": " + g.label)
            let x0 = axis.x(start)
            let item: TimeStrip.Item
            let extentEnd: Double
            switch g.outcome {
            case .recognized:
                item = .marker(at: start, colour: colour, shape: .diamond, text: text, title: title)
                extentEnd = x0 + 9 + TextFormat.width(of: text, fontSize: RenderMetrics.labelSize)
            case .ended, .cancelled, .unfinished:
                let ending: TimeStrip.Ending = g.outcome == .ended ? .ended : (g.outcome == .cancelled ? .cancelled : .open)
                item = .interval(start: start, end: end, colour: colour, ending: ending, text: text, title: title)
                let x1 = Swift.max(axis.x(end), x0 + 2)
                let textWidth = TextFormat.width(of: text, fontSize: RenderMetrics.labelSize)
                extentEnd = textWidth + 8 <= x1 - x0 ? x1 : x1 + 5 + textWidth
            }
            let row = packer.row(start: x0 - 6, end: extentEnd)
            if row == rows.count { rows.append(TimeStrip.Row(label: row == 0 ? "gestures" : "", labelColour: nil, items: [])) }
            rows[row].items.append(item)
        }
        return rows
    }

    private static func suffix(_ outcome: RenderedGesture.Outcome) -> String {
        switch outcome {
        case .recognized, .ended: return ""
        case .cancelled: return " (cancelled)"
        case .unfinished: return " (unfinished)"
        }
    }
}
