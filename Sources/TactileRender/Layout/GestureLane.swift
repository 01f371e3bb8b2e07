/// The `gestures` rows of a time strip: intervals for continuous gestures,
/// diamonds for discrete ones, packed so that neither bars nor their text overlap.
enum GestureLane {
    /// - Parameter seconds: converts a gesture time to seconds on the axis.
    static func rows(for gestures: [RenderedGesture], axis: TimeAxis,
                     seconds: (RenderedGesture) -> (start: Double, end: Double)) -> [TimeStrip.Row] {
        guard !gestures.isEmpty else { return [] }
        var packer = LanePacker(gap: 6)
        var rows: [TimeStrip.Row] = []
        let ordered = gestures.enumerated().sorted {
            ($0.element.start, $0.offset) < ($1.element.start, $1.offset)
        }.map(\.element)
        for g in ordered {
            // One neutral colour: touch colours here would suggest a link to that touch.
            let colour = Palette.gesture
            let (start, end) = seconds(g)
            let text = g.text + suffix(g.outcome)
            let title = "\(g.name) \(g.outcome.rawValue) " + TextFormat.fixed(start, decimals: 3)
                + (g.outcome == .recognized ? " s" : "–" + TextFormat.fixed(end, decimals: 3) + " s")
                + (g.details.isEmpty ? "" : ": " + g.details)
            let x0 = axis.x(start)
            let item: TimeStrip.Item
            let extent: ClosedRange<Double>
            switch g.outcome {
            case .recognized:
                item = .marker(at: start, colour: colour, shape: .diamond, text: text, title: title)
                extent = TimeStrip.textSpot(start: x0 - 9, end: x0 + 9, text: text, axis: axis, fitsInside: false).extent
            case .ended, .cancelled, .unfinished:
                let ending: TimeStrip.Ending = g.outcome == .ended ? .ended : (g.outcome == .cancelled ? .cancelled : .open)
                item = .interval(start: start, end: end, colour: colour, ending: ending, text: text, title: title)
                extent = TimeStrip.textSpot(start: x0, end: Swift.max(axis.x(end), x0 + 2), text: text, axis: axis).extent
            }
            let row = packer.row(start: extent.lowerBound, end: extent.upperBound)
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
