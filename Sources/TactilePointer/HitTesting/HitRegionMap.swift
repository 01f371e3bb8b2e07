import TactileCore

/// The elements of a layout with their hit regions, indexed for fast hit testing and
/// updated one element at a time.
///
/// Elements live in slots (dense integers) so per-event code never hashes ids. Changing
/// one element re-files only its region, plus the other members of its group (whose
/// midpoint boundaries depend on it).
public struct HitRegionMap: Sendable {
    public let configuration: HitRegionConfiguration
    /// The screen, in points.
    public private(set) var screen: ScreenRect
    public private(set) var index: GridHitIndex
    @usableFromInline var elements: [PointerElement?] = []
    var slotByID: [ElementID: Int32] = [:]
    var groups: [String: [Int32]] = [:]
    var freeSlots: [Int32] = []

    public init(layout: PointerLayout, configuration: HitRegionConfiguration = .init()) {
        self.configuration = configuration
        screen = layout.screen
        index = GridHitIndex(bounds: layout.screen, cellSizePoints: 64)
        replace(with: layout)
    }

    /// Replaces every element (a full rebuild; slots are reassigned in layout order).
    public mutating func replace(with layout: PointerLayout) {
        screen = layout.screen
        elements.removeAll(keepingCapacity: true)
        slotByID.removeAll(keepingCapacity: true)
        groups.removeAll(keepingCapacity: true)
        freeSlots.removeAll(keepingCapacity: true)
        elements.reserveCapacity(layout.elements.count)
        slotByID.reserveCapacity(layout.elements.count)
        for e in layout.elements {
            // Later duplicates replace earlier ones (the JSON decoder rejects duplicates).
            if let old = slotByID[e.id] {
                elements[Int(old)] = nil
                freeSlots.append(old)
                removeFromGroup(slot: old, group: layout.elements.first { $0.id == e.id }?.group)
            }
            let slot = Int32(elements.count)
            elements.append(e)
            slotByID[e.id] = slot
            if let g = e.group { groups[g, default: []].append(slot) }
        }
        var entries: [HitRegionEntry] = []
        entries.reserveCapacity(elements.count)
        for (slot, e) in elements.enumerated() {
            guard let e, e.group == nil else { continue }
            entries.append(entry(for: e, region: HitRegionGeometry.paddedRegion(of: e, configuration: configuration), slot: Int32(slot)))
        }
        for (_, members) in groups.sorted(by: { $0.key < $1.key }) {
            entries.append(contentsOf: groupEntries(members))
        }
        index = GridHitIndex(bounds: screen, entries: entries)
    }

    func entry(for e: PointerElement, region: ScreenRect, slot: Int32) -> HitRegionEntry {
        HitRegionEntry(rect: region, centre: e.frame.center, z: e.z, slot: slot)
    }

    func groupEntries(_ members: [Int32]) -> [HitRegionEntry] {
        let es = members.compactMap { elements[Int($0)] }
        let regions = HitRegionGeometry.groupRegions(of: es, configuration: configuration)
        return zip(members, zip(es, regions)).map { entry(for: $1.0, region: $1.1, slot: $0) }
    }

    mutating func refile(group: String) {
        guard let members = groups[group] else { return }
        for e in groupEntries(members) { index.update(e) }
    }

    mutating func removeFromGroup(slot: Int32, group: String?) {
        guard let group, var members = groups[group] else { return }
        members.removeAll { $0 == slot }
        groups[group] = members.isEmpty ? nil : members
    }

    /// Inserts a new element or replaces the one with the same id; returns its slot.
    @discardableResult
    public mutating func upsert(_ element: PointerElement) -> Int32 {
        let slot: Int32
        var oldGroup: String?
        if let s = slotByID[element.id] {
            slot = s
            oldGroup = elements[Int(s)]?.group
            if oldGroup != element.group { removeFromGroup(slot: s, group: oldGroup) }
        } else if let s = freeSlots.popLast() {
            slot = s
        } else {
            slot = Int32(elements.count)
            elements.append(nil)
        }
        elements[Int(slot)] = element
        slotByID[element.id] = slot
        if let g = element.group {
            if oldGroup != g { groups[g, default: []].append(slot) }
            refile(group: g)
        } else {
            index.update(entry(for: element, region: HitRegionGeometry.paddedRegion(of: element, configuration: configuration), slot: slot))
        }
        if let old = oldGroup, old != element.group { refile(group: old) }
        return slot
    }

    /// Removes an element; returns the slot it had, or nil if there was none.
    @discardableResult
    public mutating func remove(_ id: ElementID) -> Int32? {
        guard let slot = slotByID.removeValue(forKey: id) else { return nil }
        let group = elements[Int(slot)]?.group
        elements[Int(slot)] = nil
        freeSlots.append(slot)
        index.remove(slot: slot)
        removeFromGroup(slot: slot, group: group)
        if let group { refile(group: group) }
        return slot
    }

    /// Number of elements.
    public var count: Int { slotByID.count }

    /// The slot of the element hit at `point` (no magnetism), or nil.
    @inlinable public func hitTest(_ point: ScreenPoint) -> Int32? { index.hitTest(point) }

    /// The element in `slot`, or nil.
    @inlinable public func element(atSlot slot: Int32) -> PointerElement? {
        slot >= 0 && Int(slot) < elements.count ? elements[Int(slot)] : nil
    }

    /// The hit region of the element in `slot`, or nil.
    public func region(atSlot slot: Int32) -> HitRegionEntry? {
        slot >= 0 && Int(slot) < index.entriesBySlot.count ? index.entriesBySlot[Int(slot)] : nil
    }

    public func slot(of id: ElementID) -> Int32? { slotByID[id] }

    /// The hit region of an element, in points.
    public func hitRegion(of id: ElementID) -> ScreenRect? { slotByID[id].flatMap { region(atSlot: $0)?.rect } }

    /// Every region, for a ``LinearScanHitTester`` built from the same state.
    public var entries: [HitRegionEntry] { index.entriesBySlot.compactMap { $0 } }

    /// The element hit at `point`: the touch path (same regions, no magnetism).
    public func elementID(at point: ScreenPoint) -> ElementID? {
        hitTest(point).flatMap { element(atSlot: $0)?.id }
    }
}
