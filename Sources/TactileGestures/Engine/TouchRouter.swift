/// Remembers which region each live touch belongs to: the topmost region under its
/// first contact, for the touch's whole life. Fixed capacity, linear search (a handful
/// of touches), no allocation.
struct TouchRouter: Sendable {
    private var ids: [Int]
    private var regions: [Int]
    let capacity: Int

    init(capacity: Int) {
        self.capacity = capacity
        ids = []; ids.reserveCapacity(capacity)
        regions = []; regions.reserveCapacity(capacity)
    }

    func region(of id: Int) -> Int? {
        for i in ids.indices where ids[i] == id { return regions[i] }
        return nil
    }

    /// Adds a touch; false when full.
    mutating func add(_ id: Int, region: Int) -> Bool {
        guard ids.count < capacity else { return false }
        ids.append(id); regions.append(region)
        return true
    }

    mutating func remove(_ id: Int) {
        for i in ids.indices where ids[i] == id {
            ids.swapAt(i, ids.count - 1); regions.swapAt(i, regions.count - 1)
            ids.removeLast(); regions.removeLast()
            return
        }
    }

    mutating func removeAll() {
        ids.removeAll(keepingCapacity: true); regions.removeAll(keepingCapacity: true)
    }
}
