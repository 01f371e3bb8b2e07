import TactileCore

/// Everything a ``GestureEngine`` needs: recognizers, the regions they attach to, the
/// relations between them and global settings. `Codable` (load it from JSON or YAML);
/// every key except each recognizer's `kind` is optional and unknown keys are errors.
///
/// ```json
/// {"recognizers": [{"kind": "tap"}, {"kind": "doubleTap"}, {"kind": "pan", "minimumDistanceMillimetres": 2}],
///  "relations": [{"first": "pan", "relation": "simultaneous", "second": "pinch"}],
///  "pinchRotatePolicy": "rotationDeadZone"}
/// ```
///
/// Call ``validate()`` before use (the engine's initializer does): it names the key
/// path of the first problem, e.g. `recognizers[2].minimumDistanceMillimetres:
/// expected a value > 0, got -3`.
public struct GestureConfiguration: Hashable, Sendable, Codable, SettingTable {
    public var recognizers: [RecognizerConfiguration]
    /// Regions in z-order: later ones are on top.
    public var regions: [RegionConfiguration]
    /// Explicit relations; pairs not listed get the implicit ones (see ``effectiveRelation(_:_:)``).
    public var relations: [RelationConfiguration]
    /// Relation of every pinch/rotate pair in the same region that has no explicit relation.
    public var pinchRotatePolicy: PinchRotatePolicy
    /// Window over which velocities (pan, swipe, pinch, rotate) are measured (ms). A fixed
    /// time window rather than per-frame deltas keeps results independent of the event rate.
    public var velocityWindowMilliseconds: Double
    /// How many recent state transitions the engine keeps for debugging.
    public var transitionLogCapacity: Int
    /// How long a fingertip that just landed is still settling (ms): pan, pinch and rotate
    /// thresholds are raised by ``settleAllowanceMillimetres`` meanwhile. 0 turns it off.
    public var settleMilliseconds: Double
    /// How far a settling fingertip's centre may drift (mm); absorbed when the window closes.
    public var settleAllowanceMillimetres: Double

    public init(recognizers: [RecognizerConfiguration] = [], regions: [RegionConfiguration] = [],
                relations: [RelationConfiguration] = [], pinchRotatePolicy: PinchRotatePolicy = .rotationDeadZone,
                velocityWindowMilliseconds: Double = 100, transitionLogCapacity: Int = 256,
                settleMilliseconds: Double = 100, settleAllowanceMillimetres: Double = 2.5) {
        self.recognizers = recognizers; self.regions = regions; self.relations = relations
        self.pinchRotatePolicy = pinchRotatePolicy
        self.velocityWindowMilliseconds = velocityWindowMilliseconds
        self.transitionLogCapacity = transitionLogCapacity
        self.settleMilliseconds = settleMilliseconds
        self.settleAllowanceMillimetres = settleAllowanceMillimetres
    }

    /// The settle rule the recognizers apply.
    var settleRule: SettleRule {
        SettleRule(windowMilliseconds: settleMilliseconds, allowanceMillimetres: settleAllowanceMillimetres)
    }

    /// The most recognizers one configuration may hold (the arena keeps sets as 64-bit masks).
    public static let maximumRecognizers = 64

    package static var settings: [Setting<Self>] {
        [.list("recognizers", \.recognizers),
         .list("regions", \.regions),
         .list("relations", \.relations),
         .value("pinchRotatePolicy", \.pinchRotatePolicy, documented: \.rawValue),
         .number("velocityWindowMilliseconds", \.velocityWindowMilliseconds, .positive),
         .integer("transitionLogCapacity", \.transitionLogCapacity, 1...1_000_000),
         .number("settleMilliseconds", \.settleMilliseconds, .range(0...1000)),
         .number("settleAllowanceMillimetres", \.settleAllowanceMillimetres, .range(0...20))]
    }

    /// A document that lists recognizers but states no `relations` gets the standard
    /// relations among them (``addStandardRelations()``), as `--recognizers` does; one that
    /// states `relations` (even `[]`) gets exactly those.
    public init(from decoder: any Decoder) throws {
        self = try Self.decodeSettings(decoder, over: Self())
        let keys = try decoder.container(keyedBy: StringCodingKey.self)
        if !keys.contains(StringCodingKey("relations")) { addStandardRelations() }
    }

    public func encode(to encoder: any Encoder) throws { try encodeSettings(to: encoder) }

    // MARK: Building in Swift

    /// Adds a recognizer and returns its name (for relations).
    @discardableResult
    public mutating func add(_ recognizer: RecognizerConfiguration) -> String {
        recognizers.append(recognizer)
        return recognizer.name
    }

    /// Adds a region on top of the existing ones and returns its name.
    @discardableResult
    public mutating func addRegion(_ name: String, rect: ScreenRect) -> String {
        regions.append(RegionConfiguration(name: name, rect: rect))
        return name
    }

