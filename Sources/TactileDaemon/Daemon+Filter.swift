import TactileCore
import TactileSystem
import TactileFilter
import Tactile

/// The daemon's side of the input filter (Docs/FILTER.md): grabbing touchscreens once their
/// clone exists, forgetting clones at unplug, the filter's deadlines and its log summary.
/// The filtering itself is ``FilterRunner``'s.
extension Daemon {
    /// The runner for `configuration`, with uinput devices and `CLOCK_MONOTONIC` write times.
    static func makeFilterRunner(_ configuration: DaemonConfiguration, log: @escaping @Sendable (String) -> Void) -> FilterRunner {
        let engine = configuration.engineConfiguration
        return FilterRunner(configuration: configuration.filterConfiguration, screen: engine.screen,
                            gestures: engine.gestures ?? .standard, keyboardKeys: configuration.keyboardKeys,
                            makeDevice: { (d: DeviceDescription) throws(EvdevError) -> any VirtualDeviceWriting in try VirtualDevice(description: d) },
                            clock: { Timestamp(microseconds: MonotonicClock.now()) }, log: log)
    }

    /// The pointer and keyboard are this process's own devices: never opened as input.
    func excludeFilterDevices() {
        for device in [filterRunner.pointer, filterRunner.keyboard].compactMap({ $0 }) {
            loop.excludeOwnDevice(devnode: device.devnode, syspath: device.syspath)
            log("tactile: virtual \(device === filterRunner.pointer ? "pointer" : "keyboard") \(device.devnode ?? "(no node)")")
        }
    }

    /// A touchscreen opened while filtering: its clone first, then the grab. If the clone cannot
    /// be made the panel is not grabbed (released if the loop took it again at a replug): a
    /// failed filter leaves the kiosk with its plain touchscreen, never without touch.
    func filterPanelAdded(loopID: Int, engineID: Int, path: String, description: DeviceDescription) {
        if description.classification.kind == .pen { return filterPenAdded(loopID: loopID, engineID: engineID, path: path, description: description) }
        guard filterRunner.isFiltering, description.classification.kind == .touchscreen else { return }
        let clone: (any VirtualDeviceWriting)?
        do throws(EvdevError) {
            clone = try filterRunner.panelAdded(engineID: engineID, key: loopID, description: description)
        } catch {
            log("tactile: filter: not grabbing \(path): cannot create its virtual touchscreen: \(error)")
            if loop.isGrabbed(deviceID: loopID) { loop.ungrab(deviceID: loopID) }
            return
        }
        if let clone { loop.excludeOwnDevice(devnode: clone.devnode, syspath: clone.syspath) }
        if !loop.isGrabbed(deviceID: loopID) {
            do throws(EvdevError) { try loop.grab(deviceID: loopID) } catch {
                log("tactile: filter: cannot grab \(path): \(error); its clone is removed and the panel left as it is")
                if let names = filterRunner.panelRemoved(engineID: engineID, at: engine.now ?? .zero) {
                    loop.forgetOwnDevice(devnode: names.devnode, syspath: names.syspath)
                }
                return
            }
        }
        log("tactile: filter: grabbed \(path) (\(description.name))" + (clone.map { ", clone \($0.devnode ?? "(no node)")" } ?? ", fingers drive the virtual pointer"))
    }

    /// A pen opened while filtering: its virtual pen first, then the grab, by the same rule as a
    /// touchscreen (no virtual pen, no grab: the pen keeps working as it is).
    func filterPenAdded(loopID: Int, engineID: Int, path: String, description: DeviceDescription) {
        guard filterRunner.isFiltering else { return }
        let clone: (any VirtualDeviceWriting)?
        do throws(EvdevError) {
            clone = try filterRunner.penAdded(engineID: engineID, key: loopID, description: description)
        } catch {
            log("tactile: filter: not grabbing \(path): cannot create its virtual pen: \(error)")
            if loop.isGrabbed(deviceID: loopID) { loop.ungrab(deviceID: loopID) }
            return
        }
        guard let clone else { return }
        loop.excludeOwnDevice(devnode: clone.devnode, syspath: clone.syspath)
        if !loop.isGrabbed(deviceID: loopID) {
            do throws(EvdevError) { try loop.grab(deviceID: loopID) } catch {
                log("tactile: filter: cannot grab \(path): \(error); its virtual pen is removed and the pen left as it is")
                if let names = filterRunner.penRemoved(engineID: engineID) { loop.forgetOwnDevice(devnode: names.devnode, syspath: names.syspath) }
                return
            }
        }
        log("tactile: filter: grabbed \(path) (\(description.name)), virtual pen \(clone.devnode ?? "(no node)")")
    }

    func filterPanelRemoved(engineID: Int) {
        if let names = filterRunner.penRemoved(engineID: engineID) {
            loop.forgetOwnDevice(devnode: names.devnode, syspath: names.syspath)
            return
        }
        guard let names = filterRunner.panelRemoved(engineID: engineID, at: engine.now ?? .zero) else { return }
        loop.forgetOwnDevice(devnode: names.devnode, syspath: names.syspath)
    }

    /// The engine's and the filter's earliest deadline.
    var combinedDeadline: Timestamp? {
        switch (engine.nextDeadline, filterRunner.nextDeadline) {
        case (let a?, let b?): return Swift.min(a, b)
        case (let a?, nil): return a
        case (nil, let b?): return b
        case (nil, nil): return nil
        }
    }

    func advanceAll(to deadline: Timestamp) {
        if let d = engine.nextDeadline, d <= deadline { engine.advance(to: deadline) }
        filterRunner.advance(engine: engine, to: deadline)
        filterRunner.settle(engine: engine, at: deadline)
    }
}
