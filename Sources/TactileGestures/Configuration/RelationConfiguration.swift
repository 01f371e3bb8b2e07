import TactileCore
/// A relation between two recognizers of the same region, by name:
/// `{"first": "tap", "relation": "requiresFailureOf", "second": "doubleTap"}`.
public struct RelationConfiguration: Hashable, Sendable, Codable {
    public var first: String
    public var relation: GestureRelation
    public var second: String

    public init(_ first: String, _ relation: GestureRelation, _ second: String) {
        self.first = first; self.relation = relation; self.second = second
    }

    static let keys = ["first", "relation", "second"]

    public init(from decoder: any Decoder) throws {
        let r = try ConfigurationReader(decoder, allowed: Self.keys)
        for key in Self.keys where !r.contains(key) {
            throw ConfigurationError(keyPath: r.path(key), message: "missing")
        }
        first = try r.value("first", "")
        relation = try r.value("relation", GestureRelation.exclusive)
        second = try r.value("second", "")
    }
}
