import TactileCore

/// Writes the `*.ioctl` text: the ioctl tree umockdev replays on the emulated node so that
/// `libevdev_new_from_fd` (libevdev 1.13) reads back exactly the ``DeviceDescription``.
///
/// Format (umockdev `ioctl_tree.c`): `@DEV /dev/input/eventN`, then one line per ioctl,
/// `NAME[(offset)] RESULT HEXDATA`. The offset is added to the ioctl number (the type for
/// `EVIOCGBIT`, the axis for `EVIOCGABS`), RESULT is the ioctl's return value, and the
/// data length in bytes becomes the ioctl's size field.
///
/// umockdev answers a request only when number AND size match a line exactly, so every
/// size here is the one libevdev 1.13 asks for on 64-bit Linux (e.g. `EVIOCGNAME(255)`,
/// `EVIOCGBIT(EV_KEY, 96)`, `EVIOCGMTSLOTS(1028)`); anything else gets `ENOENT`.
/// The lines are in libevdev's call order: `EVIOCGMTSLOTS` lines all share one request
/// number, and umockdev hands them out by walking forward from the last line it
/// answered, so they must stay consecutive and in axis order (the order libevdev asks).
struct IoctlRecordWriter: Sendable {
    let device: DeviceDescription
    let capabilities: DeviceCapabilities
    let eventNodeNumber: UInt16
    let phys: String?
    let uniq: String?

    /// `EV_VERSION` reported by `EVIOCGVERSION`.
    static let evdevVersion: UInt32 = 0x01_00_01
    /// libevdev's `char buf[256]` minus the terminator: the size of its string requests.
    static let stringRequestSize = 255
    /// libevdev's `struct { uint32_t code; int32_t val[MAX_SLOTS = 256]; }` for `EVIOCGMTSLOTS`.
    static let mtSlotsRequestSlots = 256
    /// `ABS_MT_TOOL_Y`: libevdev's last multitouch axis (`ABS_MT_MAX`).
    static let lastMTAxis: UInt16 = 0x3d
    /// `ABS_RESERVED`: libevdev treats a device with it as "fake MT" without slots.
    static let absReserved: UInt16 = 0x2e

    func text() -> String {
        var lines = ["@DEV /dev/input/event\(eventNodeNumber)"]
        lines.append(line("EVIOCGBIT(0)", result: capabilities.types.byteCount, data: capabilities.types.bytes))
        lines.append(stringLine("EVIOCGNAME(0)", device.name))
        // Without these lines umockdev answers ENOENT, which libevdev takes as "no phys/uniq" (like uinput).
        if let phys { lines.append(stringLine("EVIOCGPHYS(0)", phys)) }
        if let uniq { lines.append(stringLine("EVIOCGUNIQ(0)", uniq)) }
        let id = device.id
        lines.append(line("EVIOCGID", result: 0, data: [id.bustype, id.vendor, id.product, id.version].flatMap(Self.bytes(of:))))
        lines.append(line("EVIOCGVERSION", result: 0, data: Self.bytes(of: Self.evdevVersion)))
        // Required: libevdev only tolerates EINVAL here, and umockdev would answer ENOENT.
        lines.append(line("EVIOCGPROP(0)", result: capabilities.properties.byteCount, data: capabilities.properties.bytes))
        for type in DeviceCapabilities.typesLibevdevQueries {
            let mask = capabilities.codes(of: type)
            lines.append(line("EVIOCGBIT(\(type))", result: mask.byteCount, data: mask.bytes))
        }
        // Current key/LED/switch/sound state: nothing pressed or lit when the device appears.
        for (name, type) in [("EVIOCGKEY(0)", EventType.key), ("EVIOCGLED(0)", EventType.led),
                             ("EVIOCGSW(0)", EventType.sw), ("EVIOCGSND(0)", EventType.snd)] {
            let size = capabilities.codes(of: type).byteCount
            lines.append(line(name, result: size, data: Array(repeating: 0, count: size)))
        }
        if capabilities.has(type: EventType.rep) {
            let delay = device.repeatValues[0] ?? 250, period = device.repeatValues[1] ?? 33
            lines.append(line("EVIOCGREP", result: 0, data: Self.bytes(of: delay) + Self.bytes(of: period)))
        }
        // libevdev asks EVIOCGABS for every bit in the EV_ABS bitmap; an axis without
        // absinfo in the description is answered as an all-zero axis rather than failing.
        let absBits = capabilities.codes(of: EventType.abs)
        let absCodes = (0...EventCode.absMax).filter { absBits.contains(Int($0)) }
        for code in absCodes {
            let info = device.absInfo[code] ?? AbsInfo(minimum: 0, maximum: 0)
            let fields = [info.value, info.minimum, info.maximum, info.fuzz, info.flat, info.resolution]
            lines.append(line("EVIOCGABS(\(code))", result: 0, data: fields.flatMap(Self.bytes(of:))))
        }
        lines += mtSlotLines(absCodes: absCodes)
        return lines.joined(separator: "\n") + "\n"
    }

    /// One `EVIOCGMTSLOTS` answer per MT axis, as `sync_mt_state` asks in `libevdev_set_fd`.
    /// Slot values are the kernel's state of a fresh device: no contact (tracking id -1), zeros.
    private func mtSlotLines(absCodes: [UInt16]) -> [String] {
        guard absCodes.contains(EventCode.absMTSlot), !absCodes.contains(Self.absReserved) else { return [] }
        let slots = device.slotCount
        return absCodes.filter { $0 > EventCode.absMTSlot && $0 <= Self.lastMTAxis }.map { axis in
            var data = Self.bytes(of: UInt32(axis))
            data.reserveCapacity(4 * (Self.mtSlotsRequestSlots + 1))
            for slot in 0..<Self.mtSlotsRequestSlots {
                let value: Int32 = axis == EventCode.absMTTrackingID && slot < slots ? -1 : 0
                data += Self.bytes(of: value)
            }
            return line("EVIOCGMTSLOTS(0)", result: 0, data: data)
        }
    }

    /// A string ioctl as the kernel answers a 255-byte request: the string with its NUL,
    /// cut at 255 bytes, zero-padded; the result is the number of bytes copied.
    private func stringLine(_ name: String, _ value: String) -> String {
        let copied = Array((Array(value.utf8) + [0]).prefix(Self.stringRequestSize))
        let padded = copied + Array(repeating: 0, count: Self.stringRequestSize - copied.count)
        return line(name, result: copied.count, data: padded)
    }

    private func line(_ name: String, result: Int, data: [UInt8]) -> String {
        "\(name) \(result) \(Self.hex(data))"
    }

    private static func hex(_ bytes: [UInt8]) -> String {
        let digits = Array("0123456789ABCDEF".utf8)
        var text: [UInt8] = []
        text.reserveCapacity(bytes.count * 2)
        for byte in bytes {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0f)])
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// Little-endian bytes, as the structs sit in memory on x86_64 and aarch64.
    private static func bytes<Value: FixedWidthInteger>(of value: Value) -> [UInt8] {
        withUnsafeBytes(of: value.littleEndian) { Array($0) }
    }
}
