import CEvdev
import Glibc
import SystemPackage
import TactileCore

/// Reads every open device, the hotplug watcher, the signal descriptor and any
/// external sources (sockets) through one epoll set, sleeping exactly until the
/// handler's next deadline.
///
/// Deadlines are in event time. The loop keeps the offset between event time and
/// `CLOCK_MONOTONIC` (learnt from each event read) to compute the timeout, then
/// hands the handler the deadline itself, not "now": a long press fires at the
/// same event time live as it does in replay.
///
/// Two ways to drive it:
/// - ``run(handler:signals:idleTimeoutMilliseconds:)`` blocks until a signal;
/// - an embedding loop polls ``fd`` for readability with ``timeoutMilliseconds(handler:)``
///   and calls ``dispatch(handler:timeoutMilliseconds:)`` with 0 when it fires (the C API).
public final class LiveInputLoop {
    /// Which nodes to open.
    public enum Selection: Sendable {
        /// All touchscreens and mice, including ones plugged in later.
        case all
        /// These paths; each is reopened if it reappears.
        case paths([String])
        /// Devices whose name contains any of these strings (case-insensitive).
        case names([String])
    }

    /// Why ``dispatch(handler:timeoutMilliseconds:)`` returned.
    public enum DispatchResult: Equatable, Sendable {
        case idle
        case handled
        case signal(Int32)
    }

    private struct Open {
        let id: Int
        let device: EvdevDevice
        var grabbed = false
    }

    /// What identifies a grabbed panel across an unplug: a replugged panel may get another node.
    private struct GrabKey: Hashable {
        let path: String
        let name: String
        let id: InputID
        let phys: String?
        func matches(_ device: EvdevDevice) -> Bool {
            device.path == path
                || (device.description.name == name && device.description.id == id && device.description.phys == phys)
        }
    }

    private enum Source {
        case device(Int)
        case hotplug
        case signals
        case external((UInt32) -> Void)
    }

    public let selection: Selection
    /// Whether a touch panel's mouse-emulation node (``SiblingNodes``) is opened too; by default
    /// only the touch node is, so one finger is never a gesture and a pointer at once. Nodes
    /// named by path are always opened.
    public var usesSiblingNodes = false
    private let epoll: EpollSet
    private var open: [Open] = []
    private var sources: [UInt64: Source] = [:]
    private var nextToken: UInt64 = 1
    private var nextID = 1
    private var hotplug: HotplugMonitor?
    private var signals: SignalFD?
    private var offsetMicroseconds: Int64?
    private var grabKeys: [GrabKey] = []
    /// The devnodes and syspaths of this process's own virtual devices, never opened as input.
    private var ownDevnodes: Set<String> = []
    private var ownSyspaths: Set<String> = []
    private var ready: [(token: UInt64, events: UInt32)] = []
    /// Why the loop stopped.
    public private(set) var stopSignal: Int32?

    public init(selection: Selection) throws(EvdevError) {
        self.selection = selection
        epoll = try EpollSet()
    }

    /// The one descriptor to poll for readability from another event loop.
    public var fd: Int32 { epoll.fd.rawValue }

    /// Number of devices currently open.
    public var openDeviceCount: Int { open.count }

    /// Opens the initial devices. For explicit paths a failure is thrown (the user
    /// named that device); otherwise it is reported through `deviceSkipped`.
    public func start(handler: LiveInputHandler, watchHotplug: Bool = true) throws(EvdevError) {
        if watchHotplug, let monitor = try? HotplugMonitor() {
            hotplug = monitor
            try register(monitor.fd.rawValue, events: TACTILE_EPOLLIN, source: .hotplug)
        }
        switch selection {
        case .paths(let paths):
            for path in paths { try add(try EvdevDevice(path: path), handler: handler) }
        case .all, .names:
            var devices: [EvdevDevice] = []
            for path in DeviceProbe.eventNodePaths() where !isOwn(path) {
                do throws(EvdevError) { devices.append(try EvdevDevice(path: path)) } catch {
                    handler.deviceSkipped(path: path, reason: error.description)
                }
            }
            // Touch nodes first: a panel's mouse emulation is then known as its sibling before it opens.
            let ordered = devices.enumerated().sorted {
                (SiblingNodes.isDirectTouch($0.element.description) ? 0 : 1, $0.offset)
                    < (SiblingNodes.isDirectTouch($1.element.description) ? 0 : 1, $1.offset)
            }
            for (_, device) in ordered { consider(device, handler: handler) }
        }
    }

