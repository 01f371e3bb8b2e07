import TactileCore
import Testing

@Suite("Device quirks")
struct DeviceQuirksTests {
    static func parse(_ text: String) throws(QuirksError) -> DeviceQuirks { try QuirksParser.parse(text, file: "test.quirks") }

    static func error(_ text: String) -> QuirksError? {
        do { _ = try parse(text); return nil } catch { return error }
    }

    @Test func shippedQuirksParseStrictly() throws {
        // The shipped database is built with try?: a broken shipped file must fail here, not vanish.
        #expect(DeviceQuirks.shipped.sections.count >= 10)
        let egalax = DeviceQuirks.shipped.match(name: "eGalax Inc. USB TouchController", id: InputID(bustype: 3, vendor: 0x0eef, product: 0x0001, version: 0))
        #expect(egalax?.kind == .touchscreen)
        let capacitive = DeviceQuirks.shipped.match(name: "eGalax Inc. eGalaxTouch EXC7200-7224v1.000", id: InputID(bustype: 3, vendor: 0x0eef, product: 0x7224, version: 0))
        #expect(capacitive?.ignoresResolution == true)
        #expect(capacitive?.names.count == 2)  // the vendor's kind and the product's resolution merge
        #expect(DeviceQuirks.shipped.match(name: "Posiflex USB TOUCH", id: InputID(bustype: 3, vendor: 0x1234, product: 1, version: 0))?.kind == .touchscreen)
        #expect(DeviceQuirks.shipped.match(name: "Logitech USB Optical Mouse", id: InputID(bustype: 3, vendor: 0x046d, product: 0xc077, version: 0)) == nil)
    }

    @Test func matchesByBusVendorProductAndNameGlob() throws {
        let db = try Self.parse("""
            # comment
            [Panel A]
            MatchBus=usb
            MatchVendor=0x1234
            MatchProduct=0x0001;0x0002
            AttrSizeHint=154x86

            [Any Touch]
            MatchName=*Touch?Panel*
            AttrKind=ignore
            AttrAxisSwap=1
            """)
        let a = db.match(name: "A", id: InputID(bustype: 3, vendor: 0x1234, product: 2, version: 0))
        #expect(a?.size == PanelSize(width: Millimetres(154), height: Millimetres(86)))
        #expect(a?.sources == ["test.quirks:2"])
        #expect(db.match(name: "A", id: InputID(bustype: 5, vendor: 0x1234, product: 2, version: 0)) == nil)
        #expect(db.match(name: "A", id: InputID(bustype: 3, vendor: 0x1234, product: 3, version: 0)) == nil)
        let glob = db.match(name: "ACME Touch Panel 7", id: .zero)
        #expect(glob?.kind == .ignore)
        #expect(glob?.swapsAxes == true)
        #expect(db.match(name: "ACME TouchPanel", id: .zero) == nil)
    }

    @Test func laterSectionsOverrideEarlierOnes() throws {
        let db = try Self.parse("""
            [first]
            MatchVendor=0x0001
            AttrKind=mouse
            AttrResolutionHint=10
            [second]
            MatchVendor=0x0001
            AttrKind=touchscreen
            """)
        let q = db.match(name: "x", id: InputID(bustype: 3, vendor: 1, product: 1, version: 0))
        #expect(q?.kind == .touchscreen)
        #expect(q?.resolution?.x == 10 && q?.resolution?.y == 10)
        #expect(q?.description == "[first] (test.quirks:1); [second] (test.quirks:5)")
    }

    @Test(arguments: [
        ("MatchVendor=0x1\nAttrKind=touchscreen", 1, "outside a section"),
        ("[a]\nMatchVendor=0x1\nAttrKnd=touchscreen", 3, "unknown key 'AttrKnd'"),
        ("[a]\nMatchVendor=0x1\nAttrKind=pen", 3, "AttrKind: expected touchscreen, mouse, touchpad, ignore, got 'pen'"),
        ("[a]\nMatchVendor=1234\nAttrKind=mouse", 2, "MatchVendor: expected a hex id"),
        ("[a]\nAttrKind=mouse", 1, "matches every device"),
        ("[a]\nMatchName=*x*", 1, "sets nothing"),
        ("[a]\nMatchName=*x*\nAttrSizeHint=100", 3, "AttrSizeHint: expected WIDTHxHEIGHT"),
        ("[a]\nMatchName=*x*\nAttrSizeHint=0x50", 3, "AttrSizeHint: expected WIDTHxHEIGHT"),
        ("[a]\nMatchName=*x*\nAttrAxisSwap=yes", 3, "AttrAxisSwap: expected 1 or 0"),
        ("[a]\nMatchName=*x*\nMatchName=*y*\nAttrAxisSwap=1", 3, "MatchName is given twice"),
        ("[a]\nMatchName=*x*\nAttrResolutionHint=0", 3, "AttrResolutionHint: expected units per millimetre"),
        ("[a\nMatchName=*x*", 1, "expected a section title"),
        ("[a]\nMatchName *x*", 2, "expected Key=value"),
        ("[a]\nMatchBus=firewire\nAttrKind=mouse", 2, "MatchBus: expected a bus name"),
    ] as [(String, Int, String)])
    func strictErrorsNameFileAndLine(_ text: String, _ line: Int, _ message: String) {
        let error = Self.error(text)
        #expect(error?.line == line, "\(String(describing: error))")
        #expect(error?.description.hasPrefix("test.quirks:\(line): ") == true)
        #expect(error?.message.contains(message) == true, "\(String(describing: error))")
    }
}
