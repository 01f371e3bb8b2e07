import CEvdev
import SystemPackage
import TactileCore

/// A uinput device: what a filtering daemon re-emits input through, so the compositor and
/// every app read a clone (or a pointer, or a keyboard) instead of the grabbed panel.
///
/// Made with libevdev's uinput API: a `libevdev` built from a ``DeviceDescription``
/// (name, input id, properties, every code, absinfo with range, fuzz, flat and resolution,
/// the slot count as `ABS_MT_SLOT`'s range), then `libevdev_uinput_create_from_device` with
/// `LIBEVDEV_UINPUT_OPEN_MANAGED` (libevdev opens and closes `/dev/uinput`). The kernel stamps
/// each written event with the time of the write.
package final class VirtualDevice {
    /// The node that creates uinput devices.
    package static let uinputPath = "/dev/uinput"

    /// What the device was created from.
    package let description: DeviceDescription
    private var uidev: OpaquePointer?

    /// A uinput device with exactly the description's name, input id, properties, codes and absinfo.
    /// - Throws: ``EvdevError/uinputUnavailable(path:errno:)`` when `/dev/uinput` is missing or not
    ///   writable; ``EvdevError/system(path:operation:errno:)`` when the kernel refuses the description.
    package init(description: DeviceDescription) throws(EvdevError) {
        self.description = description
        guard let dev = libevdev_new() else {
            throw .system(path: Self.uinputPath, operation: "libevdev_new", errno: .noMemory)
        }
        defer { libevdev_free(dev) }  // the uinput device does not need it once created
        try Self.configure(dev, from: description)
        var created: OpaquePointer?
        let rc = libevdev_uinput_create_from_device(dev, TACTILE_UINPUT_OPEN_MANAGED, &created)
        guard rc == 0, let created else {
            let errno = Errno(rawValue: -rc)
            switch errno {
            case .noSuchFileOrDirectory, .noSuchAddressOrDevice, .operationNotSupportedByDevice,
                 .permissionDenied, .notPermitted:
                throw .uinputUnavailable(path: Self.uinputPath, errno: errno)
            default:
                throw .system(path: Self.uinputPath, operation: "libevdev_uinput_create_from_device (\(description.name))", errno: errno)
            }
        }
        uidev = created
    }

    deinit { destroy() }

    /// `/dev/input/eventN`, or nil once destroyed (or when sysfs is not mounted).
    package var devnode: String? {
        guard let uidev, let node = libevdev_uinput_get_devnode(uidev) else { return nil }
        return String(cString: node)
    }

    /// `/sys/devices/virtual/input/inputN`, or nil once destroyed.
    package var syspath: String? {
        guard let uidev, let path = libevdev_uinput_get_syspath(uidev) else { return nil }
        return String(cString: path)
    }

    /// Writes events in order; the caller includes `EV_SYN`/`SYN_REPORT` to end each frame.
    /// The events' own times are ignored: the kernel stamps the write.
    package func write(_ events: [InputEvent]) throws(EvdevError) {
        guard let uidev else { throw .deviceRemoved(path: devnodeForErrors) }
        for event in events {
            let rc = libevdev_uinput_write_event(uidev, UInt32(event.type), UInt32(event.code), event.value)
            if rc < 0 {
                throw .system(path: devnodeForErrors, operation: "libevdev_uinput_write_event", errno: Errno(rawValue: -rc))
            }
        }
    }

    /// Removes the device from the system (also done in deinit); idempotent.
    package func destroy() {
        guard let uidev else { return }
        libevdev_uinput_destroy(uidev)
        self.uidev = nil
    }

    private var devnodeForErrors: String { devnode ?? "\(Self.uinputPath) (\(description.name))" }

    /// Copies the description into a fresh libevdev: what `libevdev_uinput_create_from_device` reads.
    private static func configure(_ dev: OpaquePointer, from d: DeviceDescription) throws(EvdevError) {
        libevdev_set_name(dev, d.name)
        libevdev_set_id_bustype(dev, Int32(d.id.bustype))
        libevdev_set_id_vendor(dev, Int32(d.id.vendor))
        libevdev_set_id_product(dev, Int32(d.id.product))
        libevdev_set_id_version(dev, Int32(d.id.version))
        if let phys = d.phys { libevdev_set_phys(dev, phys) }  // uinput keeps phys; it has no way to set uniq
        for property in d.properties.sorted() {
            guard libevdev_enable_property(dev, UInt32(property)) == 0 else {
                throw .system(path: uinputPath, operation: "libevdev_enable_property \(property) (\(d.name))", errno: .invalidArgument)
            }
        }
        for type in d.codes.keys.sorted() {
            let codes = d.codes[type] ?? []
            guard libevdev_enable_event_type(dev, UInt32(type)) == 0 else {
                throw .system(path: uinputPath, operation: "libevdev_enable_event_type \(EventCode.typeName(type)) (\(d.name))",
                              errno: .invalidArgument)
            }
            for code in codes.sorted() {
                let rc: Int32
                switch type {
                case EventType.abs:
                    let a = d.absInfo[code] ?? AbsInfo(minimum: 0, maximum: 0)
                    var info = input_absinfo(value: a.value, minimum: a.minimum, maximum: a.maximum,
                                             fuzz: a.fuzz, flat: a.flat, resolution: a.resolution)
                    rc = libevdev_enable_event_code(dev, UInt32(type), UInt32(code), &info)
                case EventType.rep:
                    var value = d.repeatValues[code] ?? 0
                    rc = libevdev_enable_event_code(dev, UInt32(type), UInt32(code), &value)
                default:
                    rc = libevdev_enable_event_code(dev, UInt32(type), UInt32(code), nil)
                }
                guard rc == 0 else {
                    throw .system(path: uinputPath,
                                  operation: "libevdev_enable_event_code \(EventCode.name(type: type, code: code)) (\(d.name))",
                                  errno: .invalidArgument)
                }
            }
        }
        // EV_REP with values but no codes listed: enable both, as the kernel reports them.
        if !d.repeatValues.isEmpty && (d.codes[EventType.rep]?.isEmpty ?? true) {
            for (code, value) in d.repeatValues.sorted(by: { $0.key < $1.key }) {
                var v = value
                _ = libevdev_enable_event_code(dev, UInt32(EventType.rep), UInt32(code), &v)
            }
        }
    }
}
