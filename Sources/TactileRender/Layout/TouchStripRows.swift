/// The time strip rows of a touch panel: each touch's lifetime as a bar in its colour.
enum TouchStripRows {
    /// One row per touch, or shared rows when there are too many touches to list.
    static func rows(for paths: [TouchPath], axis: TimeAxis, recording: TraceRecording) -> [TimeStrip.Row] {
        func bar(_ i: Int, _ path: TouchPath) -> TimeStrip.Item {
            let ending: TimeStrip.Ending
            switch path.terminalPhase {
            case .ended?: ending = .ended
            case .cancelled?: ending = .cancelled
            case nil, .began?, .moved?, .stationary?: ending = .open
            }
            return .bar(start: recording.seconds(path.began), end: recording.seconds(path.lastSeen),
                        colour: Palette.style(at: i).colour, ending: ending,
                        title: "touch \(path.id): " + recording.lifetime(of: path), cssClass: "lifetime")
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
