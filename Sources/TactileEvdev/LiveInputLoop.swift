import CEvdev
import SystemPackage
import TactileCore

/// Polls every open device, the hotplug watcher and the signal descriptor,
/// sleeping exactly until the handler's next deadline.
///
/// Deadlines are in event time. The loop keeps the offset between event time and
/// `CLOCK_MONOTONIC` (learnt from each event read) to compute the poll timeout,
/// then hands the handler the deadline itself, not "now": a long press fires at
/// the same event time live as it does in replay.
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

    private struct Open {
        let id: Int
        let device: EvdevDevice
    }

    public let selection: Selection
    private var open: [Open] = []
    private var nextID = 1
    private var hotplug: HotplugMonitor?
    private var offsetMicroseconds: Int64?
    /// Why the loop stopped.
    public private(set) var stopSignal: Int32?

    public init(selection: Selection) { self.selection = selection }

    /// Opens the initial devices. For explicit paths a failure is thrown (the user
    /// named that device); otherwise it is reported through `deviceSkipped`.
    public func start(handler: LiveInputHandler, watchHotplug: Bool = true) throws(EvdevError) {
        if watchHotplug { hotplug = try? HotplugMonitor() }
        switch selection {
        case .paths(let paths):
            for path in paths {
                let device = try EvdevDevice(path: path)
                add(device, handler: handler)
            }
        case .all, .names:
            for path in DeviceProbe.eventNodePaths() { tryOpen(path, handler: handler) }
        }
    }

    /// Number of devices currently open.
    public var openDeviceCount: Int { open.count }

    /// Runs until a signal arrives, `idleTimeoutMilliseconds` pass without input, or
    /// (with explicit paths and no hotplug) every device is gone.
    public func run(handler: LiveInputHandler, signals: SignalFD?, idleTimeoutMilliseconds: Int? = nil) {
        var lastInput = MonotonicClock.now()
        var fds: [pollfd] = []
        while true {
            fds.removeAll(keepingCapacity: true)
            for o in open { fds.append(pollfd(fd: o.device.fd.rawValue, events: Int16(POLLIN), revents: 0)) }
            let hotplugIndex = fds.count
            if let hotplug { fds.append(pollfd(fd: hotplug.fd.rawValue, events: Int16(POLLIN), revents: 0)) }
            let signalIndex = fds.count
            if let signals { fds.append(pollfd(fd: signals.fd.rawValue, events: Int16(POLLIN), revents: 0)) }
            if open.isEmpty && hotplug == nil { return }

            var timeout: Int32 = -1
            let deadline = handler.nextDeadline
            if let deadline, let offset = offsetMicroseconds {
                let wait = deadline.microseconds - offset - MonotonicClock.now()
                timeout = Int32(clamping: Swift.max(0, (wait + 999) / 1000))
            }
            if let idle = idleTimeoutMilliseconds {
                let left = Int64(idle) - (MonotonicClock.now() - lastInput) / 1000
                if left <= 0 { return }
                timeout = timeout < 0 ? Int32(clamping: left) : Swift.min(timeout, Int32(clamping: left))
            }
            let n = poll(&fds, nfds_t(fds.count), timeout)
            if n < 0 { continue }  // EINTR
            if n == 0 {
                if let deadline, let offset = offsetMicroseconds,
                   MonotonicClock.now() + offset >= deadline.microseconds {
                    handler.deadlineReached(deadline)
                }
                continue
            }
            if signals != nil, fds[signalIndex].revents != 0, let s = signals?.read().first {
                stopSignal = s
                return
            }
            if hotplug != nil, fds[hotplugIndex].revents != 0 { handleHotplug(handler: handler) }
            // Devices: iterate over a snapshot since removal mutates `open`.
            for (index, o) in open.enumerated().reversed() where index < hotplugIndex && fds[index].revents != 0 {
                lastInput = MonotonicClock.now()
                do throws(EvdevError) {
                    try o.device.drain { item in
                        if case .event(let e) = item { self.offsetMicroseconds = e.time.microseconds - MonotonicClock.now() }
                        handler.input(item, fromDevice: o.id)
                    }
                    if fds[index].revents & Int16(POLLHUP | POLLERR) != 0 { throw EvdevError.deviceRemoved(path: o.device.path) }
                } catch {
                    open.removeAll { $0.id == o.id }
                    handler.deviceRemoved(id: o.id, path: o.device.path, reason: error)
                }
            }
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
                    open.removeAll { $0.id == o.id }
                    handler.deviceRemoved(id: o.id, path: path, reason: .deviceRemoved(path: path))
                }
            }
        }
    }

    private func tryOpen(_ path: String, handler: LiveInputHandler) {
        do throws(EvdevError) {
            let device = try EvdevDevice(path: path)
            let cls = device.description.classification
            if case .paths = selection {} else if !cls.isUsed {
                handler.deviceSkipped(path: path, reason: "\(device.description.name): \(cls.kind.rawValue): \(cls.reason)")
                return
            }
            if case .names(let names) = selection,
               !names.contains(where: { device.description.name.lowercased().contains($0.lowercased()) }) {
                return
            }
            add(device, handler: handler)
        } catch {
            handler.deviceSkipped(path: path, reason: error.description)
        }
    }

    private func add(_ device: EvdevDevice, handler: LiveInputHandler) {
        let id = nextID
        nextID += 1
        open.append(Open(id: id, device: device))
        handler.deviceAdded(id: id, path: device.path, description: device.description)
    }
}
