/// Hands out touch ids that are never reused within one assembler, so a consumer
/// can key state by id without worrying about a kernel tracking id coming back.
struct TouchIDAllocator: Sendable {
    private var nextID: Int
    public init(first: Int = 1) { nextID = first }
    public mutating func next() -> Int {
        defer { nextID &+= 1 }
        return nextID
    }
}
