/// A document's null (YAML's `~`, `null`, an empty plain scalar; JSON's `null`) among the
/// plain values of a ``ConfigurationTree`` and of `YAML11.value(of:)`.
package struct YAMLNull: Sendable, Hashable {
    package init() {}
}
