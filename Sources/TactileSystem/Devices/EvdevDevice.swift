import CEvdev
import SystemPackage
import TactileCore

/// An open evdev node read through libevdev.
///
/// The fd is non-blocking: ``drain(_:)`` reads everything available and returns,
/// so the caller's poll loop decides when to wait. libevdev keeps the device
/// state, which is what makes `SYN_DROPPED` recoverable: after a drop, libevdev
/// hands out the difference between the last state we saw and the kernel's.
public final class EvdevDevice {
    /// What ``drain(_:)`` hands to the caller.
    public enum Input: Sendable {
        /// A normal event, or one of the sync events after ``resync(at:)``.
        case event(InputEvent)
        /// The kernel dropped events (`SYN_DROPPED`); the events that follow, up to and
        /// including a `SYN_REPORT`, bring the state up to date. Call
        /// `FrameAssembler.beginResync(at:)` before feeding them.
        case resync(Timestamp)
    }

    public let path: String
    public let fd: FileDescriptor
    public let description: DeviceDescription
    private let dev: OpaquePointer

    /// Opens `path` read-only and non-blocking, and reads its description.
    /// Requests `CLOCK_MONOTONIC` timestamps where the kernel allows it (not under umockdev).
    public init(path: String) throws(EvdevError) {
        self.path = path
        let fd: FileDescriptor
        do {
            fd = try FileDescriptor.open(path, .readOnly, options: [.nonBlocking, .closeOnExec])
        } catch let caught {
            let errno = (caught as? Errno) ?? .ioError
            switch errno {
            case .permissionDenied, .notPermitted: throw .permissionDenied(path: path, group: Self.groupName(of: path))
            case .noSuchFileOrDirectory: throw .notFound(path: path)
            default: throw .system(path: path, operation: "open", errno: errno)
            }
        }
        var device: OpaquePointer?
        let rc = libevdev_new_from_fd(fd.rawValue, &device)
        guard rc == 0, let device else {
            try? fd.close()
            let errno = Errno(rawValue: -rc)
            switch errno {
            case .inappropriateIOCTLForDevice, .invalidArgument, .isDirectory:
                throw .notAnEvdevDevice(path: path, errno: errno)
            case .operationNotSupportedByDevice: throw .deviceRemoved(path: path)
            default: throw .system(path: path, operation: "libevdev_new_from_fd", errno: errno)
            }
        }
        _ = libevdev_set_clock_id(device, CLOCK_MONOTONIC)
        self.fd = fd
        self.dev = device
        self.description = Self.readDescription(device)
    }

    deinit {
        libevdev_free(dev)
        try? fd.close()
    }

    /// Takes the device for this open file alone (`EVIOCGRAB`): no other reader (a compositor's
    /// libinput) gets its events until ``ungrab()``. The kernel releases the grab with the file,
    /// so a process that exits or is killed never leaves the panel grabbed.
    /// - Throws: ``EvdevError/grabbedElsewhere(path:)`` when another file holds the grab.
    public func grab() throws(EvdevError) {
        let rc = libevdev_grab(dev, LIBEVDEV_GRAB)
        guard rc < 0 else { return }
        let errno = Errno(rawValue: -rc)
        switch errno {
        case .resourceBusy: throw .grabbedElsewhere(path: path)
        case .operationNotSupportedByDevice: throw .deviceRemoved(path: path)
        default: throw .system(path: path, operation: "EVIOCGRAB", errno: errno)
        }
    }

    /// Releases the grab (nothing when not grabbed): other readers get the events again.
    public func ungrab() {
        _ = libevdev_grab(dev, LIBEVDEV_UNGRAB)
    }

