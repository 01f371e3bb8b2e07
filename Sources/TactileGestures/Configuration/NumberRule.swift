/// What a numeric ``Setting`` accepts; the messages name the key path and the value.
package enum NumberRule {
    case positive
    case nonNegative
    case range(ClosedRange<Double>)

    func check(_ key: String, _ n: Double, _ v: inout ValidationContext) {
        switch self {
        case .positive: v.positive(key, n)
        case .nonNegative: v.nonNegative(key, n)
        case .range(let r): v.range(key, n, r)
        }
    }
}
