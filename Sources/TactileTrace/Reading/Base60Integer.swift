/// The base-60 integer scalars that Tactile refuses. YAML 1.1 reads `1:30` as the integer
/// 90; summed from the right times 1, 60, 60², ... with the power advanced after every
/// field, a scalar whose value, or only its running power of 60, passes `Int.max` has no
/// meaning: `333333333030585215:08` (a `FuzzConfiguration` input) or eleven fields such as
/// `1:0:0:0:0:0:0:0:0:0:0`. ``YAML11`` computes with checked arithmetic; this says ahead of
/// time which scalars to refuse, whatever their tag, so configurations and traces are read
/// the same way everywhere. `package`: for ``YAMLShapeCheck``, ``YAML11`` and the tests.
package enum Base60Integer {
    /// Whether this plain scalar's text is a base-60 integer that overflows. Steps: drop `_`;
    /// `0` and radix forms (`0x`, `0o`, `0b`, `0`) are other integers; without `:` there is
    /// no base-60 arithmetic; otherwise one sign is taken off and the rest is ``sum(_:)``'s,
    /// then multiplied by the sign.
    package static func wouldOverflow(_ text: String) -> Bool {
        let text = text.filter { $0 != "_" }
        guard text != "0", text.contains(":") else { return false }
        var body = Substring(text)
        var sign = 1
        if body.hasPrefix("-") {
            sign = -1
            body = body.dropFirst()
        } else if body.hasPrefix("+") {
            body = body.dropFirst()
        }
        if body.hasPrefix("0") { return false }
        guard let total = Self.sum(body) else { return false }
        return total.overflow || sign.multipliedReportingOverflow(by: total.value).overflow
    }

    /// The fields of `body` (no sign, no `_`), split at `:`, summed from the right times 1,
    /// 60, 60², ... with the power advanced after every field; stops at the first overflow.
    /// nil when a field is not a decimal `Int` (then it is no base-60 integer).
    package static func sum(_ body: Substring) -> (value: Int, overflow: Bool)? {
        var fields: [Int] = []
        for part in body.split(separator: ":", omittingEmptySubsequences: false) {
            guard let field = Int(part, radix: 10) else { return nil }
            fields.append(field)
        }
        var base = 1, value = 0
        for field in fields.reversed() {
            let (term, termOverflow) = field.multipliedReportingOverflow(by: base)
            let (sum, sumOverflow) = value.addingReportingOverflow(term)
            let (next, baseOverflow) = base.multipliedReportingOverflow(by: 60)
            if termOverflow || sumOverflow || baseOverflow { return (value, true) }
            value = sum
            base = next
        }
        return (value, false)
    }
}
