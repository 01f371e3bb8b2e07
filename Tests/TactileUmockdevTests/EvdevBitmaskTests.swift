import Testing
import TactileCore
@testable import TactileUmockdev

@Suite struct EvdevBitmaskTests {
    @Test func sysfsTextPrintsHexLongsMostSignificantFirst() {
        let keys = EvdevBitmask(type: EventType.key, bits: [EventCode.btnTouch])
        #expect(keys.sysfsText == "400 0 0 0 0 0")
        let mouseButtons = EvdevBitmask(type: EventType.key, bits: (0x110...0x11c).map { UInt16($0) })
        #expect(mouseButtons.sysfsText == "1fff0000 0 0 0 0")
    }

    @Test func sysfsTextOfAnEmptyBitmapIsZero() {
        #expect(EvdevBitmask(type: EventType.rel, bits: []).sysfsText == "0")
        #expect(EvdevBitmask(type: EventType.key, bits: []).sysfsText == "0")
    }

    @Test func absBitsOfAProtocolBPanel() {
        let abs = EvdevBitmask(type: EventType.abs, bits: [0x00, 0x01, 0x2f, 0x35, 0x36, 0x39])
        #expect(abs.sysfsText == "260800000000003")
        #expect(abs.bytes == [0x03, 0x00, 0x00, 0x00, 0x00, 0x80, 0x60, 0x02])
    }

    @Test func byteLayoutMatchesLibevdevBufferSizes() {
        let keys = EvdevBitmask(type: EventType.key, bits: [EventCode.btnTouch])
        #expect(keys.byteCount == 96)
        #expect(keys.bytes.count == 96)
        #expect(keys.bytes[41] == 0x04)  // bit 330 = byte 41, bit 2
        #expect(keys.bytes.enumerated().allSatisfy { $0.offset == 41 || $0.element == 0 })
        #expect(EvdevBitmask(type: EventType.ff, bits: []).byteCount == 16)
        #expect(EvdevBitmask(type: EventType.sw, bits: []).byteCount == 8)
        #expect(EvdevBitmask(bitCount: Int(EventCode.propMax) + 1, bits: [1]).bytes == [2, 0, 0, 0, 0, 0, 0, 0])
    }

    @Test func bitsOutsideTheTypeAreLeftOut() {
        var rel = EvdevBitmask(type: EventType.rel, bits: [0x10, 0x200])
        #expect(rel.isEmpty)
        rel.insert(-1)
        #expect(rel.isEmpty)
        #expect(!rel.contains(0x10))
    }

    @Test func modaliasListsUppercaseHexWithTrailingCommas() {
        let keys = EvdevBitmask(type: EventType.key, bits: [0x10, 0x110, 0x14a])
        // The kernel starts the key list at KEY_MIN_INTERESTING (0x71), so 0x10 is not listed.
        #expect(keys.modaliasText(prefix: "k", from: 0x71, below: 0x2ff) == "k110,14A,")
        #expect(EvdevBitmask(type: EventType.led, bits: []).modaliasText(prefix: "l", from: 0, below: 0x0f) == "l")
    }
}
