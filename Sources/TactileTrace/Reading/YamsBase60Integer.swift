/// Mirrors how Yams 6 built an `Int` from a plain scalar, to tell ahead of time whether it
/// would trap. Tactile now reads YAML itself (``YAML11``, checked arithmetic), but keeps
/// refusing exactly these scalars so configurations and traces read as they did.
///
/// Why: YAML 1.1 reads `1:30` as the base-60 integer 90. Yams' default constructor
/// (`Constructor.swift`, `String.sexagesimal()`) computes it with unchecked `*` and `+`,
/// so a scalar whose value, or only its running power of 60, passes `Int.max` stops the
/// process: `333333333030585215:08` (a `FuzzConfiguration` input)
/// or eleven fields such as `1:0:0:0:0:0:0:0:0:0:0`. Its other scalar constructors fail
/// softly (radix forms return nil on overflow, floats become infinity, timestamps are
/// matched by a pattern of short fields), so this is the one arithmetic trap to rule out.
/// `package`: for ``YAMLShapeCheck``, ``YAML11`` and the tests.
package enum YamsBase60Integer {
    /// Whether `Int.construct` on this plain scalar's text would overflow. Steps, as Yams
    /// takes them: drop `_`; `0` and radix forms (`0x`, `0o`, `0b`, `0`) take another path;
    /// without `:` there is no base-60 arithmetic; otherwise one sign is taken off, the rest
    /// is split at `:`, every field must parse as a decimal `Int` (a field that does not
    /// makes Yams give up quietly), and the fields are summed from the right times 1, 60,
    /// 60², ... with the power advanced after every field, then multiplied by the sign.
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
        var fields: [Int] = []
        for part in body.split(separator: ":", omittingEmptySubsequences: false) {
            guard let field = Int(part, radix: 10) else { return false }
            fields.append(field)
        }
        var base = 1, value = 0
        for field in fields.reversed() {
            let (term, termOverflow) = field.multipliedReportingOverflow(by: base)
            let (sum, sumOverflow) = value.addingReportingOverflow(term)
            let (next, baseOverflow) = base.multipliedReportingOverflow(by: 60)
            if termOverflow || sumOverflow || baseOverflow { return true }
            value = sum
            base = next
        }
        return sign.multipliedReportingOverflow(by: value).overflow
    }
}
