import Foundation
import TactileCore
import Testing
import TactileTrace

/// Every real recording in Traces/real parses to the right device and events, and
/// survives conversion to evemu and YAML unchanged.
@Suite("Real recordings")
struct RealRecordingTests {
    struct Recording: CustomTestStringConvertible, Sendable {
        var yamlName: String
        /// evemu files as given to the reader (a combined file, or description + events).
        var files: [String]
        var deviceName: String
        var eventCount: Int
        var first: InputEvent
        var last: InputEvent
        var testDescription: String { yamlName + " (" + files.joined(separator: " + ") + ")" }
    }

    static let recordings: [Recording] = [
        Recording(yamlName: "Atmel_maXTouch_Touchscreen.1-finger-fast-taps",
                  files: ["evemu-devices/Atmel_maXTouch_Touchscreen.1-finger-fast-taps.events"],
                  deviceName: "Atmel maXTouch Touchscreen", eventCount: 84,
                  first: Fixtures.event(0, 1, 3, 0x39, 3), last: Fixtures.event(1, 934_008, 0, 0, 0)),
        Recording(yamlName: "Atmel_maXTouch_Touchscreen.1-finger-fast-taps",
                  files: ["evemu-devices/Atmel_maXTouch_Touchscreen.desc",
                          "evemu-devices/Atmel_maXTouch_Touchscreen.1-finger-fast-taps.events"],
                  deviceName: "Atmel maXTouch Touchscreen", eventCount: 84,
                  first: Fixtures.event(0, 1, 3, 0x39, 3), last: Fixtures.event(1, 934_008, 0, 0, 0)),
        Recording(yamlName: "EP0430M09.2-finger-scroll-down",
                  files: ["evemu-devices/EP0430M09.desc", "evemu-devices/EP0430M09.2-finger-scroll-down.events"],
                  deviceName: "EP0430M09", eventCount: 695,
                  first: Fixtures.event(0, 1, 3, 0x2f, 0), last: Fixtures.event(0, 754_659, 0, 0, 0)),
        Recording(yamlName: "EP0430M09.2-fingers-touch-release",
                  files: ["evemu-devices/EP0430M09.2-fingers-touch-release.events"],
                  deviceName: "EP0430M09", eventCount: 58,
                  first: Fixtures.event(0, 1, 3, 0x39, 1), last: Fixtures.event(0, 527_810, 0, 0, 0)),
        Recording(yamlName: "QUANTA_OpticalTouchScreen.touch-hover",
                  files: ["evemu-devices/QUANTA_OpticalTouchScreen.desc",
                          "evemu-devices/QUANTA_OpticalTouchScreen.touch-hover.events"],
                  deviceName: "QUANTA OpticalTouchScreen", eventCount: 448,
                  first: Fixtures.event(1_350_644_065, 367_554, 3, 0x39, 43),
                  last: Fixtures.event(1_350_644_066, 783_567, 0, 0, 0)),
        // Given in the "wrong" order on purpose: the reader recognises the .desc.
        Recording(yamlName: "Saitek_Cyborg_R.A.T.5_Mouse",
                  files: ["evemu-devices/Saitek_Cyborg_R.A.T.5_Mouse.events", "evemu-devices/Saitek_Cyborg_R.A.T.5_Mouse.desc"],
                  deviceName: "Saitek Cyborg R.A.T.5 Mouse", eventCount: 1838,
                  first: Fixtures.event(1_331_553_248, 67_422, 2, 1, -1),
                  last: Fixtures.event(1_331_553_262, 733_930, 0, 0, 1)),
        Recording(yamlName: "wetab", files: ["evemu-data/wetab.prop", "evemu-data/wetab.event"],
                  deviceName: "eGalax-Inc.-USB-TouchController Virtual Device", eventCount: 170,
                  first: Fixtures.event(1_288_981_453, 965_969, 3, 0x39, 431),
                  last: Fixtures.event(1_288_981_458, 603_735, 0, 0, 0)),
        Recording(yamlName: "ntrig-dell-xt2", files: ["evemu-data/ntrig-dell-xt2.event"],
                  deviceName: "N-Trig-MultiTouch-Virtual-Device", eventCount: 146,
                  first: Fixtures.event(1_299_660_667, 63_211, 3, 0x35, 7411),
                  last: Fixtures.event(1_299_660_667, 181_013, 0, 0, 0)),
    ]

    static func read(_ r: Recording) throws -> Trace {
        try TraceReader.read(paths: r.files.map(Fixtures.real))
    }

