/// Any string key of a JSON/YAML object, so a strict decoder can list the keys it was given
/// and reject the unknown ones with their key path (gesture configuration, pointer layout).
package struct StringCodingKey: CodingKey, Hashable {
    package var stringValue: String
    package var intValue: Int? { nil }
    package init(_ s: String) { stringValue = s }
    package init?(stringValue: String) { self.stringValue = stringValue }
    package init?(intValue: Int) { nil }
}
