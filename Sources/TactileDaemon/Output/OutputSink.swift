/// Where the daemon's output goes: stdout, the Unix socket, the WebSocket streams, the
/// metrics, field capture, the input filter's virtual devices. ``OutputFanOut`` hands every
/// ``DaemonOutput`` to each sink in order, with the lines it may need.
protocol OutputSink: AnyObject {
    /// `lines` formats `output` for a feed once, for the first sink that asks.
    func deliver(_ output: DaemonOutput, lines: inout OutputLines)
}

/// The JSON lines of one ``DaemonOutput``: formatted for each feed at most once, and only
/// when a sink asks (the inspector's only while one watches). The writers are reused: no
/// allocation per event.
struct OutputLines {
    /// The `output` section's selection (and whether stdout gets the lines).
    var settings: DaemonOutputConfiguration {
        get { clients.settings }
        set { clients.settings = newValue }
    }
    private var clients: DaemonOutputFormatter
    private var inspector = DaemonOutputFormatter(settings: DaemonOutputConfiguration(frames: true))
    private var output: DaemonOutput?
    /// Per feed: nil until formatted for `output`, then whether there is a line.
    private var clientsFormatted: Bool?
    private var inspectorFormatted: Bool?

    init(settings: DaemonOutputConfiguration) { clients = DaemonOutputFormatter(settings: settings) }

    mutating func begin(_ output: DaemonOutput) {
        self.output = output
        clientsFormatted = nil
        inspectorFormatted = nil
    }

    mutating func end() { output = nil }

    /// The line for `feed`, or nil when the feed leaves this output out.
    mutating func line(for feed: OutputFeed) -> [UInt8]? {
        guard let output else { return nil }
        switch feed {
        case .clients:
            if clientsFormatted == nil { clientsFormatted = clients.format(output, for: .clients) }
            return clientsFormatted == true ? clients.line : nil
        case .inspector:
            if inspectorFormatted == nil { inspectorFormatted = inspector.format(output, for: .inspector) }
            return inspectorFormatted == true ? inspector.line : nil
        }
    }
}

/// Hands each output to every sink, in the order they were added.
final class OutputFanOut {
    private var sinks: [any OutputSink] = []
    private var lines: OutputLines

    init(settings: DaemonOutputConfiguration) { lines = OutputLines(settings: settings) }

    var settings: DaemonOutputConfiguration {
        get { lines.settings }
        set { lines.settings = newValue }
    }

    func add(_ sink: any OutputSink) { sinks.append(sink) }

    func deliver(_ output: DaemonOutput) {
        lines.begin(output)
        for sink in sinks { sink.deliver(output, lines: &lines) }
        lines.end()
    }
}
