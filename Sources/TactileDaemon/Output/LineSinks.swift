import TactileSystem

/// stdout, when the `output` section's `stdout` is on (blocking writes, flushed per line).
final class StdoutSink: OutputSink {
    let output: LineOutput

    init(_ output: LineOutput) { self.output = output }

    func deliver(_ output: DaemonOutput, lines: inout OutputLines) {
        guard lines.settings.stdout, let line = lines.line(for: .clients) else { return }
        self.output.writeLine(line)
    }
}

/// The Unix socket's clients (per-client queues; the server drops per its overflow policy).
final class SocketSink: OutputSink {
    let server: UnixSocketServer

    init(_ server: UnixSocketServer) { self.server = server }

    func deliver(_ output: DaemonOutput, lines: inout OutputLines) {
        guard let line = lines.line(for: .clients) else { return }
        server.broadcast(line)
    }
}

/// One WebSocket stream: `/events` takes the clients' feed, `/inspect` the inspector's.
/// Lines cross to the web server's thread only while the stream has clients.
final class WebStreamSink: OutputSink {
    let server: WebServer
    let stream: WebStream

    init(_ server: WebServer, stream: WebStream) { self.server = server; self.stream = stream }

    func deliver(_ output: DaemonOutput, lines: inout OutputLines) {
        guard server.clientCount(stream) > 0,
              let line = lines.line(for: stream == .events ? .clients : .inspector) else { return }
        server.broadcast(line, to: stream)
    }
}
