import CTactile

// Taking events out of the queue.

@_cdecl("tactile_engine_next_event")
public func tactile_engine_next_event_impl(_ engine: OpaquePointer?, _ out: UnsafeMutablePointer<tactile_event>?) -> Int32 {
    guard let handle = EngineHandle.from(engine) else { return -1 }
    guard let out else { return handle.fail("tactile_engine_next_event: out is NULL") }
    return handle.queue.pop(into: out) ? 1 : 0
}

@_cdecl("tactile_engine_dropped_events")
public func tactile_engine_dropped_events_impl(_ engine: OpaquePointer?) -> UInt64 {
    EngineHandle.from(engine)?.queue.dropped ?? 0
}

@_cdecl("tactile_engine_set_event_mask")
public func tactile_engine_set_event_mask_impl(_ engine: OpaquePointer?, _ mask: UInt32) {
    EngineHandle.from(engine)?.queue.mask = mask
}

@_cdecl("tactile_event_to_json")
public func tactile_event_to_json_impl(_ event: UnsafePointer<tactile_event>?, _ buffer: UnsafeMutablePointer<CChar>?,
                                       _ length: Int) -> Int32 {
    guard let event, let bytes = EventJSON.bytes(event.pointee) else { return -1 }
    if let buffer, length > 0 {
        let n = min(bytes.count, length - 1)
        bytes.withUnsafeBufferPointer { source in
            UnsafeMutableRawPointer(buffer).copyMemory(from: source.baseAddress!, byteCount: n)
        }
        buffer[n] = 0
    }
    return Int32(clamping: bytes.count)
}

@_cdecl("tactile_gesture_kind_name")
public func tactile_gesture_kind_name_impl(_ value: Int32) -> UnsafePointer<CChar> {
    CText.pointer(Names.gestureKind(value))
}

@_cdecl("tactile_gesture_phase_name")
public func tactile_gesture_phase_name_impl(_ value: Int32) -> UnsafePointer<CChar> {
    CText.pointer(Names.gesturePhase(value))
}

@_cdecl("tactile_direction_name")
public func tactile_direction_name_impl(_ value: Int32) -> UnsafePointer<CChar> {
    CText.pointer(Names.direction(value))
}

@_cdecl("tactile_edge_name")
public func tactile_edge_name_impl(_ value: Int32) -> UnsafePointer<CChar> {
    CText.pointer(Names.edge(value))
}

@_cdecl("tactile_pointer_event_kind_name")
public func tactile_pointer_event_kind_name_impl(_ value: Int32) -> UnsafePointer<CChar> {
    CText.pointer(Names.pointerEventKind(value))
}
