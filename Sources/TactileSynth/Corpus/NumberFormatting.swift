/// A number without a trailing `.0`: `120`, `0.05`.
func formatNumber(_ v: Double) -> String {
    v == v.rounded() && abs(v) < 1e15 ? String(Int64(v)) : String(v)
}
