import Foundation
import Testing
import TactileCore
@testable import TactilePointer

@Suite struct LayoutJSONTests {
    func decode(_ json: String) throws(ConfigurationError) -> PointerLayout {
        try PointerLayout(jsonData: Data(json.utf8), file: "layout.json")
    }

    func error(_ json: String) -> ConfigurationError? {
        do { _ = try decode(json); return nil } catch { return error }
    }

    @Test func decodesTheDocumentedFormat() throws {
        let layout = try decode("""
        {"screen": {"width": 1280, "height": 800},
         "elements": [{"id": "ok", "x": 10, "y": 20, "width": 80, "height": 30, "cornerRadius": 8,
                       "bezeled": true, "effect": "lift", "group": "toolbar", "z": 2, "text": false, "lineHeight": 18},
                      {"id": "notes", "x": 0, "y": 100, "width": 300, "height": 200, "text": true, "lineHeight": 20, "group": null}]}
        """)
        #expect(layout.screenWidth == 1280 && layout.screenHeight == 800)
        #expect(layout.elements[0] == PointerElement(id: "ok", frame: ScreenRect(x: 10, y: 20, width: 80, height: 30), cornerRadius: 8,
                                                     isBezeled: true, effect: .lift, z: 2, group: "toolbar", lineHeight: 18))
        #expect(layout.elements[1].isTextInput && layout.elements[1].effect == .highlight && layout.elements[1].group == nil)
    }

    @Test func errorsNameTheKeyPath() {
        let base = #"{"screen": {"width": 100, "height": 100}, "elements": [%@]}"#
        func el(_ s: String) -> String { base.replacingOccurrences(of: "%@", with: s) }
        #expect(error(#"{"elements": []}"#)?.keyPath == "screen")
        #expect(error(#"{"screen": {"width": 100}}"#)?.keyPath == "screen.height")
        #expect(error(#"{"screen": {"width": "wide", "height": 1}}"#)?.description == "layout.json: screen.width: expected a number, got a string")
        #expect(error(#"{"screen": {"width": 0, "height": 1}}"#)?.keyPath == "screen.width")
        let second = #"{"id": "a", "x": 0, "y": 0, "width": 1, "height": 1}, "#
        #expect(error(el(second + #"{"id": "b", "x": 0, "y": 0, "height": 1}"#))?.keyPath == "elements[1].width")
        #expect(error(el(#"{"id": "a", "x": 0, "y": 0, "width": 1, "height": 1, "effect": "glow"}"#))?.description
            == "layout.json: elements[0].effect: expected one of highlight, lift, hover, none; got \"glow\"")
        #expect(error(el(#"{"id": "a", "x": 0, "y": 0, "width": 1, "height": 1, "heigth": 1}"#))?.keyPath == "elements[0].heigth")
        #expect(error(el(#"{"id": "a", "x": 0, "y": 0, "width": 1, "height": 1, "text": true}"#))?.keyPath == "elements[0].lineHeight")
        #expect(error(el(#"{"id": "a", "x": 0, "y": 0, "width": 1, "height": 1, "bezeled": 1}"#))?.keyPath == "elements[0].bezeled")
        #expect(error(el(#"{"id": "a", "x": 0, "y": 0, "width": -1, "height": 1}"#))?.keyPath == "elements[0].width")
        #expect(error(el(#"{"id": "a", "x": 0, "y": 0, "width": 1, "height": 1, "z": 1.5}"#))?.keyPath == "elements[0].z")
        #expect(error(el(second + #"{"id": "a", "x": 0, "y": 0, "width": 1, "height": 1}"#))?.message.contains("duplicate id") == true)
        #expect(error("{not json") != nil)
        #expect(error(#"{"screen": {"width": 1, "height": 1}, "elements": {}}"#)?.keyPath == "elements")
    }
}

@Suite struct ExampleLayoutTests {
    @Test func exampleLayoutDecodesAndGroupsTheToolbar() throws {
        let layout = try PointerLayout(contentsOf: repositoryRoot.appendingPathComponent("Traces/pointer/example-layout.json"))
        #expect(layout.elements.count == 7)
        let map = HitRegionMap(layout: layout)
        // share and more are neighbours in the toolbar: the gap 1208..1232 splits at 1220.
        #expect(map.elementID(at: ScreenPoint(x: 1219.9, y: 26)) == "share")
        #expect(map.elementID(at: ScreenPoint(x: 1220, y: 26)) == "more")
        // back and share are 1136 pt apart (a flexible space): not joined.
        #expect(map.elementID(at: ScreenPoint(x: 600, y: 26)) == nil)
        #expect(map.hitRegion(of: "back")!.maxX == 68)
    }
}
