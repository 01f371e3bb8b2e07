import CTactile
import Tactile
import TactileCore
import TactileSystem

/// What a `tactile_engine *` points to: the engine, the live loop when devices
/// were opened, the event queue, and the last error message.
///
/// Passed to C as an `Unmanaged` pointer: `tactile_engine_new_*` retains it,
/// `tactile_engine_free` releases it. Not thread-safe, like the engine (the
/// header's threading rules).
final class EngineHandle {
    /// An engine either reads devices itself or is fed events, never both: device
    /// ids and time would otherwise come from two sources.
    enum Mode {
        case unused
        case live(LiveInputLoop, LiveHandler)
        case fed(deviceIDs: Set<Int>, nextID: Int)
    }

    let engine: Engine
    let queue: EventQueue
    let sink: OutputSink
    var mode: Mode = .unused
    /// Owned copy of the last error, handed out by `tactile_engine_last_error`.
    private var lastError: UnsafeMutablePointer<CChar>?

    static let queueCapacity = 1024

    init(configuration: Engine.Configuration) throws {
        let queue = EventQueue(capacity: Self.queueCapacity, mask: Self.defaultMask)
        let sink = OutputSink(queue: queue)
        self.queue = queue
        self.sink = sink
        // The closure holds the sink, not the handle: no reference cycle.
        engine = try Engine(configuration: configuration, onOutput: { sink.receive($0) })
    }

    deinit {
        CText.free(lastError)
    }

    static var defaultMask: UInt32 {
        let types = [TACTILE_EVENT_DEVICE_ADDED, TACTILE_EVENT_DEVICE_REMOVED, TACTILE_EVENT_GESTURE,
                     TACTILE_EVENT_POINTER_UPDATE, TACTILE_EVENT_POINTER_EVENT, TACTILE_EVENT_ELEMENT_TAP]
        return types.reduce(0) { $0 | (1 << $1.rawValue) }
    }

    /// Records `message` as the last error and returns -1, the C API's failure value.
    func fail(_ message: String) -> Int32 {
        CText.free(lastError)
        lastError = CText.allocate(message)
        return -1
    }

    var lastErrorPointer: UnsafePointer<CChar>? { lastError.map { UnsafePointer($0) } }

    // MARK: - Unmanaged bridging

    var opaque: OpaquePointer { OpaquePointer(Unmanaged.passRetained(self).toOpaque()) }

    static func from(_ pointer: OpaquePointer?) -> EngineHandle? {
        guard let pointer else { return nil }
        return Unmanaged<EngineHandle>.fromOpaque(UnsafeRawPointer(pointer)).takeUnretainedValue()
    }

    static func release(_ pointer: OpaquePointer?) {
        guard let pointer else { return }
        Unmanaged<EngineHandle>.fromOpaque(UnsafeRawPointer(pointer)).release()
    }
}
