import Foundation
import Testing
import TactileCore
import TactileGestures

@Suite("Configuration: Codable, defaults, validation")
struct ConfigurationTests {
    func decode(_ json: String) throws -> GestureConfiguration {
        try JSONDecoder().decode(GestureConfiguration.self, from: Data(json.utf8))
    }

    func decodeError(_ json: String) -> String? {
        do { _ = try decode(json); return nil } catch { return "\(error)" }
    }

    @Test func flatRecognizerObjectsWithDefaults() throws {
        let c = try decode("""
        {"recognizers": [{"kind": "tap"}, {"kind": "doubleTap", "maximumIntervalMilliseconds": 250},
                         {"kind": "swipe", "directions": ["left", "right"], "fingers": 3, "region": "bar"},
                         {"kind": "pan", "name": "scroll"}],
         "regions": [{"name": "bar", "yPoints": 700, "widthPoints": 1280, "heightPoints": 100}],
         "relations": [{"first": "scroll", "relation": "simultaneous", "second": "doubleTap"}],
         "pinchRotatePolicy": "transform"}
        """)
        try c.validate()
        #expect(c.recognizers.map(\.name) == ["tap", "doubleTap", "swipe", "scroll"])
        #expect(c.recognizers[1].settings == .tap(TapConfiguration(taps: 2, maximumIntervalMilliseconds: 250)))
        #expect(c.recognizers[2].settings == .swipe(SwipeConfiguration(directions: .horizontal, fingers: 3)))
        #expect(c.recognizers[2].region == "bar")
        #expect(c.regions.first?.rect == ScreenRect(x: 0, y: 700, width: 1280, height: 100))
        #expect(c.pinchRotatePolicy == .transform)
        #expect(c.velocityWindowMilliseconds == 100)
    }

    /// Each kind's settings type belongs to that kind, decodes under each of its names,
    /// encodes back to the same recognizer and is accepted by `standard(names:)`: a new kind
    /// is checked without a line here.
    @Test(arguments: GestureKind.allCases) func everyKindDecodesUnderItsNames(_ kind: GestureKind) throws {
        let type = kind.configurationType
        #expect(type.kind == kind)
        for name in type.kindNames {
            let c = try decode(#"{"recognizers": [{"kind": "\#(name)"}]}"#)
            #expect(c.recognizers.map(\.kind) == [kind])
            let again = try JSONDecoder().decode(GestureConfiguration.self, from: JSONEncoder().encode(c))
            #expect(again.recognizers == c.recognizers)
        }
        #expect(try GestureConfiguration.standard(names: [kind.rawValue]).recognizers.map(\.kind) == [kind])
    }

    /// A recognizer list in a file keeps the standard relations among the kinds it names,
    /// exactly as `--recognizers` (``GestureConfiguration/standard(names:)``) does; a file
    /// that states `relations`, even none, gets exactly those.
    @Test func aRecognizerListKeepsTheStandardRelations() throws {
        let names = ["tap", "doubleTap", "longPress", "pan", "pinch", "rotate", "edgeSwipe", "swipe"]
        let list = names.map { #"{"kind": "\#($0)"}"# }.joined(separator: ", ")
        let fromFile = try decode(#"{"recognizers": [\#(list)]}"#)
        let fromFlag = try GestureConfiguration.standard(names: names)
        #expect(fromFile.relations == fromFlag.relations)
        #expect(fromFile.relations.contains(RelationConfiguration("pan", .simultaneous, "pinch")))
        #expect(fromFile.relations.contains(RelationConfiguration("swipe", .requiresFailureOf, "edgeSwipe")))
        // Custom names and regions: related by kind, within a region.
        let named = try decode("""
            {"recognizers": [{"kind": "pan", "name": "scroll"}, {"kind": "pinch", "name": "zoom"},
                             {"kind": "pinch", "name": "mapZoom", "region": "map"}],
             "regions": [{"name": "map", "widthPoints": 100, "heightPoints": 100}]}
            """)
        #expect(named.relations == [RelationConfiguration("scroll", .simultaneous, "zoom")])
        let stated = try decode(#"{"recognizers": [\#(list)], "relations": []}"#)
        #expect(stated.relations.isEmpty)
    }

    @Test func validationNamesTheKeyPath() throws {
        let c = try decode("""
        {"recognizers": [{"kind": "tap"}, {"kind": "pan"}, {"kind": "swipe", "minimumDistanceMillimetres": -3}]}
        """)
        #expect(throws: ConfigurationError(keyPath: "recognizers[2].minimumDistanceMillimetres",
                                                  message: "expected a value > 0, got -3")) { try c.validate() }
        #expect(c.validationErrors().map(\.description) == ["recognizers[2].minimumDistanceMillimetres: expected a value > 0, got -3"])
    }

    @Test func everyProblemIsListed() {
        var c = GestureConfiguration.standard
        let pinch = c.index(of: "pinch")!   // where it is in the standard set
        c.recognizers[0] = .tap(TapConfiguration(taps: 4, fingers: 0))
        c.recognizers[pinch] = .pinch(PinchConfiguration(minimumSpanMillimetres: 0))
        c.velocityWindowMilliseconds = 0
        #expect(c.validationErrors().map(\.description) == [
            "velocityWindowMilliseconds: expected a value > 0, got 0",
            "recognizers[0].taps: expected an integer in 1...3, got 4",
            "recognizers[0].fingers: expected an integer in 1...5, got 0",
            "recognizers[\(pinch)].minimumSpanMillimetres: expected a value > 0, got 0",
        ])
    }

