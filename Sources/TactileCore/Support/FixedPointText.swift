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
