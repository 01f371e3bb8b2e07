import TactileCore

/// A uniform grid over the screen: each cell lists the hit regions that overlap it.
///
/// A query looks at one cell, so its cost depends on how many regions overlap there,
/// not on the total count. Insert, remove and update touch only the cells of the one
/// region (no rebuild). Regions reaching past the grid are filed in the edge cells, and
/// queries outside the grid are clamped to the edge, so results equal a linear scan
/// everywhere (``LinearScanHitTester``).
public struct GridHitIndex: Sendable {
    /// The area the cells cover, in points.
    public let bounds: ScreenRect
    /// Side of a square cell, in points.
    public let cellSizePoints: Double
    public let columns: Int
    public let rows: Int
    @usableFromInline let inverseCellSize: Double
    @usableFromInline var cells: [[HitRegionEntry]]
    /// The entry of each slot (nil for free slots), to find its cells on removal.
    public private(set) var entriesBySlot: [HitRegionEntry?] = []
    public private(set) var count = 0

    /// The most cells a grid will have; larger layouts get larger cells.
    public static let maximumCellCount = 1 << 18

    public init(bounds: ScreenRect, cellSizePoints requested: Double) {
        let w = Swift.max(bounds.width, 1), h = Swift.max(bounds.height, 1)
        var cell = requested.isFinite && requested > 0 ? requested : 64
        while (w / cell).rounded(.up) * (h / cell).rounded(.up) > Double(Self.maximumCellCount) { cell *= 2 }
        self.bounds = bounds
        cellSizePoints = cell
        inverseCellSize = 1 / cell
        columns = Swift.max(1, Int((w / cell).rounded(.up)))
        rows = Swift.max(1, Int((h / cell).rounded(.up)))
        cells = Array(repeating: [], count: columns * rows)
    }

    /// Builds an index for `entries`. Cells are half the regions' mean size: each region
    /// then covers about 9 cells and a query scans few regions (measured faster than
    /// cells of the full mean size on dense layouts, at a modest memory cost).
    public init(bounds: ScreenRect, entries: [HitRegionEntry]) {
        var sum = 0.0
        for e in entries { sum += Swift.max(e.maxX - e.minX, e.maxY - e.minY) }
        let mean = entries.isEmpty ? 64 : sum / Double(entries.count)
        self.init(bounds: bounds, cellSizePoints: Swift.min(Swift.max(mean / 2, 16), 512))
        // Counting sort into one flat buffer, then one exact-size array per cell: two
        // passes over the entries, one allocation per non-empty cell.
        var maxSlot: Int32 = -1
        var start = [Int](repeating: 0, count: cells.count + 1)
        for e in entries {
            maxSlot = Swift.max(maxSlot, e.slot)
            guard Self.isFinite(e) else { continue }
            let r = cellRange(e)
            for row in r.row0...r.row1 { for col in r.col0...r.col1 { start[row * columns + col + 1] += 1 } }
        }
        for i in 0..<cells.count { start[i + 1] += start[i] }
        var cursor = start
        var flat = [HitRegionEntry](repeating: entries.first ?? HitRegionEntry(rect: .init(x: 0, y: 0, width: 0, height: 0), centre: .zero, z: 0, slot: -1),
                                    count: start[cells.count])
        entriesBySlot = Array(repeating: nil, count: Int(maxSlot + 1))
        for e in entries where e.slot >= 0 {
            if entriesBySlot[Int(e.slot)] == nil { count += 1 }
            entriesBySlot[Int(e.slot)] = e
            guard Self.isFinite(e) else { continue }
            let r = cellRange(e)
            for row in r.row0...r.row1 {
                for col in r.col0...r.col1 {
                    let c = row * columns + col
                    flat[cursor[c]] = e
                    cursor[c] += 1
                }
            }
        }
        for c in 0..<cells.count where start[c + 1] > start[c] { cells[c] = Array(flat[start[c]..<start[c + 1]]) }
    }

