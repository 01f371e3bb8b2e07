/// A number without a trailing `.0` (`120`, `0.05`, `-3`), else as Swift prints it: the
/// figures configuration errors quote and the generated corpus writes.
package func plainNumber(_ v: Double) -> String {
    v == v.rounded() && abs(v) < 1e15 ? String(Int64(v)) : String(v)
}
