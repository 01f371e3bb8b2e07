import CTactile
import Tactile
import TactileSystem

// Opening devices and integrating with the caller's event loop.

@_cdecl("tactile_engine_open_devices")
public func tactile_engine_open_devices_impl(
    _ engine: OpaquePointer?, _ paths: UnsafePointer<UnsafePointer<CChar>?>?, _ count: Int
) -> Int32 {
    guard let handle = EngineHandle.from(engine) else { return -1 }
    switch handle.mode {
    case .unused: break
    case .live: return handle.fail("tactile_engine_open_devices: devices are already open on this engine")
    case .fed: return handle.fail("tactile_engine_open_devices: this engine is fed events (tactile_engine_add_device); use another engine")
    }
    var selection = LiveInputLoop.Selection.all
    if let paths, count > 0 {
        var list: [String] = []
        for i in 0..<count {
            guard let p = paths[i] else { return handle.fail("tactile_engine_open_devices: paths[\(i)] is NULL") }
            list.append(String(cString: p))
        }
        selection = .paths(list)
    }
    let live = LiveHandler(engine: handle.engine)
    do throws(EvdevError) {
        let loop = try LiveInputLoop(selection: selection)
        try loop.start(handler: live)
        handle.mode = .live(loop, live)
        return Int32(clamping: loop.openDeviceCount)
    } catch {
        // Undo a partial start: devices opened before the failing one leave the engine again.
        for id in live.addedDeviceIDs { handle.engine.removeDevice(id: id, reason: "open failed: \(error)") }
        return handle.fail("tactile_engine_open_devices: \(error)")
    }
}

@_cdecl("tactile_engine_get_fd")
public func tactile_engine_get_fd_impl(_ engine: OpaquePointer?) -> Int32 {
    guard let handle = EngineHandle.from(engine) else { return -1 }
    switch handle.mode {
    case .live(let loop, _): return loop.fd
    case .unused, .fed: return -1
    }
}

@_cdecl("tactile_engine_get_timeout_ms")
public func tactile_engine_get_timeout_ms_impl(_ engine: OpaquePointer?) -> Int32 {
    guard let handle = EngineHandle.from(engine) else { return -1 }
    switch handle.mode {
    case .live(let loop, let live):
        return loop.timeoutMilliseconds(handler: live)
    case .unused, .fed:
        // In the fed events' own clock, counted from the latest event.
        guard let deadline = handle.engine.nextDeadline else { return -1 }
        let now = handle.engine.now?.microseconds ?? deadline.microseconds
        return Int32(clamping: max(0, (deadline.microseconds - now + 999) / 1000))
    }
}

@_cdecl("tactile_engine_dispatch")
public func tactile_engine_dispatch_impl(_ engine: OpaquePointer?) -> Int32 {
    guard let handle = EngineHandle.from(engine) else { return -1 }
    switch handle.mode {
    case .live(let loop, let live):
        loop.dispatch(handler: live, timeoutMilliseconds: 0)
    case .unused, .fed:
        break
    }
    return Int32(clamping: handle.queue.count)
}
