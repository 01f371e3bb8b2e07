/// The effective relation of every ordered pair of recognizers, computed once from the
/// configuration (explicit relations, pinch/rotate policy, implicit rules).
struct RelationTable: Sendable {
    let count: Int
    private let table: [PairRelation]

    init(_ configuration: GestureConfiguration) {
        let n = configuration.recognizers.count
        count = n
        var t = [PairRelation](repeating: .unrelated, count: n * n)
        for a in 0..<n {
            for b in 0..<n { t[a * n + b] = configuration.effectiveRelation(a, b) }
        }
        table = t
    }

    /// The relation of `a` to `b`, seen from `a`.
    @inline(__always) func relation(_ a: Int, _ b: Int) -> PairRelation { table[a * count + b] }
}
