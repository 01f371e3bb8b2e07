import TactileCore
import TactileSystem
import Tactile

/// `tactile run`: live devices through the engine, delivered as JSON lines on stdout,
/// to the clients of a Unix socket and to WebSocket clients, with actions run on
/// gestures. Docs/DAEMON.md.
///
/// ```
/// LiveInputLoop (devices, hotplug, socket, signalfd: one epoll)
///      │ LiveInputHandler
///      ▼
///   Daemon ──▶ Engine ──▶ ActionRunner.decide ──▶ OutputFanOut ──▶ sinks, in order: FilterRunner (virtual devices),
///      │                                                 DaemonMetrics, CaptureSink, stdout, Unix socket, WebSocket
///      │                                                 /events (clients' lines), /inspect (the inspector's lines)
///      │             InspectorFeed: hello, transitions, filter latency ──▶ /inspect
///      │             ActionRunner.launchDecided (posix_spawn; SIGCHLD reaps)
///      └──▶ RecentInputRecorder (raw events, for the inspector's /record and field capture)
/// ```
///
/// Everything but the web server runs on one thread; nothing in the loop blocks except
/// writing stdout (the caller's pipe). Lines cross to the web server's thread as byte
/// arrays, and only while it has clients. Signals: SIGINT/SIGTERM stop cleanly, SIGHUP reloads the
/// configuration (a bad one keeps the old), SIGCHLD reaps action children, SIGUSR1 captures.
package final class Daemon: LiveInputHandler {
    /// Reads the configuration again (on SIGHUP): the file plus the command-line overrides.
    package typealias Loader = () throws -> DaemonConfiguration

    package internal(set) var configuration: DaemonConfiguration
    let loader: Loader?
    let loop: LiveInputLoop
    var engine: Engine
    /// The input filter (grabs, virtual devices); inert without a `filter` section and key actions.
    let filterRunner: FilterRunner
    private var server: UnixSocketServer?
    private let stdout: LineOutput
    let outputs: OutputFanOut
    let actions: ActionRunner
    let log: @Sendable (String) -> Void
    private var web: WebServer?
    let inspector: InspectorFeed?
    let recorder: RecentInputRecorder?
    /// `capture`: field captures on a trigger.
    let capture: FieldCapture?
    /// The inspector's calibration page (`POST /calibrate`); nil without the inspector.
    let calibration: CalibrationDesk?
    var open: [OpenDevice] = []
    var nextEngineID = 1
    var pendingSignals: [Int32] = []
    var stopSignal: Int32?
    /// sd_notify when started by systemd with Type=notify (READY=1, WATCHDOG=1 from the loop, STOPPING=1).
    private let systemd = SystemdNotifier.fromEnvironment()

    /// Validates nothing more (the configuration is already checked), creates the
    /// engine and the socket; no device is opened until ``run(signals:)``.
    ///
    /// - Parameters:
    ///   - loader: reads the configuration again on SIGHUP; nil ignores SIGHUP (no file).
    ///   - stdout: where lines go when `output.stdout` is on (flushed per line).
    ///   - log: human messages (stderr); also called from the web server's thread.
    /// - Throws: ``UnixSocketError`` (socket in use, unsafe path...), ``WebServerError``,
    ///   ``EvdevError``, or `ConfigurationError`.
    package init(configuration: DaemonConfiguration, loader: Loader?, stdout: LineOutput,
                log: @escaping @Sendable (String) -> Void) throws {
        self.configuration = configuration
        self.loader = loader
        self.stdout = stdout
        self.log = log
        let engineConfiguration = configuration.engineConfiguration
        engine = try Engine(configuration: engineConfiguration)
        loop = try LiveInputLoop(selection: configuration.devices)
        filterRunner = Self.makeFilterRunner(configuration, log: log)
        actions = ActionRunner(rules: configuration.actions, screenBounds: engineConfiguration.screenBounds,
                               filterRunner: filterRunner, log: log)
        if let socket = configuration.socket { server = try UnixSocketServer(configuration: socket) }
        let inspectorSeconds = configuration.web.flatMap { $0.inspector ? $0.recordSeconds : nil }
        let seconds = [inspectorSeconds, configuration.capture?.seconds].compactMap { $0 }.max()
        let recorder = seconds.map { RecentInputRecorder(seconds: $0) }
        self.recorder = recorder
        capture = configuration.capture.flatMap { capture in
            recorder.map { FieldCapture(configuration: capture, recorder: $0, screen: engineConfiguration.screen,
                                        configurationText: configuration.text) }
        }
        let metrics = configuration.web?.metrics == true ? DaemonMetrics() : nil
        let calibration = configuration.web?.inspector == true ? CalibrationDesk(log: log) : nil
        self.calibration = calibration
        var calibrate: (@Sendable ([UInt8]) -> (status: Int, json: String))?
        if let calibration { calibrate = { @Sendable body in calibration.calibrate(body) } }
        if let webConfiguration = configuration.web {
            web = try WebServer(configuration: webConfiguration, record: recorder.flatMap { Self.recordRoute($0, webConfiguration) },
                                capture: capture.flatMap { Self.captureRoute($0, log: log) },
                                calibrate: calibrate, metrics: metrics, log: log)
        }
        inspector = InspectorFeed(web: web)
        outputs = OutputFanOut(settings: configuration.output)
        outputs.add(filterRunner)
        if let metrics { outputs.add(metrics); filterRunner.metrics = metrics }
        if let capture { outputs.add(CaptureSink(capture, log: log)) }
        outputs.add(StdoutSink(stdout))
        if let server { outputs.add(SocketSink(server)) }
        if let web { outputs.add(WebStreamSink(web, stream: .events)) }
        if let inspector { outputs.add(WebStreamSink(inspector.web, stream: .inspector)) }
        engine.onOutput = { [unowned self] in self.deliver($0) }
        inspector?.observeTransitions(of: engine)
        if let inspector { actions.onAction = { inspector.action(name: $0, outcome: $1, time: $2) } }
        updateInspectorHello()
        server?.onClientEvent = { [unowned self] in self.clientEvent($0, metrics: metrics) }
        excludeFilterDevices()
        inspector?.observeTransitions(of: filterRunner)
    }

    deinit {
        server?.close()
        web?.close()
    }

    /// Number of connected socket clients.
    package var clientCount: Int { server?.clientCount ?? 0 }

    /// Opens the devices and runs until SIGINT or SIGTERM (or until stdout is closed
    /// when there is no socket to serve). Then cancels what is in progress, tells the
    /// clients, and removes the socket.
    /// - Throws: ``EvdevError`` when a device named by path cannot be opened.
    package func run(signals: SignalFD) throws(EvdevError) {
        defer { shutDown() }
        try server?.attach(to: loop)
        try signals.attach(to: loop) { [unowned self] in self.pendingSignals.append(contentsOf: $0) }
        try loop.start(handler: self)
        if let socket = configuration.socket { log("tactile: serving \(socket.path)") }
        if let web {
            let token = web.configuration.token == nil ? "" : "?token=..."
            log("tactile: serving \(web.url)/events\(token)" + (web.configuration.inspector ? ", the inspector at \(web.url)/inspector\(token)" : ""))
        }
        if loop.openDeviceCount == 0 {
            log("tactile: no matching touchscreen or mouse yet; waiting for one to be plugged in")
        }
        try systemd?.attach(to: loop)
        while stopSignal == nil {
            loop.dispatch(handler: self, timeoutMilliseconds: loop.timeoutMilliseconds(handler: self))
            handleSignals()
            if actions.hasRunningChildren { actions.reapChildren() }
            if stdout.isClosed && configuration.output.stdout && server == nil {
                log("tactile: stdout closed and no socket to serve; stopping")
                break
            }
        }
        if let stopSignal { log("tactile: \(ProcessSignal.name(stopSignal)): stopping") }
    }

    private func shutDown() {
        systemd?.stopping()
        engine.finish()
        let end = engine.now ?? .zero
        filterRunner.settle(engine: engine, at: end)
        filterRunner.finish(at: end)
        if let summary = filterRunner.latencySummary { log("tactile: \(summary)") }
        stdout.flush()
        server?.close()
        server = nil
        web?.close()
        web = nil
    }

    /// Every engine output: actions decided, the output delivered to every sink, then the actions launched.
    func deliver(_ output: EngineOutput) {
        let protected = actions.decide(output)
        outputs.deliver(.engine(output, protected: protected))
        actions.launchDecided(output)
    }

    func updateInspectorHello() {
        inspector?.updateHello(engine: engine, devices: open, captureButton: capture?.configuration.triggers.contains(.http) ?? false)
        calibration?.update(screen: engine.configuration.screen,
                            panels: open.map(\.description).filter { $0.classification.kind == .touchscreen })
    }
}
