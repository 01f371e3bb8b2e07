/// One entry of a ``TransitionLog``: a state machine's transition with its reason (a
/// recognizer's, an input filter touch's, the pointer's).
public protocol TransitionLogRecord: Sendable {
    /// Bad input or a bug rather than a decision (counted in ``TransitionLog/errorCount``).
    var isError: Bool { get }
}

extension TransitionLogRecord {
    public var isError: Bool { false }
}

/// The one transition log of Tactile's state machines (gesture recognizers, the input
/// filter, the pointer): a fixed-capacity ring buffer of the most recent records, plus an
/// optional observer called for every record (for live tuning).
///
/// Recording never allocates: the storage is reserved up front and the oldest record is
/// overwritten when full.
public struct TransitionLog<Record: TransitionLogRecord>: Sendable {
    @usableFromInline var storage: [Record] = []
    @usableFromInline var head = 0
    /// Maximum number of records kept.
    public let capacity: Int
    @usableFromInline var written = 0
    @usableFromInline var errorsWritten = 0
    /// Total records ever written (including overwritten ones).
    public var totalCount: Int { written }
    /// Total error records ever written.
    public var errorCount: Int { errorsWritten }
    /// Called synchronously for every record, before it is stored.
    public var observer: (@Sendable (Record) -> Void)?

    public init(capacity: Int = 256) {
        self.capacity = Swift.max(1, capacity)
        storage.reserveCapacity(self.capacity)
    }

    @inlinable
    public mutating func append(_ record: Record) {
        observer?(record)
        written += 1
        if record.isError { errorsWritten += 1 }
        if storage.count < capacity {
            storage.append(record)
        } else {
            storage[head] = record
            head = (head + 1) % capacity
        }
    }

    /// The kept records, oldest first (allocates: for inspection, not the hot path).
    public var records: [Record] {
        guard storage.count == capacity else { return storage }
        return Array(storage[head...] + storage[..<head])
    }

    /// The kept error records, oldest first.
    public var errors: [Record] { records.filter(\.isError) }

    /// Forgets all records, keeping the storage.
    public mutating func removeAll() {
        storage.removeAll(keepingCapacity: true)
        head = 0
    }
}
