/// `v` with exactly `decimals` (0...6) digits after the point, rounded half away from zero,
/// like `%.*f` but without locale or `String(format:)`'s cost; nil when `v` is not finite or
/// too large for exact integer arithmetic (the caller picks its fallback).
package func fixedPointText(_ v: Double, decimals: Int) -> String? {
    var unit: Int64 = 1
    for _ in 0..<decimals { unit *= 10 }
    let scaled = (abs(v) * Double(unit)).rounded()
    guard v.isFinite, scaled < 9e15 else { return nil }
    let n = Int64(scaled)
    var s = v < 0 && n != 0 ? "-" : ""
    s += String(n / unit)
    if decimals > 0 {
        let fraction = String(n % unit)
        s += "."
        s += String(repeating: "0", count: decimals - fraction.count)
        s += fraction
    }
    return s
}

/// `v` with exactly `decimals` digits after the point (clamped to 0...6) for captions and
/// labels: "?" when not finite, the largest magnitude shown when too large (so output is
/// byte-identical everywhere).
package func fixedText(_ v: Double, decimals: Int) -> String {
    guard v.isFinite else { return "?" }
    let d = min(max(decimals, 0), 6)
    if let s = fixedPointText(v, decimals: d) { return s }
    // Beyond exact integer arithmetic: the largest magnitude shown.
    let unit = (0..<d).reduce(Int64(1)) { p, _ in p * 10 }
    return (v < 0 ? "-" : "") + String(9_000_000_000_000_000 / unit) + (d > 0 ? "." + String(repeating: "0", count: d) : "")
}
