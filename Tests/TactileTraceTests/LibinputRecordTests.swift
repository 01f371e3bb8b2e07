import TactileCore
import Testing
import TactileTrace

@Suite("libinput record YAML")
struct LibinputRecordTests {
    /// What `libinput record` itself writes, with the kinds of items and keys other
    /// than evdev events that it may add: all ignored.
    static let libinputStyle = """
        # libinput record
        version: 1
        ndevices: 2
        libinput:
          version: "1.22.1"
          git: "unknown"
        system:
          os: "debian:12"
          kernel: "6.1.0-18-amd64"
          dmi: "dmi:bvnLENOVO:..."
        future_top_level_key: {anything: [1, 2, 3]}
        devices:
        - node: /dev/input/event5
          evdev:
            # Name: ELAN Touchscreen
            # ID: bus 0x18 vendor 0x4f3 product 0x2a4f version 0x100
            # Supported Events:
            # Event type 0 (EV_SYN)
            name: "ELAN Touchscreen"
            id: [24, 1267, 10831, 256]
            codes:
              0: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] # EV_SYN
              1: [330] # EV_KEY
              3: [0, 1, 47, 53, 54, 57] # EV_ABS
            absinfo:
              0: [0, 3200, 0, 0, 13]
              1: [0, 2000, 0, 0, 13]
              47: [0, 9, 0, 0, 0]
              53: [0, 3200, 0, 0, 13]
              54: [0, 2000, 0, 0, 13]
              57: [0, 65535, 0, 0, 0]
            properties: [1]
            future_evdev_key: 42
          hid: [0x05, 0x0d, 0x09, 0x04,
            0xa1, 0x01]
          udev:
            properties:
            - ID_INPUT=1
            - ID_INPUT_TOUCHSCREEN=1
            - LIBINPUT_CALIBRATION_MATRIX=0 1 0 -1 0 1
          quirks:
          - AttrSizeHint=300x200
          libinput:
            capabilities: [touch]
          events:
          # Current time is 10:11:12
          - evdev:
            - [  0,      0,   3,  47,       0] # EV_ABS / ABS_MT_SLOT               0
            - [  0,      0,   3,  57,     100] # EV_ABS / ABS_MT_TRACKING_ID      100
            - [  0,      0,   3,  53,    1600] # EV_ABS / ABS_MT_POSITION_X     1600 (+1600)
            - [  0,      0,   1, 330,       1] # EV_KEY / BTN_TOUCH                 1
            - [  0,      0,   0,   0,       0] # ------------ SYN_REPORT (0) ---------- +0ms
            libinput:
            - {time: 0.000000, type: TOUCH_DOWN, slot: 0, seat_slot: 0, point: [150.00, 75.00]}
          - hid:
            time: [  0,   5000]
            hidraw0: [
              0x01, 0x02,
              0x03
            ]
          - evdev:
            - [  0,  12000,   3,  53,    1610] # EV_ABS / ABS_MT_POSITION_X     1610 (+10)
            - [  0,  12000,   0,   0,       0] # ------------ SYN_REPORT (0) ---------- +12ms
                                             # Touch device in neutral state
          - some_future_item:
              nested: [1, 2]
              - odd: but skipped
          - libinput:
            - {time: 0.012000, type: TOUCH_FRAME}
        - node: /dev/input/event9
          evdev:
            name: "Mouse \\"Quoted\\" \\u00e9"
            id: [3, 1133, 49271, 273]
            codes:
              1: [272, 273, 274] # EV_KEY
              2: [0, 1, 8, 11] # EV_REL
            properties: []
          events:
            - evdev:
                - [  0,   6000,   2,   0,      -3]
                - [  0,   6000,   0,   0,       0]
            - evdev: [[0, 20000, 1, 272, 1], [0, 20000, 0, 0, 0]]
        """

