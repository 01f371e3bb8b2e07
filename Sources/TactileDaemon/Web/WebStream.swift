/// The two WebSocket streams the daemon serves.
package enum WebStream: String, Sendable, CaseIterable {
    /// `/events`: the lines the `output` section selects, as on stdout and the Unix socket.
    case events
    /// `/inspect`: everything, for the inspector page: a hello with the screen, layout and
    /// devices, frames, gestures, recognizer transitions with reasons, pointer updates.
    case inspector = "inspect"

    /// The request path that upgrades to this stream.
    var path: String { "/" + rawValue }
}
