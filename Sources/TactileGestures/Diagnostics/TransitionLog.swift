/// A fixed-capacity ring buffer of the most recent ``TransitionRecord``s, plus an
/// optional observer called for every record (for live tuning).
///
/// Recording never allocates: the storage is reserved up front and the oldest
/// record is overwritten when full.
public struct TransitionLog: Sendable {
    private var storage: [TransitionRecord] = []
    private var head = 0
    /// Maximum number of records kept.
    public let capacity: Int
    /// Total records ever written (including overwritten ones).
    public private(set) var totalCount = 0
    /// Total error records ever written.
    public private(set) var errorCount = 0
    /// Called synchronously for every record, before it is stored.
    public var observer: (@Sendable (TransitionRecord) -> Void)?

    public init(capacity: Int = 256) {
        self.capacity = Swift.max(1, capacity)
        storage.reserveCapacity(self.capacity)
    }

    public mutating func append(_ record: TransitionRecord) {
        observer?(record)
        totalCount += 1
        if record.isError { errorCount += 1 }
        if storage.count < capacity {
            storage.append(record)
        } else {
            storage[head] = record
            head = (head + 1) % capacity
        }
    }

    /// The kept records, oldest first (allocates: for inspection, not the hot path).
    public var records: [TransitionRecord] {
        guard storage.count == capacity else { return storage }
        return Array(storage[head...] + storage[..<head])
    }

    /// The kept error records, oldest first.
    public var errors: [TransitionRecord] { records.filter(\.isError) }

    /// Forgets all records, keeping the storage.
    public mutating func removeAll() {
        storage.removeAll(keepingCapacity: true)
        head = 0
    }
}
