import TactileCore

/// A uniform grid over the screen: each cell lists the hit regions that overlap it.
///
/// A query looks at one cell, so its cost depends on how many regions overlap there,
/// not on the total count. Storage is flat: one array holds every cell's entries back to
/// back (`cellStart[c]..<cellStart[c + 1]`), so a build is two passes and three
/// allocations, however many cells there are. Incremental changes touch only the cells
/// of the one region: removal marks its flat copies dead, insertion appends to a small
/// per-cell overflow list; when dead and overflow entries outnumber half the live ones,
/// the flat arrays are rebuilt (amortised O(1) per change). Regions reaching past the
/// grid are filed in the edge cells and queries outside it are clamped to the edge, so
/// results equal a linear scan everywhere (``LinearScanHitTester``).
public struct GridHitIndex: Sendable {
    /// The area the cells cover, in points.
    public let bounds: ScreenRect
    /// Side of a square cell, in points.
    public let cellSizePoints: Double
    public let columns: Int
    public let rows: Int
    @usableFromInline let inverseCellSize: Double
    /// `cellCount + 1` offsets into `flat`.
    @usableFromInline var cellStart: [Int32]
    /// Every cell's entries, cell after cell. Removed entries stay as ``dead`` copies.
    @usableFromInline var flat: [HitRegionEntry]
    /// Per cell, an index into `overflow` or -1; empty until the first incremental insert.
    @usableFromInline var overflowOfCell: [Int32] = []
    /// Entries inserted since the last build, per cell that has any.
    @usableFromInline var overflow: [[HitRegionEntry]] = []
    /// Dead copies in `flat` plus entries in `overflow`: when it passes half the live
    /// copies, the next change rebuilds.
    private var churn = 0
    /// The entry of each slot (nil for free slots), to find its cells on removal.
    public private(set) var entriesBySlot: [HitRegionEntry?] = []
    public private(set) var count = 0

    /// The most cells a grid will have; larger layouts get larger cells.
    public static let maximumCellCount = 1 << 18

    /// A copy no point is inside and no rectangle intersects (removed entries).
    @usableFromInline static let dead = HitRegionEntry(minX: .infinity, minY: .infinity, maxX: -.infinity, maxY: -.infinity)

    public init(bounds: ScreenRect, cellSizePoints requested: Double) {
        let w = Swift.max(bounds.width, 1), h = Swift.max(bounds.height, 1)
        var cell = requested.isFinite && requested > 0 ? requested : 64
        while (w / cell).rounded(.up) * (h / cell).rounded(.up) > Double(Self.maximumCellCount) { cell *= 2 }
        self.bounds = bounds
        cellSizePoints = cell
        inverseCellSize = 1 / cell
        columns = Swift.max(1, Int((w / cell).rounded(.up)))
        rows = Swift.max(1, Int((h / cell).rounded(.up)))
        cellStart = Array(repeating: 0, count: columns * rows + 1)
        flat = []
    }

    /// Builds an index for `entries`. Cells are half the regions' mean size: each region
    /// then covers about 9 cells and a query scans few regions (faster than cells of the
    /// full mean size on dense layouts, at a modest memory cost).
    public init(bounds: ScreenRect, entries: [HitRegionEntry]) {
        var sum = 0.0
        for e in entries { sum += Swift.max(e.maxX - e.minX, e.maxY - e.minY) }
        let mean = entries.isEmpty ? 64 : sum / Double(entries.count)
        self.init(bounds: bounds, cellSizePoints: Swift.min(Swift.max(mean / 2, 16), 512))
        var maxSlot: Int32 = -1
        for e in entries { maxSlot = Swift.max(maxSlot, e.slot) }
        entriesBySlot = Array(repeating: nil, count: Int(maxSlot + 1))
        for e in entries where e.slot >= 0 {
            if entriesBySlot[Int(e.slot)] == nil { count += 1 }
            entriesBySlot[Int(e.slot)] = e
        }
        // The last entry for a slot wins, as with repeated inserts.
        build(entriesBySlot.lazy.compactMap { $0 })
    }