    /// Routes these signals to the loop: ``dispatch(handler:timeoutMilliseconds:)`` returns `.signal`.
    public func watch(signals: SignalFD) throws(EvdevError) {
        self.signals = signals
        try register(signals.fd.rawValue, events: TACTILE_EPOLLIN, source: .signals)
    }

    /// Adds an external descriptor (a listening socket, a client); `handler` gets the epoll events.
    /// Returns a token for ``modifyExternal(_:events:)`` and ``removeExternal(_:)``.
    @discardableResult
    public func addExternal(fd: Int32, events: UInt32, handler: @escaping (UInt32) -> Void) throws(EvdevError) -> UInt64 {
        try register(fd, events: events, source: .external(handler))
    }

    public func modifyExternal(fd: Int32, token: UInt64, events: UInt32) {
        epoll.modify(fd, events: events, token: token)
    }

    public func removeExternal(fd: Int32, token: UInt64) {
        epoll.remove(fd)
        sources[token] = nil
    }

    // MARK: - Grabs and own devices

    /// Takes open device `id` for this process alone (`EVIOCGRAB`, see ``EvdevDevice/grab()``),
    /// and keeps taking it: when the same panel (same path, or same name, input id and phys)
    /// is opened again after an unplug, the loop grabs it before ``LiveInputHandler/deviceAdded(id:path:description:)``.
    /// The kernel drops the grab with the file, so an exit or a crash never leaves the panel grabbed.
    /// - Throws: ``EvdevError/grabbedElsewhere(path:)``, or ``EvdevError/notFound(path:)`` for an unknown id.
    public func grab(deviceID id: Int) throws(EvdevError) {
        guard let index = open.firstIndex(where: { $0.id == id }) else { throw .notFound(path: "device \(id)") }
        let device = open[index].device
        if !open[index].grabbed {
            try device.grab()
            open[index].grabbed = true
        }
        let key = GrabKey(path: device.path, name: device.description.name, id: device.description.id, phys: device.description.phys)
        if !grabKeys.contains(key) { grabKeys.append(key) }
    }

    /// Releases device `id`'s grab and stops re-grabbing it on replug.
    public func ungrab(deviceID id: Int) {
        guard let index = open.firstIndex(where: { $0.id == id }) else { return }
        let device = open[index].device
        device.ungrab()
        open[index].grabbed = false
        grabKeys.removeAll { $0.matches(device) }
    }

    /// Whether open device `id` is grabbed by this loop.
    public func isGrabbed(deviceID id: Int) -> Bool {
        open.first(where: { $0.id == id })?.grabbed ?? false
    }

    /// Marks a virtual device of this process (a ``VirtualDevice``'s devnode and syspath) so the
    /// loop never opens it as input, at start or on hotplug: a filter must not read its own output.
    /// Matched by node and by sysfs path, not by name (a clone has its panel's name).
    public func excludeOwnDevice(devnode: String?, syspath: String?) {
        if let devnode { ownDevnodes.insert(devnode) }
        if let syspath { ownSyspaths.insert(syspath) }
        for o in open where isOwn(o.device.path) { close(id: o.id) }
    }

    /// Forgets an own device (after ``VirtualDevice/destroy()``): its node number may be reused by a real panel.
    public func forgetOwnDevice(devnode: String?, syspath: String?) {
        if let devnode { ownDevnodes.remove(devnode) }
        if let syspath { ownSyspaths.remove(syspath) }
    }

