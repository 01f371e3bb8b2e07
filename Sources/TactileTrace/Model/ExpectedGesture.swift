/// One gesture a trace is expected to produce, kept generic: an ordered list of
/// key/scalar fields shaped like Tactile's JSON gesture output, e.g.
/// `{"t": 0.52, "gesture": "pinch", "phase": "ended", "fingers": 2, "scale": 1.5}`,
/// plus optional per-field tolerances for numeric comparisons.
///
/// Units are those of the gesture schema (`t` in seconds of trace time, distances
/// in points, ...); this type does not interpret them.
public struct ExpectedGesture: Hashable, Sendable {
    /// One `key: value` pair.
    public struct Field: Hashable, Sendable {
        public var key: String
        public var value: TraceScalar
        public init(key: String, value: TraceScalar) {
            self.key = key
            self.value = value
        }
    }

    /// The fields in file order. Keys are unique.
    public var fields: [Field]
    /// Allowed absolute difference per numeric field (same unit as the field),
    /// written as the reserved key `tolerance:`.
    public var tolerances: [String: Double]

    public init(fields: [Field], tolerances: [String: Double] = [:]) {
        self.fields = fields
        self.tolerances = tolerances
    }

    /// `ExpectedGesture(["t": 0.5, "gesture": "tap", "fingers": 1])`
    public init(_ pairs: KeyValuePairs<String, TraceScalar>, tolerances: [String: Double] = [:]) {
        self.init(fields: pairs.map { Field(key: $0.key, value: $0.value) }, tolerances: tolerances)
    }

    /// The value of `key`, if present.
    public subscript(key: String) -> TraceScalar? {
        fields.first { $0.key == key }?.value
    }

    /// The key under which tolerances are stored in the YAML mapping.
    public static let toleranceKey = "tolerance"
}