    /// Sets the relation between two recognizers (replacing any earlier one for the pair).
    public mutating func relate(_ first: String, _ relation: GestureRelation, _ second: String) {
        relations.removeAll { ($0.first == first && $0.second == second) || ($0.first == second && $0.second == first) }
        relations.append(RelationConfiguration(first, relation, second))
    }

    /// The index of the recognizer named `name`.
    public func index(of name: String) -> Int? { recognizers.firstIndex { $0.name == name } }

    // MARK: Validation

    /// Throws the first problem found, naming its key path.
    public func validate() throws {
        if let first = validationErrors().first { throw first }
    }

    /// Every problem found, each naming its key path.
    public func validationErrors() -> [ConfigurationError] {
        var v = ValidationContext(prefix: "")
        validateSettings(&v)
        if recognizers.count > Self.maximumRecognizers {
            v.fail("recognizers", "expected at most \(Self.maximumRecognizers) recognizers, got \(recognizers.count)")
        }
        var regionNames: [String: Int] = [:]
        for (i, region) in regions.enumerated() {
            var rv = ValidationContext(prefix: "regions[\(i)]")
            region.validate(&rv)
            if let j = regionNames[region.name] { rv.fail("name", "duplicate region name \"\(region.name)\" (also regions[\(j)])") }
            regionNames[region.name] = regionNames[region.name] ?? i
            v.errors += rv.errors
        }
        var names: [String: Int] = [:]
        for (i, recognizer) in recognizers.enumerated() {
            var rv = ValidationContext(prefix: "recognizers[\(i)]")
            recognizer.validate(&rv)
            if let j = names[recognizer.name] {
                rv.fail("name", "duplicate recognizer name \"\(recognizer.name)\" (also recognizers[\(j)]); give one a \"name\"")
            }
            names[recognizer.name] = names[recognizer.name] ?? i
            if let region = recognizer.region, regionNames[region] == nil {
                rv.fail("region", "no region named \"\(region)\"")
            }
            v.errors += rv.errors
        }
        var seenPairs: [Int: Int] = [:]
        for (i, relation) in relations.enumerated() {
            var rv = ValidationContext(prefix: "relations[\(i)]")
            let a = names[relation.first], b = names[relation.second]
            if a == nil { rv.fail("first", "no recognizer named \"\(relation.first)\"") }
            if b == nil { rv.fail("second", "no recognizer named \"\(relation.second)\"") }
            if let a, let b {
                if a == b {
                    rv.fail("second", "a recognizer cannot be related to itself")
                } else if recognizers[a].region != recognizers[b].region {
                    rv.fail("second", "\"\(relation.second)\" is in another region than \"\(relation.first)\"; they never share touches")
                } else if recognizers[a].pointerType != recognizers[b].pointerType {
                    rv.fail("second", "\"\(relation.second)\" takes \(recognizers[b].pointerType.rawValue) contacts and \"\(relation.first)\" \(recognizers[a].pointerType.rawValue) contacts; they never share touches")
                } else {
                    let key = Swift.min(a, b) * 1024 + Swift.max(a, b)
                    if let j = seenPairs[key] { rv.fail("second", "the pair already has a relation (relations[\(j)])") }
                    seenPairs[key] = seenPairs[key] ?? i
                    if relation.relation == .transform && !(recognizers[a].kind.isContinuous && recognizers[b].kind.isContinuous) {
                        rv.fail("relation", "transform needs two continuous recognizers")
                    }
                }
            }
            v.errors += rv.errors
        }
        if v.errors.isEmpty, let cycle = requiresFailureCycle() {
            v.fail("relations", "requiresFailureOf relations form a cycle (\(cycle.joined(separator: " -> "))): none could ever win")
        }
        return v.errors
    }

    /// A cycle in the requires-failure graph, as names, or nil.
    private func requiresFailureCycle() -> [String]? {
        let n = recognizers.count
        var edges = [[Int]](repeating: [], count: n)
        for a in 0..<n {
            for b in 0..<n where a != b && effectiveRelation(a, b) == .waitsFor { edges[a].append(b) }
        }
        var state = [UInt8](repeating: 0, count: n)  // 0 new, 1 on stack, 2 done
        var stack: [Int] = []
        func visit(_ a: Int) -> [String]? {
            state[a] = 1; stack.append(a)
            for b in edges[a] {
                if state[b] == 1 {
                    let start = stack.firstIndex(of: b)!
                    return (stack[start...] + [b]).map { recognizers[$0].name }
                }
                if state[b] == 0, let c = visit(b) { return c }
            }
            state[a] = 2; stack.removeLast()
            return nil
        }
        for a in 0..<n where state[a] == 0 { if let c = visit(a) { return c } }
        return nil
    }
}