    /// Reads every event available now and hands each to `handle`.
    /// Returns normally on `EAGAIN`; throws ``EvdevError/deviceRemoved(path:)`` on `ENODEV`.
    public func drain(_ handle: (Input) -> Void) throws(EvdevError) {
        var ev = input_event()
        var flags = LIBEVDEV_READ_FLAG_NORMAL.rawValue
        while true {
            let rc = libevdev_next_event(dev, flags, &ev)
            if rc == Int32(LIBEVDEV_READ_STATUS_SUCCESS.rawValue) {
                handle(.event(Self.convert(&ev)))
            } else if rc == Int32(LIBEVDEV_READ_STATUS_SYNC.rawValue) {
                if flags == LIBEVDEV_READ_FLAG_NORMAL.rawValue {
                    // ev is the SYN_DROPPED itself; switch to sync mode until -EAGAIN.
                    handle(.resync(Self.convert(&ev).time))
                    flags = LIBEVDEV_READ_FLAG_SYNC.rawValue
                } else {
                    handle(.event(Self.convert(&ev)))
                }
            } else if rc == -EAGAIN {
                if flags == LIBEVDEV_READ_FLAG_SYNC.rawValue {
                    flags = LIBEVDEV_READ_FLAG_NORMAL.rawValue  // sync done; read what came since
                    continue
                }
                return
            } else if rc == -EINTR {
                continue
            } else if rc == -ENODEV {
                throw .deviceRemoved(path: path)
            } else {
                throw .system(path: path, operation: "libevdev_next_event", errno: Errno(rawValue: -rc))
            }
        }
    }

    @inline(__always)
    private static func convert(_ ev: inout input_event) -> InputEvent {
        InputEvent(time: Timestamp(seconds: Int64(tactile_event_sec(&ev)), microseconds: Int64(tactile_event_usec(&ev))),
                   type: ev.type, code: ev.code, value: ev.value)
    }

    private static func readDescription(_ dev: OpaquePointer) -> DeviceDescription {
        let name = libevdev_get_name(dev).map { String(cString: $0) } ?? ""
        let id = InputID(bustype: UInt16(truncatingIfNeeded: libevdev_get_id_bustype(dev)),
                         vendor: UInt16(truncatingIfNeeded: libevdev_get_id_vendor(dev)),
                         product: UInt16(truncatingIfNeeded: libevdev_get_id_product(dev)),
                         version: UInt16(truncatingIfNeeded: libevdev_get_id_version(dev)))
        var props: Set<UInt16> = []
        for p in 0...EventCode.propMax where libevdev_has_property(dev, UInt32(p)) != 0 { props.insert(p) }
        var codes: [UInt16: Set<UInt16>] = [:]
        var abs: [UInt16: AbsInfo] = [:]
        for type in 0...EventType.max where libevdev_has_event_type(dev, UInt32(type)) != 0 {
            var set: Set<UInt16> = []
            for code in 0...EventCode.maxCode(type: type) where libevdev_has_event_code(dev, UInt32(type), UInt32(code)) != 0 {
                set.insert(code)
                if type == EventType.abs, let info = libevdev_get_abs_info(dev, UInt32(code)) {
                    abs[code] = AbsInfo(value: info.pointee.value, minimum: info.pointee.minimum, maximum: info.pointee.maximum,
                                        fuzz: info.pointee.fuzz, flat: info.pointee.flat, resolution: info.pointee.resolution)
                }
            }
            codes[type] = set
        }
        var rep: [UInt16: Int32] = [:]
        var delay: Int32 = 0, period: Int32 = 0
        if libevdev_get_repeat(dev, &delay, &period) == 0 { rep = [0: delay, 1: period] }
        func text(_ c: UnsafePointer<CChar>?) -> String? { c.map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } }
        return DeviceDescription(name: name, id: id, properties: props, codes: codes, absInfo: abs, repeatValues: rep,
                                 phys: text(libevdev_get_phys(dev)), uniq: text(libevdev_get_uniq(dev)))
    }

    /// The group owning a node, for the permission message.
    static func groupName(of path: String) -> String? {
        var st = stat()
        guard stat(path, &st) == 0, let gr = getgrgid(st.st_gid), let name = gr.pointee.gr_name else { return nil }
        return String(cString: name)
    }
}
