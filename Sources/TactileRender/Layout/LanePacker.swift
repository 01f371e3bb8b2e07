/// Packs horizontal extents into as few rows as possible (first fit, in the
/// order given), so items that do not overlap share a row.
struct LanePacker {
    /// Minimum free space between two items in one row, in user units.
    let gap: Double
    /// Right end of the last item in each row.
    private(set) var rowEnds: [Double] = []

    init(gap: Double) { self.gap = gap }

    /// The row for an item spanning `start...end`.
    mutating func row(start: Double, end: Double) -> Int {
        for (i, rowEnd) in rowEnds.enumerated() where rowEnd + gap <= start {
            rowEnds[i] = end
            return i
        }
        rowEnds.append(end)
        return rowEnds.count - 1
    }

    var rowCount: Int { rowEnds.count }
}
