/// The `phase` values of Tactile's gesture output schema.
package enum ExpectedPhase: String, Hashable, Sendable, CaseIterable {
    case began, changed, ended, cancelled, recognized
}