    private func isOwn(_ path: String) -> Bool {
        if ownDevnodes.contains(path) { return true }
        guard !ownSyspaths.isEmpty, let syspath = DeviceProbe.syspath(ofNode: path) else { return false }
        return ownSyspaths.contains(syspath)
    }

    /// How long an embedding loop may sleep: until the handler's next deadline (-1: no deadline).
    public func timeoutMilliseconds(handler: LiveInputHandler) -> Int32 {
        guard let deadline = handler.nextDeadline, let offset = offsetMicroseconds else { return -1 }
        let wait = deadline.microseconds - offset - MonotonicClock.now()
        return Int32(clamping: Swift.max(0, (wait + 999) / 1000))
    }

    /// Waits up to `timeoutMilliseconds` for input, handles everything ready, and
    /// fires the handler's deadline if it has come. Never blocks with 0.
    @discardableResult
    public func dispatch(handler: LiveInputHandler, timeoutMilliseconds: Int32) -> DispatchResult {
        epoll.wait(timeoutMilliseconds: timeoutMilliseconds, into: &ready)
        var result = DispatchResult.idle
        for (token, events) in ready {
            guard let source = sources[token] else { continue }
            switch source {
            case .device(let id):
                result = .handled
                readDevice(id: id, events: events, handler: handler)
            case .hotplug:
                result = .handled
                handleHotplug(handler: handler)
            case .signals:
                if let s = signals?.read().first { stopSignal = s; return .signal(s) }
            case .external(let callback):
                result = .handled
                callback(events)
            }
        }
        if let deadline = handler.nextDeadline, let offset = offsetMicroseconds,
           MonotonicClock.now() + offset >= deadline.microseconds {
            handler.deadlineReached(deadline)
        }
        return result
    }

    /// Runs until a signal arrives, `idleTimeoutMilliseconds` pass without input, or
    /// (with no hotplug watcher) every device is gone.
    public func run(handler: LiveInputHandler, signals: SignalFD?, idleTimeoutMilliseconds: Int? = nil) {
        if let signals, self.signals == nil { try? watch(signals: signals) }
        var lastInput = MonotonicClock.now()
        while true {
            if open.isEmpty && hotplug == nil && !sources.values.contains(where: { if case .external = $0 { return true }; return false }) {
                return
            }
            var timeout = timeoutMilliseconds(handler: handler)
            if let idle = idleTimeoutMilliseconds {
                let left = Int64(idle) - (MonotonicClock.now() - lastInput) / 1000
                if left <= 0 { return }
                timeout = timeout < 0 ? Int32(clamping: left) : Swift.min(timeout, Int32(clamping: left))
            }
            switch dispatch(handler: handler, timeoutMilliseconds: timeout) {
            case .signal: return
            case .handled: lastInput = MonotonicClock.now()
            case .idle: break
            }
        }
    }

    // MARK: - Devices

    private func readDevice(id: Int, events: UInt32, handler: LiveInputHandler) {
        guard let o = open.first(where: { $0.id == id }) else { return }
        do throws(EvdevError) {
            try o.device.drain { item in
                if case .event(let e) = item { self.offsetMicroseconds = e.time.microseconds - MonotonicClock.now() }
                handler.input(item, fromDevice: o.id)
            }
            if events & (TACTILE_EPOLLHUP | TACTILE_EPOLLERR) != 0 { throw EvdevError.deviceRemoved(path: o.device.path) }
        } catch {
            close(id: o.id)
            handler.deviceRemoved(id: o.id, path: o.device.path, reason: error)
        }
    }

    private func handleHotplug(handler: LiveInputHandler) {
        guard let hotplug else { return }
        for change in hotplug.readChanges() {
            switch change {
            case .appeared(let path):
                if open.contains(where: { $0.device.path == path }) { continue }
                if case .paths(let wanted) = selection, !wanted.contains(path) { continue }
                tryOpen(path, handler: handler)
            case .disappeared(let path):
                if let o = open.first(where: { $0.device.path == path }) {
                    close(id: o.id)
                    handler.deviceRemoved(id: o.id, path: path, reason: .deviceRemoved(path: path))
                }
            }
        }
    }

