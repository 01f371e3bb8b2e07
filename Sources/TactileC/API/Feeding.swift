import CTactile
import Tactile
import TactileCore
import TactileTrace

// Feeding raw events: the caller owns the devices and the clock.

@_cdecl("tactile_engine_add_device")
public func tactile_engine_add_device_impl(_ engine: OpaquePointer?, _ text: UnsafePointer<CChar>?) -> Int32 {
    guard let handle = EngineHandle.from(engine) else { return -1 }
    guard let text else { return handle.fail("tactile_engine_add_device: description is NULL") }
    var ids: Set<Int> = [], nextID = 1
    switch handle.mode {
    case .unused: break
    case .fed(let d, let n): ids = d; nextID = n
    case .live: return handle.fail("tactile_engine_add_device: this engine opened devices; feed events to another engine")
    }
    let bytes = UnsafeRawBufferPointer(start: text, count: strlenBounded(text))
    let trace: Trace
    do throws(TraceParseError) {
        trace = try TraceReader.read(bytes: Array(bytes), fileName: "<description>")
    } catch {
        return handle.fail(error.description)
    }
    guard trace.devices.count == 1 else {
        return handle.fail("<description>: expected one device, found \(trace.devices.count)")
    }
    let id = nextID
    let description = trace.devices[0].description
    handle.engine.addDevice(id: id, name: description.name, description: description)
    ids.insert(id)
    handle.mode = .fed(deviceIDs: ids, nextID: id + 1)
    return Int32(id)
}

@_cdecl("tactile_engine_remove_device")
public func tactile_engine_remove_device_impl(_ engine: OpaquePointer?, _ device: Int32) -> Int32 {
    guard let handle = EngineHandle.from(engine) else { return -1 }
    guard case .fed(var ids, let nextID) = handle.mode, ids.contains(Int(device)) else {
        return handle.fail("tactile_engine_remove_device: no fed device \(device)")
    }
    handle.engine.removeDevice(id: Int(device), reason: "removed by the caller")
    ids.remove(Int(device))
    handle.mode = .fed(deviceIDs: ids, nextID: nextID)
    return 0
}

@_cdecl("tactile_engine_feed_event")
public func tactile_engine_feed_event_impl(_ engine: OpaquePointer?, _ device: Int32, _ sec: Int64, _ usec: Int64,
                                           _ type: UInt16, _ code: UInt16, _ value: Int32) -> Int32 {
    guard let handle = EngineHandle.from(engine) else { return -1 }
    // The hot path: a set lookup, then the engine. Nothing allocates.
    guard case .fed(let ids, _) = handle.mode, ids.contains(Int(device)) else {
        return handle.fail("tactile_engine_feed_event: no fed device \(device) (add it with tactile_engine_add_device)")
    }
    let (seconds, overflow1) = sec.multipliedReportingOverflow(by: 1_000_000)
    let (micros, overflow2) = seconds.addingReportingOverflow(usec)
    guard !overflow1, !overflow2 else { return handle.fail("tactile_engine_feed_event: time \(sec) s \(usec) µs is out of range") }
    handle.engine.process(InputEvent(time: Timestamp(microseconds: micros), type: type, code: code, value: value), device: Int(device))
    return 0
}

@_cdecl("tactile_engine_next_deadline_usec")
public func tactile_engine_next_deadline_usec_impl(_ engine: OpaquePointer?) -> Int64 {
    EngineHandle.from(engine)?.engine.nextDeadline?.microseconds ?? -1
}

@_cdecl("tactile_engine_advance_to")
public func tactile_engine_advance_to_impl(_ engine: OpaquePointer?, _ usec: Int64) -> Int32 {
    guard let handle = EngineHandle.from(engine) else { return -1 }
    handle.engine.advance(to: Timestamp(microseconds: usec))
    return 0
}

@_cdecl("tactile_engine_finish")
public func tactile_engine_finish_impl(_ engine: OpaquePointer?) -> Int32 {
    guard let handle = EngineHandle.from(engine) else { return -1 }
    handle.engine.finish()
    handle.engine.drainDeadlines()
    return 0
}

/// strlen without Glibc: the C string's length in bytes.
private func strlenBounded(_ p: UnsafePointer<CChar>) -> Int {
    var n = 0
    while p[n] != 0 { n += 1 }
    return n
}
