import Testing
import TactileCore
import TactileUmockdev

@Suite struct DeviceRecordTests {
    private func lines(_ device: DeviceDescription, node: UInt16 = 5, phys: String? = nil) -> [Substring] {
        UmockdevWriter(device: device, eventNodeNumber: node, phys: phys).deviceRecord()
            .split(separator: "\n", omittingEmptySubsequences: false)
    }

    @Test func eventNodeComesFirstWithItsDeviceNumbers() {
        let record = lines(FixtureDevices.ep0430m09, node: 7)
        #expect(record.first == "P: /devices/virtual/input/input7/event7")
        #expect(record[1] == "N: input/event7")
        for expected in ["E: DEVNAME=/dev/input/event7", "E: MAJOR=13", "E: MINOR=71", "E: SUBSYSTEM=input",
                         "A: dev=13:71", "L: device=../../input7", "P: /devices/virtual/input/input7"] {
            #expect(record.contains(Substring(expected)), "missing \(expected)")
        }
    }

    @Test func touchscreenCapabilitiesAreInKernelFormat() {
        let record = lines(FixtureDevices.ep0430m09)
        for expected in [
            "E: ID_INPUT=1", "E: ID_INPUT_TOUCHSCREEN=1",
            "E: EV=b", "E: KEY=400 0 0 0 0 0", "E: ABS=260800000000003", "E: PROP=2",
            "E: PRODUCT=18/0/0/0", "E: NAME=\"EP0430M09\"",
            "E: MODALIAS=input:b0018v0000p0000e0000-e0,1,3,k14A,ra0,1,2F,35,36,39,mlsfw",
            "A: capabilities/ev=b", "A: capabilities/key=400 0 0 0 0 0", "A: capabilities/abs=260800000000003",
            "A: capabilities/rel=0", "A: capabilities/msc=0", "A: capabilities/ff=0",
            "A: properties=2", "A: name=EP0430M09", "A: id/bustype=0018", "A: id/vendor=0000",
        ] {
            #expect(record.contains(Substring(expected)), "missing \(expected)")
        }
        #expect(!record.contains { $0.hasPrefix("E: REL=") }, "uevent lists only the types the device has")
        #expect(!record.contains { $0.hasPrefix("E: ID_INPUT_MOUSE") })
    }

    @Test func mouseIsTaggedAsMouse() {
        let record = lines(FixtureDevices.saitekMouse)
        for expected in [
            "E: ID_INPUT_MOUSE=1", "E: EV=17", "E: KEY=1fff0000 0 0 0 0", "E: REL=103", "E: MSC=10",
            "E: PRODUCT=3/6a3/cc3/111", "A: id/vendor=06a3", "A: id/product=0cc3", "A: id/version=0111",
            "E: MODALIAS=input:b0003v06A3p0CC3e0111-e0,1,2,4,k110,111,112,113,114,115,116,117,118,119,11A,11B,11C,r0,1,8,am4,lsfw",
        ] {
            #expect(record.contains(Substring(expected)), "missing \(expected)")
        }
        #expect(!record.contains { $0.hasPrefix("E: ID_INPUT_TOUCHSCREEN") })
    }

    @Test func resolutionGivesThePhysicalSizeAndRepeatSetsEVREP() {
        let record = lines(FixtureDevices.synthetic)
        #expect(record.contains("E: ID_INPUT_WIDTH_MM=319"))   // 3839 / 12
        #expect(record.contains("E: ID_INPUT_HEIGHT_MM=179"))  // (2154 + 5) / 12
        #expect(record.contains("E: EV=10001b"))               // SYN KEY ABS MSC REP
    }

    @Test func noPhysicalSizeWithoutResolution() {
        #expect(!lines(FixtureDevices.ep0430m09).contains { $0.hasPrefix("E: ID_INPUT_WIDTH_MM") })
    }

    @Test func physAndAwkwardNamesAreWrittenSafely() {
        let device = DeviceDescription(name: "Panel \\ two\nlines", codes: [EventType.rel: [0, 1], EventType.key: [EventCode.btnLeft]])
        let record = lines(device, phys: "usb-0000:00:14.0-1/input0")
        #expect(record.contains("A: name=Panel \\\\ two\\nlines"))
        #expect(record.contains("E: NAME=\"Panel \\ two lines\""))
        #expect(record.contains("E: PHYS=\"usb-0000:00:14.0-1/input0\""))
        #expect(record.contains("A: phys=usb-0000:00:14.0-1/input0"))
    }

    @Test func recordIsTwoBlankLineSeparatedDevices() {
        let text = UmockdevWriter(device: FixtureDevices.ntrig, eventNodeNumber: 0).deviceRecord()
        #expect(text.hasSuffix("\n\n"))
        #expect(text.split(separator: "\n", omittingEmptySubsequences: false).filter { $0.hasPrefix("P: ") }.count == 2)
        #expect(text.contains("\n\nP: /devices/virtual/input/input0\n"))
    }
}
