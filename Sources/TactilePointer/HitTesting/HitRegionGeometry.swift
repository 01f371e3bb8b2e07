import TactileCore

/// The rules that turn visible frames into hit regions.
///
/// 1. Padding: the frame grows by the bezeled or unbezeled padding on every side.
/// 2. Minimum: the region grows around its centre to at least the minimum size.
/// 3. Groups (bars): members are ordered along the bar's long axis; the boundary between
///    neighbours is the midpoint of the gap between their visible frames (for gaps up to
///    `maximumGroupGapPoints`; wider gaps, like a bar's flexible space, keep the padded
///    edges), and all members
///    share the bar's extent across the axis, so the regions tile the bar without holes
///    and a sweep along it never falls back to the default pointer. Dense bars can make
///    a member narrower than the minimum along the bar: tiling wins over the minimum there.
enum HitRegionGeometry {
    /// The padded region of a single element (rules 1 and 2).
    public static func paddedRegion(of element: PointerElement, configuration: HitRegionConfiguration) -> ScreenRect {
        let f = element.frame.insetBy(-configuration.padding(for: element))
        let m = configuration.minimumSizePoints
        var r = f
        if r.width < m { r.x -= (m - r.width) / 2; r.width = m }
        if r.height < m { r.y -= (m - r.height) / 2; r.height = m }
        return r
    }

    /// Regions of the members of one group, in the order given (rule 3).
    public static func groupRegions(of members: [PointerElement], configuration: HitRegionConfiguration) -> [ScreenRect] {
        var regions = members.map { paddedRegion(of: $0, configuration: configuration) }
        guard members.count > 1 else { return regions }
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for e in members {
            minX = Swift.min(minX, e.frame.minX); maxX = Swift.max(maxX, e.frame.maxX)
            minY = Swift.min(minY, e.frame.minY); maxY = Swift.max(maxY, e.frame.maxY)
        }
        let horizontal = (maxX - minX) >= (maxY - minY)
        // Order along the bar; ties by original position keep it deterministic.
        let order = members.indices.sorted { a, b in
            let ca = horizontal ? members[a].frame.center.x : members[a].frame.center.y
            let cb = horizontal ? members[b].frame.center.x : members[b].frame.center.y
            return ca != cb ? ca < cb : a < b
        }
        var crossMin = Double.infinity, crossMax = -Double.infinity
        for r in regions {
            crossMin = Swift.min(crossMin, horizontal ? r.minY : r.minX)
            crossMax = Swift.max(crossMax, horizontal ? r.maxY : r.maxX)
        }
        for (k, i) in order.enumerated() {
            let f = members[i].frame
            var lo = horizontal ? regions[i].minX : regions[i].minY
            var hi = horizontal ? regions[i].maxX : regions[i].maxY
            let maxGap = configuration.maximumGroupGapPoints
            if k > 0 {
                let p = members[order[k - 1]].frame
                let gap = horizontal ? f.minX - p.maxX : f.minY - p.maxY
                if gap <= maxGap { lo = horizontal ? (p.maxX + f.minX) / 2 : (p.maxY + f.minY) / 2 }
            }
            if k < order.count - 1 {
                let n = members[order[k + 1]].frame
                let gap = horizontal ? n.minX - f.maxX : n.minY - f.maxY
                if gap <= maxGap { hi = horizontal ? (f.maxX + n.minX) / 2 : (f.maxY + n.minY) / 2 }
            }
            hi = Swift.max(hi, lo)
            regions[i] = horizontal
                ? ScreenRect(x: lo, y: crossMin, width: hi - lo, height: crossMax - crossMin)
                : ScreenRect(x: crossMin, y: lo, width: crossMax - crossMin, height: hi - lo)
        }
        return regions
    }
}
