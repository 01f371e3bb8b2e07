/// One gesture a trace is expected to produce, kept generic: an ordered list of
/// key/scalar fields shaped like Tactile's JSON gesture output, e.g.
/// `{"t": 0.52, "gesture": "pinch", "phase": "ended", "fingers": 2, "scale": 1.5}`,
/// plus optional per-field tolerances for numeric comparisons.
///
/// Units are those of the gesture schema (`t` in seconds of trace time, distances
/// in points, ...); this type does not interpret them (`tactile test` checks them against
/// the gesture schema: `ExpectationSchema` in the Tactile module).
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
    /// Where the entry was read from (nil when it was made in code): for messages only, so
    /// it takes no part in equality.
    package var source: SourceLines?

    /// The 1-based lines of an entry and of each of its keys in the file it was read from.
    package struct SourceLines: Sendable {
        /// The line of the entry itself (its `- {` or first key).
        package var line: Int
        /// The line of each key (`tolerance.scale` for a tolerance).
        package var keys: [String: Int]
        package init(line: Int, keys: [String: Int] = [:]) { self.line = line; self.keys = keys }
        /// The line of `key`, or the entry's.
        package func line(of key: String) -> Int { keys[key] ?? line }
    }

    public init(fields: [Field], tolerances: [String: Double] = [:]) {
        self.fields = fields
        self.tolerances = tolerances
    }

    public static func == (a: ExpectedGesture, b: ExpectedGesture) -> Bool {
        a.fields == b.fields && a.tolerances == b.tolerances
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(fields)
        hasher.combine(tolerances)
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