    /// Counting sort of `entries` into `cellStart`/`flat`: one pass counts per cell, a
    /// prefix sum places the cells, a second pass fills them.
    private mutating func build<S: Sequence>(_ entries: S) where S.Element == HitRegionEntry {
        let cellCount = columns * rows
        var start = [Int32](repeating: 0, count: cellCount + 1)
        var total = 0
        for e in entries where Self.isFinite(e) {
            let r = cellRange(e)
            for row in r.row0...r.row1 { for col in r.col0...r.col1 { start[row * columns + col + 1] += 1 } }
            total += (r.row1 - r.row0 + 1) * (r.col1 - r.col0 + 1)
        }
        for i in 0..<cellCount { start[i + 1] += start[i] }
        var cursor = start
        let columns = columns
        flat = [HitRegionEntry](unsafeUninitializedCapacity: total) { buffer, initialized in
            for e in entries where Self.isFinite(e) {
                let r = cellRange(e)
                for row in r.row0...r.row1 {
                    for col in r.col0...r.col1 {
                        let c = row * columns + col
                        (buffer.baseAddress! + Int(cursor[c])).initialize(to: e)
                        cursor[c] += 1
                    }
                }
            }
            initialized = total
        }
        cellStart = start
        overflowOfCell = []
        overflow = []
        churn = 0
    }

    /// Rebuilds the flat arrays from the live entries once changes have piled up.
    private mutating func compactIfNeeded() {
        guard churn > 64, churn * 2 > flat.count else { return }
        build(entriesBySlot.lazy.compactMap { $0 })
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
        if overflowOfCell.isEmpty { overflowOfCell = Array(repeating: -1, count: columns * rows) }
        let r = cellRange(entry)
        for row in r.row0...r.row1 {
            for col in r.col0...r.col1 {
                let c = row * columns + col
                if overflowOfCell[c] < 0 {
                    overflowOfCell[c] = Int32(overflow.count)
                    overflow.append([])
                }
                overflow[Int(overflowOfCell[c])].append(entry)
                churn += 1
            }
        }
        compactIfNeeded()
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
                let c = row * columns + col
                if !overflowOfCell.isEmpty, overflowOfCell[c] >= 0 {
                    let o = Int(overflowOfCell[c])
                    if let k = overflow[o].firstIndex(where: { $0.slot == slot }) {
                        overflow[o].remove(at: k)
                        churn -= 1
                        continue
                    }
                }
                for i in Int(cellStart[c])..<Int(cellStart[c + 1]) where flat[i].slot == slot {
                    flat[i] = Self.dead
                    churn += 1
                    break
                }
            }
        }
        compactIfNeeded()
    }

    /// Replaces the region at `entry.slot`.
    public mutating func update(_ entry: HitRegionEntry) { insert(entry) }

    /// The slot of the winning region at `point` (z, then centre distance, then slot), or nil.
    @inlinable public func hitTest(_ point: ScreenPoint) -> Int32? {
        let x = point.x, y = point.y
        guard x.isFinite, y.isFinite else { return nil }
        let c = row(y) * columns + column(x)
        var best: HitRegionEntry? = flat.withUnsafeBufferPointer { all -> HitRegionEntry? in
            cellStart.withUnsafeBufferPointer { start -> HitRegionEntry? in
                var best = -1
                for i in Int(start[c])..<Int(start[c + 1]) where all[i].contains(x: x, y: y) {
                    if best >= 0 && !all[i].beats(all[best], x: x, y: y) { continue }
                    best = i
                }
                return best >= 0 ? all[best] : nil
            }
        }
        if !overflowOfCell.isEmpty, overflowOfCell[c] >= 0 {
            for e in overflow[Int(overflowOfCell[c])] where e.contains(x: x, y: y) {
                if let b = best, !e.beats(b, x: x, y: y) { continue }
                best = e
            }
        }
        return best?.slot
    }

    /// Calls `body` once for every region overlapping `rect` (each region once).
    @inlinable public func forEachRegion(intersecting rect: ScreenRect, _ body: (HitRegionEntry) -> Void) {
        guard rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite else { return }
        let c0 = column(rect.minX), c1 = column(rect.maxX), r0 = row(rect.minY), r1 = row(rect.maxY)
        func visit(_ e: HitRegionEntry, _ r: Int, _ c: Int) {
            guard e.maxX >= rect.minX, e.minX <= rect.maxX, e.maxY >= rect.minY, e.minY <= rect.maxY else { return }
            // Report a region only from the first cell it shares with the query.
            if Swift.max(column(e.minX), c0) != c || Swift.max(row(e.minY), r0) != r { return }
            body(e)
        }
        for r in r0...r1 {
            for c in c0...c1 {
                let cell = r * columns + c
                for i in Int(cellStart[cell])..<Int(cellStart[cell + 1]) { visit(flat[i], r, c) }
                if !overflowOfCell.isEmpty, overflowOfCell[cell] >= 0 {
                    for e in overflow[Int(overflowOfCell[cell])] { visit(e, r, c) }
                }
            }
        }
    }
}
