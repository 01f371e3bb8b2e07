import Testing
import TactileCore
import TactileUmockdev

@Suite struct IoctlRecordTests {
    private struct Line: Equatable {
        var name: Substring
        var result: Substring
        var data: Substring
    }

    private func lines(_ writer: UmockdevWriter) -> (header: Substring, lines: [Line]) {
        let all = writer.ioctlRecord().split(separator: "\n")
        let parsed = all.dropFirst().map { line -> Line in
            let fields = line.split(separator: " ")
            return Line(name: fields[0], result: fields[1], data: fields.count > 2 ? fields[2] : "")
        }
        return (all[0], parsed)
    }

    private func lines(_ device: DeviceDescription) -> [Line] {
        lines(UmockdevWriter(device: device, eventNodeNumber: 5)).lines
    }

    @Test func startsWithTheDeviceNode() {
        #expect(lines(UmockdevWriter(device: FixtureDevices.ep0430m09, eventNodeNumber: 9)).header == "@DEV /dev/input/event9")
    }

    @Test func requestsComeInLibevdevOrder() {
        let names = lines(FixtureDevices.synthetic).map(\.name).filter { !$0.hasPrefix("EVIOCGABS(") && $0 != "EVIOCGMTSLOTS(0)" }
        #expect(names == [
            "EVIOCGBIT(0)", "EVIOCGNAME(0)", "EVIOCGID", "EVIOCGVERSION", "EVIOCGPROP(0)",
            "EVIOCGBIT(2)", "EVIOCGBIT(3)", "EVIOCGBIT(17)", "EVIOCGBIT(1)", "EVIOCGBIT(5)", "EVIOCGBIT(4)",
            "EVIOCGBIT(21)", "EVIOCGBIT(18)", "EVIOCGKEY(0)", "EVIOCGLED(0)", "EVIOCGSW(0)", "EVIOCGSND(0)", "EVIOCGREP",
        ])
        let all = lines(FixtureDevices.synthetic).map(\.name)
        let firstAbs = all.firstIndex { $0.hasPrefix("EVIOCGABS(") }
        let firstSlots = all.firstIndex(of: "EVIOCGMTSLOTS(0)")
        #expect(firstAbs != nil && firstSlots != nil && firstAbs! > all.firstIndex(of: "EVIOCGREP")! && firstSlots! > firstAbs!)
    }

    @Test func sizesAreThoseLibevdevAsks() {
        let byName = Dictionary(lines(FixtureDevices.ep0430m09).map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let expectedBytes: [Substring: Int] = [
            "EVIOCGBIT(0)": 8, "EVIOCGNAME(0)": 255, "EVIOCGID": 8, "EVIOCGVERSION": 4, "EVIOCGPROP(0)": 8,
            "EVIOCGBIT(1)": 96, "EVIOCGBIT(2)": 8, "EVIOCGBIT(3)": 8, "EVIOCGBIT(21)": 16, "EVIOCGKEY(0)": 96,
            "EVIOCGLED(0)": 8, "EVIOCGSW(0)": 8, "EVIOCGABS(0)": 24, "EVIOCGMTSLOTS(0)": 1028,
        ]
        for (name, bytes) in expectedBytes {
            #expect(byName[name]?.data.count == bytes * 2, "\(name)")
        }
    }

    @Test func identityAndNameAreLittleEndian() {
        let record = lines(FixtureDevices.saitekMouse)
        #expect(record.contains(Line(name: "EVIOCGID", result: "0", data: "0300A306C30C1101")))
        #expect(record.contains(Line(name: "EVIOCGVERSION", result: "0", data: "01000100")))
        #expect(record.contains(Line(name: "EVIOCGBIT(0)", result: "8", data: "1700000000000000")))
        let name = record.first { $0.name == "EVIOCGNAME(0)" }
        #expect(name?.result == "28")  // 27 bytes + NUL
        #expect(name?.data.hasPrefix("53616974656B20") == true)  // "Saitek "
    }

    @Test func absinfoCarriesValueLimitsFuzzFlatAndResolution() {
        let record = lines(FixtureDevices.synthetic)
        // value 640, min 0, max 3839, fuzz 4, flat 0, resolution 12
        #expect(record.contains(Line(name: "EVIOCGABS(0)", result: "0", data: "80020000" + "00000000" + "FF0E0000" + "04000000" + "00000000" + "0C000000")))
        // value 10, min -5, max 2154, fuzz 4, flat 1, resolution 12
        #expect(record.contains(Line(name: "EVIOCGABS(1)", result: "0", data: "0A000000" + "FBFFFFFF" + "6A080000" + "04000000" + "01000000" + "0C000000")))
    }

    @Test func everyAbsBitGetsAnAnswerEvenWithoutAbsinfo() {
        var device = FixtureDevices.ep0430m09
        device.codes[EventType.abs, default: []].insert(0x18)  // ABS_PRESSURE without absinfo
        #expect(lines(device).contains(Line(name: "EVIOCGABS(24)", result: "0", data: Substring(String(repeating: "0", count: 48)))))
    }

    @Test func protocolBGetsOneSlotAnswerPerAxisInAxisOrder() {
        let slots = lines(FixtureDevices.ep0430m09).filter { $0.name == "EVIOCGMTSLOTS(0)" }
        #expect(slots.map { $0.data.prefix(8) } == ["35000000", "36000000", "39000000"])
        let trackingIDs = slots[2].data.dropFirst(8)
        // 5 slots without a contact (-1), the rest of libevdev's 256 values zero.
        #expect(trackingIDs == Substring(String(repeating: "FFFFFFFF", count: 5) + String(repeating: "00000000", count: 251)))
        #expect(slots[0].data.dropFirst(8).allSatisfy { $0 == "0" })
    }

    @Test func protocolAAndFakeMTGetNoSlotAnswers() {
        #expect(!lines(FixtureDevices.ntrig).contains { $0.name == "EVIOCGMTSLOTS(0)" })
        var fake = FixtureDevices.ep0430m09
        fake.absInfo[0x2e] = AbsInfo(minimum: 0, maximum: 1)  // ABS_RESERVED: libevdev sees no slots
        #expect(!lines(fake).contains { $0.name == "EVIOCGMTSLOTS(0)" })
    }

    @Test func repeatOnlyWhenTheDeviceRepeats() {
        #expect(lines(FixtureDevices.synthetic).contains(Line(name: "EVIOCGREP", result: "0", data: "F401000028000000")))
        #expect(!lines(FixtureDevices.ep0430m09).contains { $0.name == "EVIOCGREP" })
    }

    @Test func physAndUniqOnlyWhenGiven() {
        #expect(!lines(FixtureDevices.ep0430m09).contains { $0.name == "EVIOCGPHYS(0)" || $0.name == "EVIOCGUNIQ(0)" })
        let (_, record) = lines(UmockdevWriter(device: FixtureDevices.ep0430m09, eventNodeNumber: 5, phys: "i2c-1", uniq: ""))
        #expect(record.first { $0.name == "EVIOCGPHYS(0)" }?.result == "6")
        #expect(record.first { $0.name == "EVIOCGUNIQ(0)" }?.result == "1")
    }

    @Test func overlongNamesAreCutLikeTheKernelDoes() {
        let device = DeviceDescription(name: String(repeating: "x", count: 300))
        let name = lines(device).first { $0.name == "EVIOCGNAME(0)" }
        #expect(name?.result == "255")
        #expect(name?.data == Substring(String(repeating: "78", count: 255)))
    }
}