    @Test("parses with the right device, event count, first and last event", arguments: recordings)
    func parses(_ r: Recording) throws {
        let trace = try Self.read(r)
        #expect(trace.warnings.isEmpty, "\(trace.warnings)")
        #expect(trace.devices.count == 1)
        let device = try #require(trace.devices.first)
        #expect(device.description.name == r.deviceName)
        #expect(device.events.count == r.eventCount)
        #expect(device.events.first == r.first)
        #expect(device.events.last == r.last)
    }

    @Test("evemu -> evemu gives back the same description and events", arguments: recordings)
    func evemuRoundTrip(_ r: Recording) throws {
        let original = try Self.read(r).devices[0]
        for comments in [true, false] {
            let text = try EvemuWriter(includeComments: comments).write(original)
            let again = try TraceReader.read(bytes: text, fileName: "roundtrip.evemu")
            #expect(again.warnings.isEmpty)
            #expect(again.devices == [original])
        }
        // And as a pair of files.
        let desc = try EvemuWriter().writeDescription(original)
        let events = try EvemuWriter().writeEvents(original.events)
        let pair = try TraceReader.readEvemuPair(description: desc, descriptionName: "x.desc", events: events, eventsName: "x.events")
        #expect(pair.devices == [original])
    }

    @Test("evemu -> YAML -> evemu gives back the same description and events", arguments: recordings)
    func yamlRoundTrip(_ r: Recording) throws {
        let original = try Self.read(r).devices[0]
        let yaml = try LibinputRecordWriter().write(Trace(devices: [original]))
        let fromYAML = try TraceReader.read(bytes: yaml, fileName: "roundtrip.yaml")
        #expect(fromYAML.warnings.isEmpty)
        #expect(fromYAML.devices == [original])
        let evemu = try EvemuWriter().write(fromYAML.devices[0])
        let back = try TraceReader.read(bytes: evemu, fileName: "back.evemu")
        #expect(back.devices == [original])
    }

    @Test("the committed YAML conversion reads as the evemu original", arguments: recordings)
    func committedYAMLMatches(_ r: Recording) throws {
        let original = try Self.read(r)
        let yaml = try TraceReader.read(paths: [Fixtures.real("yaml/\(r.yamlName).yaml")])
        #expect(yaml.warnings.isEmpty)
        #expect(yaml.devices == original.devices)
    }

    @Test("descriptions carry the axes and properties of the real hardware")
    func descriptions() throws {
        let atmel = try TraceReader.read(paths: [Fixtures.real("evemu-devices/Atmel_maXTouch_Touchscreen.desc"),
                                                 Fixtures.real("evemu-devices/Atmel_maXTouch_Touchscreen.1-finger-fast-taps.events")])
        let a = atmel.devices[0]
        #expect(a.kernelVersion == "4.9.20-ge-17.04-general-1")
        #expect(a.description.id == InputID(bustype: 0x18, vendor: 0, product: 0, version: 0))
        #expect(a.description.properties == [EventCode.propDirect])
        #expect(a.description.slotCount == 10)
        #expect(a.description.absInfo[EventCode.absMTPositionX] == AbsInfo(minimum: 0, maximum: 799))
        #expect(a.description.codes[EventType.key] == [EventCode.btnTouch])
        #expect(a.description.codes[EventType.syn] == [0, 1, 3])
        #expect(a.description.classification.kind == .touchscreen)

        // Old evemu: A: lines without resolution.
        let quanta = try TraceReader.read(paths: [Fixtures.real("evemu-devices/QUANTA_OpticalTouchScreen.desc"),
                                                  Fixtures.real("evemu-devices/QUANTA_OpticalTouchScreen.touch-hover.events")])
        #expect(quanta.devices[0].description.absInfo[EventCode.absX] == AbsInfo(minimum: 0, maximum: 1920))
        #expect(quanta.devices[0].description.id == InputID(bustype: 3, vendor: 0x408, product: 0x3001, version: 0x110))

        let ntrig = try TraceReader.read(paths: [Fixtures.real("evemu-data/ntrig-dell-xt2.event")])
        #expect(ntrig.devices[0].description.multitouchProtocol == .a)
        #expect(ntrig.devices[0].description.absInfo[EventCode.absX]?.fuzz == 75)

        let mouse = try TraceReader.read(paths: [Fixtures.real("evemu-devices/Saitek_Cyborg_R.A.T.5_Mouse.desc"),
                                                 Fixtures.real("evemu-devices/Saitek_Cyborg_R.A.T.5_Mouse.events")])
        let m = mouse.devices[0].description
        #expect(m.classification.kind == .mouse)
        #expect(m.codes[EventType.key] == Set(0x110...0x11c))  // 12 B: 01 lines concatenated
        #expect(m.codes[EventType.rel] == [EventCode.relX, EventCode.relY, EventCode.relWheel])
        #expect(m.codes[EventType.msc] == [4])
    }
}
