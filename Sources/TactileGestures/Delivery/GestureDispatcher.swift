import Synchronization
import TactileCore

/// Delivers a ``GestureEngine``'s events to a callback and as an `AsyncSequence`.
///
/// A thread-safe reference wrapper for callers that want push delivery: feed it frames
/// from an input loop, consume ``events`` from a task. The engine runs under a mutex;
/// the callback and the stream are served after the lock is released, in event order.
/// (The stream buffers events, which allocates; for the allocation-free path drive the
/// ``GestureEngine`` directly.)
///
/// ```swift
/// let gestures = try GestureDispatcher(configuration: .standard, screenBounds: screen) { event in
///     print(event)
/// }
/// Task { for await e in gestures.events { handle(e) } }
/// gestures.process(frame)
/// ```
public final class GestureDispatcher: Sendable {
    private struct State: ~Copyable {
        var engine: GestureEngine
        var buffer: [GestureEvent]
    }

    private let state: Mutex<State>
    private let handler: (@Sendable (GestureEvent) -> Void)?
    private let continuation: AsyncStream<GestureEvent>.Continuation
    /// Every event, in order, until ``finish()``. Iterate it once (a single consumer).
    public let events: AsyncStream<GestureEvent>

    /// - Parameters:
    ///   - bufferingPolicy: what the stream does when its consumer falls behind.
    ///   - handler: called synchronously for each event, on the thread that fed the frame.
    public init(engine: GestureEngine,
                bufferingPolicy: AsyncStream<GestureEvent>.Continuation.BufferingPolicy = .unbounded,
                handler: (@Sendable (GestureEvent) -> Void)? = nil) {
        var buffer: [GestureEvent] = []
        buffer.reserveCapacity(64)
        state = Mutex(State(engine: engine, buffer: buffer))
        self.handler = handler
        (events, continuation) = AsyncStream.makeStream(of: GestureEvent.self, bufferingPolicy: bufferingPolicy)
    }

    /// Builds the engine too (throws the configuration's first validation error).
    public convenience init(configuration: GestureConfiguration, screenBounds: ScreenRect,
                            handler: (@Sendable (GestureEvent) -> Void)? = nil) throws {
        self.init(engine: try GestureEngine(configuration: configuration, screenBounds: screenBounds), handler: handler)
    }

    /// Processes a frame and delivers the resulting events.
    public func process(_ frame: TouchFrame) {
        deliver(state.withLock { s in
            s.buffer.removeAll(keepingCapacity: true)
            s.engine.process(frame, into: &s.buffer)
            return s.buffer
        })
    }

    /// Advances time (fires deadlines) and delivers the resulting events.
    public func advance(to time: Timestamp) {
        deliver(state.withLock { s in
            s.buffer.removeAll(keepingCapacity: true)
            s.engine.advance(to: time, into: &s.buffer)
            return s.buffer
        })
    }

    /// Cancels every gesture and delivers the `cancelled` events.
    public func cancelAll(at time: Timestamp) {
        deliver(state.withLock { s in
            s.buffer.removeAll(keepingCapacity: true)
            s.engine.cancelAll(at: time, into: &s.buffer)
            return s.buffer
        })
    }

    /// The engine's next deadline: call ``advance(to:)`` then if no frame came first.
    public var nextDeadline: Timestamp? { state.withLock { $0.engine.nextDeadline } }

    /// A snapshot of the engine (state queries, transition log).
    public var engine: GestureEngine { state.withLock { $0.engine } }

    /// Ends ``events``.
    public func finish() { continuation.finish() }

    deinit { continuation.finish() }

    private func deliver(_ batch: [GestureEvent]) {
        for e in batch {
            handler?(e)
            continuation.yield(e)
        }
    }
}