    @Test("multiple devices, unknown keys and non-evdev items ignored")
    func readsLibinputStyle() throws {
        let trace = try Fixtures.read(Self.libinputStyle, name: "rec.yml")
        #expect(trace.warnings.isEmpty, "\(trace.warnings)")
        #expect(trace.devices.count == 2)
        let touch = trace.devices[0]
        #expect(touch.node == "/dev/input/event5")
        #expect(touch.kernelVersion == "6.1.0-18-amd64")
        #expect(touch.description.name == "ELAN Touchscreen")
        #expect(touch.description.id == InputID(bustype: 24, vendor: 1267, product: 10831, version: 256))
        #expect(touch.description.codes[EventType.syn] == Set(0...15))
        #expect(touch.description.absInfo[EventCode.absMTPositionX] == AbsInfo(minimum: 0, maximum: 3200, resolution: 13))
        #expect(touch.description.properties == [EventCode.propDirect])
        #expect(touch.udevProperties.last == "LIBINPUT_CALIBRATION_MATRIX=0 1 0 -1 0 1")
        #expect(touch.events == [
            Fixtures.event(0, 0, 3, 47, 0), Fixtures.event(0, 0, 3, 57, 100), Fixtures.event(0, 0, 3, 53, 1600),
            Fixtures.event(0, 0, 1, 330, 1), Fixtures.event(0, 0, 0, 0, 0),
            Fixtures.event(0, 12000, 3, 53, 1610), Fixtures.event(0, 12000, 0, 0, 0),
        ])
        let mouse = trace.devices[1]
        #expect(mouse.description.name == "Mouse \"Quoted\" é")
        #expect(mouse.description.classification.kind == .mouse)
        #expect(mouse.events == [
            Fixtures.event(0, 6000, 2, 0, -3), Fixtures.event(0, 6000, 0, 0, 0),
            Fixtures.event(0, 20000, 1, 272, 1), Fixtures.event(0, 20000, 0, 0, 0),
        ])
    }

    @Test("multi-device write and read back")
    func multiDeviceRoundTrip() throws {
        let trace = try Fixtures.read(Self.libinputStyle, name: "rec.yml")
        let bytes = try LibinputRecordWriter().write(trace)
        let again = try TraceReader.read(bytes: bytes, fileName: "again.yml")
        #expect(again.devices == trace.devices)
        #expect(again.metadata == trace.metadata)
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.contains("ndevices: 2\n"))
        #expect(text.contains("  - evdev:\n    - [  0,      0,   3,  47,       0] # EV_ABS / ABS_MT_SLOT"))
    }

    @Test("events with indented lists, flow lists and empty values")
    func layouts() throws {
        let empty = try Fixtures.read(Fixtures.yaml(events: "") , name: "e.yaml")
        #expect(empty.devices[0].events.isEmpty)
        let emptyFlow = try Fixtures.read(Fixtures.yaml(events: "").replacingOccurrences(of: "  events:\n", with: "  events: []\n"), name: "e.yaml")
        #expect(emptyFlow.devices[0].events.isEmpty)
        let oneLine = try Fixtures.read(Fixtures.yaml(events: "  - evdev: [[1, 2, 0, 0, 0]]   # one frame\n  - evdev: []\n"), name: "o.yaml")
        #expect(oneLine.devices[0].events == [Fixtures.event(1, 2, 0, 0, 0)])
    }

    @Test("events as flow YAML are still read (through the YAML tree)")
    func flowDevices() throws {
        let text = """
            version: 1
            devices: [{evdev: {name: flow, id: [1, 2, 3, 4]}, events: [{evdev: [[0, 5, 3, 0, 1], [0, 5, 0, 0, 0]]}, {hid: {}}]}]
            """
        let trace = try Fixtures.read(text, name: "flow.yaml")
        #expect(trace.devices[0].description.name == "flow")
        #expect(trace.devices[0].events == [Fixtures.event(0, 5, 3, 0, 1), Fixtures.event(0, 5, 0, 0, 0)])
    }

    @Test("metadata round-trips: screen and expected gestures with tolerances")
    func metadataRoundTrip() throws {
        let metadata = TraceMetadata(
            screen: ScreenConfiguration(widthPixels: 2560, heightPixels: 1600, scale: 2, rotation: .clockwise90,
                                        calibration: CalibrationMatrix(0, -1, 1, 1, 0, 0),
                                        physicalWidthMillimetres: 301.5, physicalHeightMillimetres: nil),
            expected: [
                ExpectedGesture(["t": 0.52, "gesture": "pinch", "phase": "ended", "fingers": 2, "scale": 1.5],
                                tolerances: ["scale": 0.1, "t": 0.05]),
                ExpectedGesture(["t": 1.0e-5, "gesture": "tap", "note": "2", "flag": "true", "primary": true, "x": -3, "y": 1e300]),
                ExpectedGesture(["weird key": "a\"b\\c\nd", "e": .number(.infinity)]),
            ])
        let device = TraceDevice(description: DeviceDescription(name: "Meta", codes: [0: [0]]),
                                 events: [Fixtures.event(0, 1, 0, 0, 0)])
        let bytes = try LibinputRecordWriter().write(Trace(devices: [device], metadata: metadata))
        let again = try TraceReader.read(bytes: bytes, fileName: "meta.yaml")
        #expect(again.metadata == metadata)
        #expect(again.devices == [device])
        #expect(again.metadata.expected[0]["fingers"] == .integer(2))
        #expect(again.metadata.expected[0]["scale"] == .number(1.5))
        #expect(again.metadata.expected[1]["note"] == .string("2"))
        #expect(again.metadata.expected[1]["primary"] == .bool(true))
        #expect(again.metadata.expected[0].fields.map(\.key) == ["t", "gesture", "phase", "fingers", "scale"])
    }

    @Test("hand-written metadata in a foreign-looking file")
    func handWrittenMetadata() throws {
        let top = """
            tactile:
              screen: {widthPixels: 800, heightPixels: 480}
              expected:
              - gesture: swipe
                t: 1.25
                direction: left
                tolerance: {t: 0.1}
              future: ignored

            """
        let trace = try Fixtures.read(Fixtures.yaml(events: "", extraTop: top), name: "m.yaml")
        #expect(trace.metadata.screen == ScreenConfiguration(widthPixels: 800, heightPixels: 480))
        #expect(trace.metadata.expected == [
            ExpectedGesture(["gesture": "swipe", "t": 1.25, "direction": "left"], tolerances: ["t": 0.1]),
        ])
    }

    @Test("ndevices that disagrees is a warning, not an error")
    func ndevicesMismatch() throws {
        let text = Fixtures.yaml(events: "").replacingOccurrences(of: "ndevices: 1", with: "ndevices: 3")
        let trace = try Fixtures.read(text, name: "n.yaml")
        #expect(trace.warnings.map(\.description) == ["n.yaml:3: warning: ndevices is 3 but the file has 1 devices"])
    }
}