    private func tryOpen(_ path: String, handler: LiveInputHandler) {
        if isOwn(path) { return }
        do throws(EvdevError) {
            consider(try EvdevDevice(path: path), handler: handler)
        } catch {
            handler.deviceSkipped(path: path, reason: error.description)
        }
    }

    /// Adds an opened device unless the selection, its class or a sibling touch node rules it out.
    private func consider(_ device: EvdevDevice, handler: LiveInputHandler) {
        let path = device.path, d = device.description
        var explicit = false
        if case .paths = selection { explicit = true }
        let cls = d.classification
        if !explicit && !cls.isUsed {
            handler.deviceSkipped(path: path, reason: "\(d.name): \(cls.kind.rawValue): \(cls.reason)")
            return
        }
        if case .names(let names) = selection, !names.contains(where: { d.name.lowercased().contains($0.lowercased()) }) {
            return
        }
        let followsSiblings = !explicit && !usesSiblingNodes
        if followsSiblings, let touch = siblingTouchNodes(with: device)[path] {
            handler.deviceSkipped(path: path, reason: "\(d.name): " + SiblingNodes.reason(touchNode: touch))
            return
        }
        do throws(EvdevError) { try add(device, handler: handler) } catch {
            handler.deviceSkipped(path: path, reason: error.description)
            return
        }
        guard followsSiblings, SiblingNodes.isDirectTouch(d) else { return }
        // A touch node that arrives after its panel's mouse emulation: close the emulation now.
        for (siblingPath, touch) in siblingTouchNodes(with: nil) where touch == path {
            guard let o = open.first(where: { $0.device.path == siblingPath }) else { continue }
            close(id: o.id)
            handler.deviceRemoved(id: o.id, path: siblingPath, reason: nil)
            handler.deviceSkipped(path: siblingPath, reason: "\(o.device.description.name): " + SiblingNodes.reason(touchNode: path))
        }
    }

    /// Sibling node path -> its touch node path, among the open devices (and `candidate`).
    private func siblingTouchNodes(with candidate: EvdevDevice?) -> [String: String] {
        var all = open.map { (key: $0.device.path, description: $0.device.description) }
        if let candidate { all.append((key: candidate.path, description: candidate.description)) }
        return SiblingNodes.touchNodes(of: all)
    }

    private func add(_ device: EvdevDevice, handler: LiveInputHandler) throws(EvdevError) {
        let id = nextID
        nextID += 1
        var grabbed = false
        if grabKeys.contains(where: { $0.matches(device) }) {
            // A replugged panel that was grabbed: take it again before anyone sees a frame.
            do throws(EvdevError) { try device.grab(); grabbed = true } catch {
                handler.deviceSkipped(path: device.path, reason: "\(device.description.name): not grabbed again after replug: \(error.description)")
            }
        }
        try register(device.fd.rawValue, events: TACTILE_EPOLLIN, source: .device(id))
        open.append(Open(id: id, device: device, grabbed: grabbed))
        handler.deviceAdded(id: id, path: device.path, description: device.description)
    }

    private func close(id: Int) {
        guard let index = open.firstIndex(where: { $0.id == id }) else { return }
        epoll.remove(open[index].device.fd.rawValue)
        if let token = sources.first(where: { if case .device(id) = $0.value { return true }; return false })?.key {
            sources[token] = nil
        }
        open.remove(at: index)
    }

    @discardableResult
    private func register(_ descriptor: Int32, events: UInt32, source: Source) throws(EvdevError) -> UInt64 {
        let token = nextToken
        nextToken += 1
        try epoll.add(descriptor, events: events, token: token)
        sources[token] = source
        return token
    }
}