    @Test func unknownKeysAreErrorsNotSilentDefaults() {
        #expect(decodeError(#"{"recognizers": [{"kind": "pan", "minimumDistanceMilimetres": 2}]}"#)?
            .hasPrefix("recognizers[0].minimumDistanceMilimetres: unknown key") == true)
        #expect(decodeError(#"{"recognizers": [{"kind": "pan", "taps": 2}]}"#)?
            .hasPrefix("recognizers[0].taps: unknown key") == true)
        #expect(decodeError(#"{"recognisers": []}"#)?.hasPrefix("recognisers: unknown key") == true)
    }

    @Test func typeErrorsNameTheKeyPath() {
        #expect(decodeError(#"{"recognizers": [{"kind": "tap", "taps": "two"}]}"#)
                == "recognizers[0].taps: expected a number, got a string")
        #expect(decodeError(#"{"recognizers": [{"kind": "tap", "taps": 2.5}]}"#)
                == "recognizers[0].taps: expected a whole number, got 2.5")
        #expect(decodeError(#"{"recognizers": [{"kind": "tapp"}]}"#)?.hasPrefix("recognizers[0].kind: expected one of: tap, doubleTap") == true)
        #expect(decodeError(#"{"recognizers": [{"taps": 2}]}"#)?.hasPrefix("recognizers[0].kind: missing") == true)
        #expect(decodeError(#"{"recognizers": [{"kind": "swipe", "directions": ["up", "sideways"]}]}"#)
                == #"recognizers[0].directions[1]: expected one of: up, down, left, right, got "sideways""#)
        #expect(decodeError(#"{"pinchRotatePolicy": "both"}"#)?.hasPrefix("pinchRotatePolicy: expected one of: transform, exclusive, rotationDeadZone") == true)
        #expect(decodeError(#"{"regions": [{"name": "a", "widthPoints": 10}]}"#) == "regions[0].heightPoints: missing (a region needs widthPoints and heightPoints)")
        #expect(decodeError(#"{"relations": [{"first": "a", "second": "b"}]}"#) == "relations[0].relation: missing")
    }

    @Test func namesRegionsAndRelationsAreChecked() {
        var c = GestureConfiguration(recognizers: [.tap(), .tap(), .pan(region: "nowhere")])
        c.relations = [RelationConfiguration("tap", .simultaneous, "ghost"), RelationConfiguration("pan", .exclusive, "pan")]
        #expect(c.validationErrors().map(\.description) == [
            #"recognizers[1].name: duplicate recognizer name "tap" (also recognizers[0]); give one a "name""#,
            #"recognizers[2].region: no region named "nowhere""#,
            #"relations[0].second: no recognizer named "ghost""#,
            #"relations[1].second: a recognizer cannot be related to itself"#,
        ])
    }

    @Test func relationsAcrossRegionsAndCyclesAreRejected() {
        var c = GestureConfiguration(recognizers: [.tap(), .pan(region: "r"), .swipe(), .longPress()],
                                     regions: [RegionConfiguration(name: "r", rect: ScreenRect(x: 0, y: 0, width: 10, height: 10))])
        c.relations = [RelationConfiguration("tap", .simultaneous, "pan")]
        #expect(c.validationErrors().first?.keyPath == "relations[0].second")
        c.relations = [RelationConfiguration("swipe", .requiresFailureOf, "longPress"),
                       RelationConfiguration("longPress", .requiresFailureOf, "tap"),
                       RelationConfiguration("tap", .requiresFailureOf, "swipe")]
        #expect(c.validationErrors().map(\.description) == [
            "relations: requiresFailureOf relations form a cycle (tap -> swipe -> longPress -> tap): none could ever win",
        ])
        c.relations = [RelationConfiguration("tap", .transform, "swipe")]
        #expect(c.validationErrors().first?.description == "relations[0].relation: transform needs two continuous recognizers")
    }

    @Test func theEngineRefusesAnInvalidConfiguration() {
        let c = GestureConfiguration(recognizers: [.pan(PanConfiguration(minimumDistanceMillimetres: -1))])
        #expect(throws: ConfigurationError.self) {
            _ = try GestureEngine(configuration: c, screenBounds: ScreenRect(x: 0, y: 0, width: 10, height: 10))
        }
    }

    @Test func standardNamesForTheCommandLine() throws {
        let c = try GestureConfiguration.standard(names: ["tap", "doubleTap", "pan", "pinch"])
        #expect(c.recognizers.map(\.name) == ["tap", "doubleTap", "pan", "pinch"])
        #expect(c.relations == [RelationConfiguration("pan", .simultaneous, "pinch")])
        #expect(GestureConfiguration.standard.recognizers.map(\.name) == GestureConfiguration.standardNames)
        try GestureConfiguration.standard.validate()
        #expect(throws: ConfigurationError.self) { _ = try GestureConfiguration.standard(names: ["tap", "wave"]) }
        #expect(throws: ConfigurationError.self) { _ = try GestureConfiguration.standard(names: ["tap", "tap"]) }
    }

    @Test func roundTripsThroughJSON() throws {
        var c = GestureConfiguration.standard
        c.addRegion("map", rect: ScreenRect(x: 10, y: 20, width: 300, height: 400))
        c.add(.edgeSwipe(EdgeSwipeConfiguration(edges: [.left, .bottom]), name: "drawer", region: "map"))
        c.add(.tap(TapConfiguration(taps: 2, fingers: 2), region: "map"))
        let data = try JSONEncoder().encode(c)
        let back = try JSONDecoder().decode(GestureConfiguration.self, from: data)
        #expect(back == c)
        try back.validate()
    }
}
