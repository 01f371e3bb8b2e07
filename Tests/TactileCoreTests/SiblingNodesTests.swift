import Testing
import TactileCore

/// A panel's mouse-emulation node is its touch node's sibling; look-alikes are not.
@Suite("Sibling nodes: one panel, two nodes")
struct SiblingNodesTests {
    static func touch(vendor: UInt16 = 0x0eef, product: UInt16 = 0x0001, phys: String? = nil, uniq: String? = nil) -> DeviceDescription {
        DeviceDescription(
            name: "eGalax Inc. USB TouchController", id: InputID(bustype: 3, vendor: vendor, product: product, version: 0x100),
            properties: [EventCode.propDirect], codes: [EventType.key: [EventCode.btnTouch]],
            absInfo: [EventCode.absMTSlot: AbsInfo(minimum: 0, maximum: 9),
                      EventCode.absMTPositionX: AbsInfo(minimum: 0, maximum: 4095),
                      EventCode.absMTPositionY: AbsInfo(minimum: 0, maximum: 4095),
                      EventCode.absX: AbsInfo(minimum: 0, maximum: 4095), EventCode.absY: AbsInfo(minimum: 0, maximum: 4095)],
            phys: phys, uniq: uniq)
    }

    static func mouse(vendor: UInt16 = 0x0eef, product: UInt16 = 0x0001, phys: String? = nil, uniq: String? = nil, absolute: Bool = false) -> DeviceDescription {
        DeviceDescription(
            name: "eGalax Inc. USB TouchController Mouse", id: InputID(bustype: 3, vendor: vendor, product: product, version: 0x100),
            codes: [EventType.key: [EventCode.btnLeft, EventCode.btnRight],
                    EventType.rel: absolute ? [] : [EventCode.relX, EventCode.relY]],
            absInfo: absolute ? [EventCode.absX: AbsInfo(minimum: 0, maximum: 4095), EventCode.absY: AbsInfo(minimum: 0, maximum: 4095)] : [:],
            phys: phys, uniq: uniq)
    }

    @Test func sameVendorProductAndInterfaceOfOneUSBDevice() {
        let found = SiblingNodes.touchNodes(of: [
            (key: "event5", description: Self.touch(phys: "usb-0000:00:14.0-4/input0")),
            (key: "event6", description: Self.mouse(phys: "usb-0000:00:14.0-4/input1")),
            (key: "event7", description: Self.mouse(vendor: 0x046d, product: 0xc077, phys: "usb-0000:00:14.0-2/input0")),
        ])
        #expect(found == ["event6": "event5"])
        #expect(SiblingNodes.reason(touchNode: "/dev/input/event5") == "sibling of /dev/input/event5: mouse emulation of the same panel; not used")
    }

    @Test func anAbsoluteMouseEmulationIsASiblingToo() {
        let found = SiblingNodes.touchNodes(of: [(key: 1, description: Self.touch()), (key: 2, description: Self.mouse(absolute: true))])
        #expect(found == [2: 1])
    }

    @Test func anotherPortOrSerialIsAnotherPanel() {
        #expect(SiblingNodes.touchNodes(of: [
            (key: 1, description: Self.touch(phys: "usb-0000:00:14.0-4/input0")),
            (key: 2, description: Self.mouse(phys: "usb-0000:00:14.0-3/input1")),
        ]).isEmpty)
        #expect(SiblingNodes.touchNodes(of: [
            (key: 1, description: Self.touch(uniq: "A1")), (key: 2, description: Self.mouse(uniq: "B2")),
        ]).isEmpty)
    }

    @Test func twoIdenticalPanelsLeaveTheirMiceAlone() {
        // Two touch nodes in the group: whose mouse it is cannot be told, so nothing is dropped.
        #expect(SiblingNodes.touchNodes(of: [
            (key: 1, description: Self.touch()), (key: 2, description: Self.touch()), (key: 3, description: Self.mouse()),
        ]).isEmpty)
    }

    @Test func withoutVendorProductOnlyTheSamePhysicalPathCounts() {
        #expect(SiblingNodes.touchNodes(of: [
            (key: 1, description: Self.touch(vendor: 0, product: 0)), (key: 2, description: Self.mouse(vendor: 0, product: 0)),
        ]).isEmpty)
        #expect(SiblingNodes.touchNodes(of: [
            (key: 1, description: Self.touch(vendor: 0, product: 0, phys: "i2c-ELAN0001:00")),
            (key: 2, description: Self.mouse(vendor: 0, product: 0, phys: "i2c-ELAN0001:00")),
        ]) == [2: 1])
    }
}
