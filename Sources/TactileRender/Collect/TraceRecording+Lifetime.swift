extension TraceRecording {
    /// A touch's life for tooltips: `0.000–0.755 s, ended, 98 frames` (seconds since ``origin``).
    func lifetime(of path: TouchPath) -> String {
        let phase = path.terminalPhase.map(\.rawValue) ?? "still down"
        return TextFormat.fixed(seconds(path.began), decimals: 3) + "–"
            + TextFormat.fixed(seconds(path.lastSeen), decimals: 3) + " s, " + phase
            + ", " + TextFormat.count(path.positions.count, "frame", "frames")
    }
}
