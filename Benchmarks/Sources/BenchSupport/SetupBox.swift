/// State a benchmark prepares in its `setup` hook and uses in its closure. The benchmark
/// runner calls setup, the iterations and teardown one after another on one thread, so
/// the unchecked `Sendable` is sound here.
public final class SetupBox<Value>: @unchecked Sendable {
    public var value: Value?
    public init() {}

    /// The prepared value; a benchmark whose setup failed has none.
    public func get() -> Value {
        guard let value else { fatalError("benchmark state used before its setup ran") }
        return value
    }
}