    @inlinable static func isFinite(_ e: HitRegionEntry) -> Bool {
        e.minX.isFinite && e.maxX.isFinite && e.minY.isFinite && e.maxY.isFinite
    }

    // Truncation equals floor for the non-negative values that reach Int(); no libm call.
    @inlinable func column(_ x: Double) -> Int {
        let c = (x - bounds.minX) * inverseCellSize
        return c < 0 ? 0 : (c >= Double(columns) ? columns - 1 : Int(c))
    }

    @inlinable func row(_ y: Double) -> Int {
        let r = (y - bounds.minY) * inverseCellSize
        return r < 0 ? 0 : (r >= Double(rows) ? rows - 1 : Int(r))
    }

    @inlinable func cellRange(_ e: HitRegionEntry) -> (col0: Int, col1: Int, row0: Int, row1: Int) {
        (column(e.minX), column(e.maxX), row(e.minY), row(e.maxY))
    }

    /// Adds a region; a region already at that slot is replaced.
    public mutating func insert(_ entry: HitRegionEntry) {
        guard entry.slot >= 0 else { return }
        if Int(entry.slot) < entriesBySlot.count, entriesBySlot[Int(entry.slot)] != nil { remove(slot: entry.slot) }
        while entriesBySlot.count <= Int(entry.slot) { entriesBySlot.append(nil) }
        entriesBySlot[Int(entry.slot)] = entry
        count += 1
        guard Self.isFinite(entry) else { return }
        let r = cellRange(entry)
        for row in r.row0...r.row1 { for col in r.col0...r.col1 { cells[row * columns + col].append(entry) } }
    }

    /// Removes the region at `slot`, if any.
    public mutating func remove(slot: Int32) {
        guard slot >= 0, Int(slot) < entriesBySlot.count, let old = entriesBySlot[Int(slot)] else { return }
        entriesBySlot[Int(slot)] = nil
        count -= 1
        guard Self.isFinite(old) else { return }
        let r = cellRange(old)
        for row in r.row0...r.row1 {
            for col in r.col0...r.col1 {
                let i = row * columns + col
                if let k = cells[i].firstIndex(where: { $0.slot == slot }) { cells[i].remove(at: k) }
            }
        }
    }

    /// Replaces the region at `entry.slot`.
    public mutating func update(_ entry: HitRegionEntry) { insert(entry) }

    /// The slot of the winning region at `point` (z, then centre distance, then slot), or nil.
    @inlinable public func hitTest(_ point: ScreenPoint) -> Int32? {
        let x = point.x, y = point.y
        guard x.isFinite, y.isFinite else { return nil }
        return cells.withUnsafeBufferPointer { all -> Int32? in
            all[row(y) * columns + column(x)].withUnsafeBufferPointer { cell -> Int32? in
                var best = -1
                for i in 0..<cell.count where cell[i].contains(x: x, y: y) {
                    if best >= 0 && !cell[i].beats(cell[best], x: x, y: y) { continue }
                    best = i
                }
                return best >= 0 ? cell[best].slot : nil
            }
        }
    }

    /// Calls `body` once for every region overlapping `rect` (each region once).
    @inlinable public func forEachRegion(intersecting rect: ScreenRect, _ body: (HitRegionEntry) -> Void) {
        guard rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite else { return }
        let c0 = column(rect.minX), c1 = column(rect.maxX), r0 = row(rect.minY), r1 = row(rect.maxY)
        for r in r0...r1 {
            for c in c0...c1 {
                for e in cells[r * columns + c] {
                    guard e.maxX >= rect.minX, e.minX <= rect.maxX, e.maxY >= rect.minY, e.minY <= rect.maxY else { continue }
                    // Report a region only from the first cell it shares with the query.
                    if Swift.max(column(e.minX), c0) != c || Swift.max(row(e.minY), r0) != r { continue }
                    body(e)
                }
            }
        }
    }
}
