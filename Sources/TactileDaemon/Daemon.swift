import TactileCore
import TactileEvdev
import TactileGestures
import Tactile
import TactilePointer
import TactileFilter

/// `tactile run`: live devices through the engine, delivered as JSON lines on stdout,
/// to the clients of a Unix socket and to WebSocket clients, with actions run on
/// gestures. Docs/DAEMON.md.
///
/// ```
/// LiveInputLoop (devices, hotplug, socket, signalfd: one epoll)
///      │ LiveInputHandler
///      ▼
///   Daemon ──▶ Engine ──▶ DaemonOutputFormatter ──▶ stdout (LineOutput) + UnixSocketServer (per-client queues)
///      │             │                           └──▶ WebServer /events (its own thread, per-client queues)
///      │             ├──▶ inspector formatter + transitions ──▶ WebServer /inspect
///      │             └──▶ ActionMatcher ──▶ ActionLauncher (posix_spawn) ──▶ ChildReaper (SIGCHLD)
///      └──▶ RecentInputRecorder (raw events, for the inspector's /record)
/// ```
///
/// Everything but the web server runs on one thread; nothing in the loop blocks except
/// writing stdout (the caller's pipe). Lines cross to the web server's thread as byte
/// arrays, and only while it has clients. Signals: SIGINT/SIGTERM stop cleanly, SIGHUP reloads the
/// configuration (a bad one keeps the old), SIGCHLD reaps action children.
public final class Daemon: LiveInputHandler {
    /// Reads the configuration again (on SIGHUP): the file plus the command-line overrides.
    public typealias Loader = () throws -> DaemonConfiguration

    private struct OpenDevice {
        let loopID: Int
        var engineID: Int
        let path: String
        let description: DeviceDescription
    }

    public private(set) var configuration: DaemonConfiguration
    private let loader: Loader?
    let loop: LiveInputLoop
    private(set) var engine: Engine
    /// The input filter (grabs, virtual devices); inert without a `filter` section and key actions.
    let filterRunner: FilterRunner
    private var server: UnixSocketServer?
    private let stdout: LineOutput
    private var formatter: DaemonOutputFormatter
    private var matcher: ActionMatcher
    private let reaper = ChildReaper()
    let log: @Sendable (String) -> Void
    private(set) var web: WebServer?
    private let recorder: RecentInputRecorder?
    /// `web.metrics`: aggregate counts for `/metrics`.
    private var metrics: DaemonMetrics?
    /// `capture`: field captures on a trigger.
    private var capture: FieldCapture?
    /// Everything, for the inspector: frames, every pointer update, gestures, taps, notices.
    private var inspectorFormatter = DaemonOutputFormatter(settings: DaemonOutputConfiguration(frames: true))
    private var open: [OpenDevice] = []
    private var nextEngineID = 1
    private var pendingSignals: [Int32] = []
    private var stopSignal: Int32?
    /// sd_notify when started by systemd with Type=notify (READY=1, WATCHDOG=1 from the loop, STOPPING=1).
    private let systemd = SystemdNotifier.fromEnvironment()
    /// Touches the filter had decided when the inspector last got its latency line.
    var lastInspectedFilterDecisions = -1

    /// Validates nothing more (the configuration is already checked), creates the
    /// engine and the socket; no device is opened until ``run(signals:)``.
    ///
    /// - Parameters:
    ///   - loader: reads the configuration again on SIGHUP; nil ignores SIGHUP (no file).
    ///   - stdout: where lines go when `output.stdout` is on (flushed per line).
    ///   - log: human messages (stderr); also called from the web server's thread.
    /// - Throws: ``UnixSocketError`` (socket in use, unsafe path...), ``WebServerError``,
    ///   ``EvdevError``, or `ConfigurationError`.
    public init(configuration: DaemonConfiguration, loader: Loader?, stdout: LineOutput,
                log: @escaping @Sendable (String) -> Void) throws {
        self.configuration = configuration
        self.loader = loader
        self.stdout = stdout
        self.log = log
        formatter = DaemonOutputFormatter(settings: configuration.output)
        let engineConfiguration = configuration.engineConfiguration
        matcher = ActionMatcher(rules: configuration.actions, screenBounds: engineConfiguration.screenBounds)
        engine = try Engine(configuration: engineConfiguration)
        loop = try LiveInputLoop(selection: configuration.devices)
        filterRunner = Self.makeFilterRunner(configuration, log: log)
        if let socket = configuration.socket {
            server = try UnixSocketServer(configuration: socket)
        }
        let inspectorSeconds = configuration.web.flatMap { $0.inspector ? $0.recordSeconds : nil }
        let seconds = [inspectorSeconds, configuration.capture?.seconds].compactMap { $0 }.max()
        let recorder = seconds.map { RecentInputRecorder(seconds: $0) }
        self.recorder = recorder
        if let capture = configuration.capture, let recorder {
            self.capture = FieldCapture(configuration: capture, recorder: recorder, screen: engineConfiguration.screen,
                                        configurationText: configuration.text)
        }
        if let webConfiguration = configuration.web {
            var record: (@Sendable () -> [UInt8]?)?
            // The buffer may hold more for field capture: /record gives recordSeconds.
            let recordSeconds = webConfiguration.recordSeconds
            if let recorder, webConfiguration.inspector { record = { recorder.snapshot(lastSeconds: recordSeconds) } }
            metrics = webConfiguration.metrics ? DaemonMetrics() : nil
            var post: (@Sendable () -> (written: Bool, message: String))?
            if let capture = self.capture, capture.configuration.triggers.contains(.http) {
                post = { Self.takeCapture(capture, .http, log: log) }
            }
            web = try WebServer(configuration: webConfiguration, record: record, capture: post, metrics: metrics, log: log)
        }
        engine.onOutput = { [unowned self] in self.deliver($0) }
        observeTransitions()
        updateInspectorHello()
        server?.onClientEvent = { [unowned self] in self.clientEvent($0) }
        excludeFilterDevices()
        observeFilterTransitions()
    }

    deinit {
        server?.close()
        web?.close()
    }

    /// Number of connected socket clients.
    public var clientCount: Int { server?.clientCount ?? 0 }

    /// Opens the devices and runs until SIGINT or SIGTERM (or until stdout is closed
    /// when there is no socket to serve). Then cancels what is in progress, tells the
    /// clients, and removes the socket.
    /// - Throws: ``EvdevError`` when a device named by path cannot be opened.
    public func run(signals: SignalFD) throws(EvdevError) {
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
            if reaper.runningCount > 0 { reapChildren() }
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

    // MARK: - Signals

    private func handleSignals() {
        guard !pendingSignals.isEmpty else { return }
        let signals = pendingSignals
        pendingSignals.removeAll(keepingCapacity: true)
        for signal in signals {
            switch signal {
            case ProcessSignal.interrupt, ProcessSignal.terminate:
                stopSignal = signal
                return
            case ProcessSignal.hangup:
                reload()
            case ProcessSignal.child:
                reapChildren()
            case ProcessSignal.user1:
                if let capture, capture.configuration.triggers.contains(.signal) { Self.takeCapture(capture, .signal, log: log) }
                else { log("tactile: SIGUSR1 ignored: no capture section with the signal trigger") }
            default:
                break
            }
        }
    }

    /// Writes a field capture and logs where (any thread); returns whether it was written, and the message.
    @discardableResult
    private static func takeCapture(_ capture: FieldCapture, _ trigger: CaptureTrigger,
                                    log: @Sendable (String) -> Void) -> (written: Bool, message: String) {
        let message: String
        var written = false
        do throws(CaptureError) {
            let capture = try capture.capture(trigger)
            written = true
            message = "tactile: captured \(CFormat.string("%.1f", capture.seconds)) s of input (\(trigger.rawValue)) with "
                + "\(capture.gestures) gesture event\(capture.gestures == 1 ? "" : "s") to \(capture.trace)"
        } catch {
            message = "tactile: \(error)"
        }
        log(message)
        return (written, message)
    }

    private func reapChildren() {
        for exit in reaper.reap() where !exit.succeeded { log("tactile: action \(exit)") }
    }

    // MARK: - Reload

    /// SIGHUP: the new configuration replaces the engine, actions and output settings;
    /// the devices stay open and clients stay connected. `devices` and `socket` changes
    /// need a restart (reported as warnings). A bad file keeps everything as it was.
    public func reload() {
        guard let loader else {
            log("tactile: SIGHUP ignored: started without --config")
            return
        }
        let next: DaemonConfiguration
        do { next = try loader() } catch {
            reject("\(error)")
            return
        }
        var warnings: [String] = []
        if !Self.same(next.devices, configuration.devices) { warnings.append("devices: changes take effect at the next start") }
        if next.socket != configuration.socket { warnings.append("socket: changes take effect at the next start") }
        if next.web != configuration.web { warnings.append("web: changes take effect at the next start") }
        if (next.filter == nil) != (configuration.filter == nil) || (next.filter?.mouse == nil) != (configuration.filter?.mouse == nil) {
            warnings.append("filter: turning it or its mouse profile on or off takes effect at the next start")
        }
        if next.capture != configuration.capture { warnings.append("capture: changes take effect at the next start") }
        let firstID = nextEngineID
        /// The old engine's time: the clones' touches are cancelled as of then.
        let reloadTime = engine.now ?? .zero
        let carried = open.enumerated().map { index, device in
            Engine.ReloadedDevice(id: firstID + index, name: device.description.name, description: device.description)
        }
        let engineConfiguration = next.engineConfiguration
        do {
            engine = try engine.reloaded(configuration: engineConfiguration, devices: carried,
                                         onOutput: { [unowned self] in self.deliver($0) })
        } catch {
            reject("\(error)")
            return
        }
        observeTransitions()
        nextEngineID += open.count
        for index in open.indices { open[index].engineID = firstID + index }
        var applied = next
        applied.devices = configuration.devices
        applied.socket = configuration.socket
        applied.web = configuration.web
        if (next.filter == nil) != (configuration.filter == nil) || (next.filter?.mouse == nil) != (configuration.filter?.mouse == nil) {
            applied.filter = configuration.filter
        }
        filterRunner.reloaded(configuration: applied.filterConfiguration, screen: engineConfiguration.screen,
                              gestures: engineConfiguration.gestures ?? .standard,
                              panels: open.filter { $0.description.classification.kind == .touchscreen }
                                .map { (engineID: $0.engineID, key: $0.loopID, description: $0.description) },
                              at: reloadTime)
        filterRunner.ensureKeyboard(applied.keyboardKeys)
        excludeFilterDevices()
        observeFilterTransitions()
        if let summary = filterRunner.latencySummary { log("tactile: \(summary)") }
        configuration = applied
        capture?.update(screen: engineConfiguration.screen, configurationText: applied.text)
        formatter.settings = applied.output
        matcher = ActionMatcher(rules: applied.actions, screenBounds: engineConfiguration.screenBounds)
        log("tactile: configuration reloaded" + (warnings.isEmpty ? "" : " (" + warnings.joined(separator: "; ") + ")"))
        formatter.configReloaded(warnings: warnings)
        emitNotice(formatter.line)
        updateInspectorHello()
    }

    private func reject(_ error: String) {
        log("tactile: configuration rejected, keeping the previous one: \(error)")
        formatter.configRejected(error: error)
        emitNotice(formatter.line)
    }

    private static func same(_ a: LiveInputLoop.Selection, _ b: LiveInputLoop.Selection) -> Bool {
        switch (a, b) {
        case (.all, .all): return true
        case (.paths(let x), .paths(let y)), (.names(let x), .names(let y)): return x == y
        case (.all, _), (.paths, _), (.names, _): return false
        }
    }

    // MARK: - Output and actions

    private func emit(_ line: [UInt8]) {
        if configuration.output.stdout { stdout.writeLine(line) }
        server?.broadcast(line)
        if let web, web.clientCount(.events) > 0 { web.broadcast(line, to: .events) }
    }

    /// A notice (device, configuration) goes to the inspector too.
    private func emitNotice(_ line: [UInt8]) {
        emit(line)
        inspect(line)
    }

    var inspecting: Bool { (web?.clientCount(.inspector) ?? 0) > 0 }

    private func inspect(_ line: [UInt8]) {
        if let web, web.clientCount(.inspector) > 0 { web.broadcast(line, to: .inspector) }
    }

    /// Recognizer transitions with their reasons, for the inspector (only while one watches).
    private func observeTransitions() {
        guard let web, web.configuration.inspector else { return }
        let names = engine.configuration.gestures?.recognizers.map(\.name) ?? []
        engine.transitionObserver = { [web] device, record, name in
            guard web.clientCount(.inspector) > 0 else { return }
            var w = JSONLineWriter(capacity: 192)
            w.beginObject()
            w.key("t"); w.number(record.time.seconds, decimals: 6)
            w.key("event"); w.string("transition")
            w.key("device"); w.string(device)
            w.key("recognizer"); if let name { w.string(name) } else { w.null() }
            w.key("kind"); if let kind = record.kind { w.string(kind.rawValue) } else { w.null() }
            w.key("from"); w.string(record.from.rawValue)
            w.key("to"); w.string(record.to.rawValue)
            w.key("reason"); w.string(record.reason.text(names: names))
            w.endObject()
            web.broadcast(w.bytes, to: .inspector)
        }
    }

    /// What a new inspector learns first: the screen, the layout's elements with their hit
    /// regions, the open devices and the recognizers.
    private func updateInspectorHello() {
        guard let web, web.configuration.inspector else { return }
        let engineConfiguration = engine.configuration
        var w = JSONLineWriter(capacity: 1024)
        w.beginObject()
        w.key("event"); w.string("hello")
        w.key("version"); w.string("\(TactileVersion.string)")
        let bounds = engineConfiguration.screenBounds
        w.key("screen"); w.beginObject()
        w.key("width"); w.number(bounds.width, decimals: 2)
        w.key("height"); w.number(bounds.height, decimals: 2)
        w.endObject()
        w.key("recordSeconds"); w.integer(web.configuration.recordSeconds)
        // The inspector shows its Capture button (POST /capture) when the http trigger is on.
        w.key("capture"); w.bool(capture?.configuration.triggers.contains(.http) ?? false)
        w.key("devices"); w.beginArray()
        for device in open {
            w.beginObject()
            w.key("id"); w.integer(device.loopID)
            w.key("path"); w.string(device.path)
            w.key("name"); w.string(device.description.name)
            w.key("kind"); w.string(device.description.classification.kind.rawValue)
            w.endObject()
        }
        w.endArray()
        w.key("recognizers"); w.beginArray()
        for recognizer in engineConfiguration.gestures?.recognizers ?? [] { w.string(recognizer.name) }
        w.endArray()
        w.key("elements"); w.beginArray()
        if let map = engine.pointer?.map {
            for entry in map.entries {
                guard let element = map.element(atSlot: entry.slot) else { continue }
                w.beginObject()
                w.key("id"); w.string(element.id.rawValue)
                w.key("x"); w.number(element.frame.x, decimals: 2)
                w.key("y"); w.number(element.frame.y, decimals: 2)
                w.key("width"); w.number(element.frame.width, decimals: 2)
                w.key("height"); w.number(element.frame.height, decimals: 2)
                w.key("cornerRadius"); w.number(element.cornerRadius, decimals: 2)
                w.key("bezeled"); w.bool(element.isBezeled)
                w.key("effect"); w.string(element.effect.rawValue)
                w.key("hit"); w.beginObject()
                w.key("x"); w.number(entry.minX, decimals: 2)
                w.key("y"); w.number(entry.minY, decimals: 2)
                w.key("width"); w.number(entry.maxX - entry.minX, decimals: 2)
                w.key("height"); w.number(entry.maxY - entry.minY, decimals: 2)
                w.endObject()
                w.endObject()
            }
        }
        w.endArray()
        w.endObject()
        web.setInspectorHello(w.bytes)
        inspect(w.bytes)
    }

    private func deliver(_ output: EngineOutput) {
        filterRunner.observe(output)
        switch output {
        case .gesture(_, let name, let event):
            // Edge protection is decided first: the line says whether an action was held back.
            // `decide` mutates the matcher: the rules are read after it returns.
            var run: [Int] = [], held: [Int] = []
            let protected = matcher.decide(event) { index, decision in
                switch decision {
                case .run: run.append(index)
                case .protected: held.append(index)
                }
            }
            for index in held {
                log("tactile: action \(matcher.rules[index].name): edge protected, the next swipe from that edge runs it")
            }
            metrics?.observe(output, protected: protected)
            if let capture, let trigger = capture.observe(output) { Self.takeCapture(capture, trigger, log: log) }
            if formatter.format(output, protected: protected) { emit(formatter.line) }
            if inspecting, inspectorFormatter.format(output, protected: protected) { inspect(inspectorFormatter.line) }
            for index in run {
                var w = JSONLineWriter(capacity: 256)
                event.write(to: &w, device: name)
                launch(matcher.rules[index], event: w.line, at: event.time)
            }
            return
        case .elementTap, .frame, .pointer, .deviceAdded, .deviceRemoved:
            break
        }
        metrics?.observe(output)
        if formatter.format(output) { emit(formatter.line) }
        if inspecting, inspectorFormatter.format(output) { inspect(inspectorFormatter.line) }
        switch output {
        case .gesture:
            break
        case .elementTap(let tap):
            matcher.forEachMatch(tap) { index in
                var w = JSONLineWriter(capacity: 256)
                tap.write(to: &w)
                launch(matcher.rules[index], event: w.line, at: tap.time)
            }
        case .frame, .pointer, .deviceAdded, .deviceRemoved:
            break
        }
    }

    /// Starts the command without waiting; SIGCHLD reaps it.
    private func launch(_ rule: ActionRule, event: String, at time: Timestamp) {
        if case .keys(let chords) = rule.command {
            filterRunner.sendKeys(chords, at: time)
            log("tactile: action \(rule.name): \(rule.command.summary)")
            return
        }
        do throws(SpawnError) {
            let pid = try ActionLauncher.spawn(arguments: rule.command.argv,
                                               environment: [("TACTILE_ACTION", rule.name), ("TACTILE_EVENT", event)])
            reaper.track(pid: pid, label: rule.name)
            log("tactile: action \(rule.name): started pid \(pid)")
        } catch {
            log("tactile: action \(rule.name): \(error)")
        }
    }

    private func clientEvent(_ event: UnixSocketServer.ClientEvent) {
        switch event {
        case .connected(let id): log("tactile: client \(id) connected (\(clientCount) now)")
        case .disconnected(let id, let reason): log("tactile: client \(id) left: \(reason)")
        case .dropping(let id):
            metrics?.queueOverflowed(transport: "socket")
            let policy = configuration.socket?.overflow.rawValue ?? "dropOldest"
            log("tactile: client \(id) is not reading; its queue is full (\(policy))")
        }
    }

    // MARK: - LiveInputHandler

    public func deviceAdded(id: Int, path: String, description: DeviceDescription) {
        let engineID = nextEngineID
        nextEngineID += 1
        open.append(OpenDevice(loopID: id, engineID: engineID, path: path, description: description))
        let kind = description.classification.kind.rawValue
        log("tactile: opened \(path): \(description.name) (\(kind))")
        let panel = description.classification.kind == .touchscreen ? CoordinateMapper(device: description, screen: engine.configuration.screen) : nil
        if let warning = panel?.sizing.warning { log("tactile: \(description.name): \(warning)") }
        if formatter.deviceAdded(id: id, path: path, name: description.name, kind: kind, panel: panel) { emit(formatter.line) }
        if inspecting, inspectorFormatter.deviceAdded(id: id, path: path, name: description.name, kind: kind) { inspect(inspectorFormatter.line) }
        recorder?.deviceAdded(id: id, path: path, description: description)
        engine.addDevice(id: engineID, name: description.name, description: description)
        filterPanelAdded(loopID: id, engineID: engineID, path: path, description: description)
        updateInspectorHello()
    }

    public func deviceRemoved(id: Int, path: String, reason: EvdevError?) {
        guard let index = open.firstIndex(where: { $0.loopID == id }) else { return }
        let device = open.remove(at: index)
        engine.removeDevice(id: device.engineID, reason: reason?.description)
        filterPanelRemoved(engineID: device.engineID)
        log("tactile: \(device.description.name) removed" + (reason.map { ": \($0)" } ?? ""))
        if formatter.deviceRemoved(id: id, path: path, name: device.description.name,
                                   kind: device.description.classification.kind.rawValue, reason: reason?.description) {
            emit(formatter.line)
        }
        if inspecting, inspectorFormatter.deviceRemoved(id: id, path: path, name: device.description.name,
                                                        kind: device.description.classification.kind.rawValue, reason: reason?.description) {
            inspect(inspectorFormatter.line)
        }
        updateInspectorHello()
    }

    public func deviceSkipped(path: String, reason: String) {
        log("tactile: skipping \(path): \(reason)")
    }

    public func input(_ input: EvdevDevice.Input, fromDevice id: Int) {
        guard let device = open.first(where: { $0.loopID == id }) else { return }
        switch input {
        case .event(let event):
            recorder?.record(event, device: id)
            engine.process(event, device: device.engineID)
            if event.type == EventType.syn {
                filterRunner.settle(engine: engine, at: event.time)
                if inspecting && filterRunner.isFiltering { inspectFilterLatency() }
            }
        case .resync(let time): engine.beginResync(device: device.engineID, at: time)
        }
    }

    public var nextDeadline: Timestamp? { combinedDeadline }

    public func deadlineReached(_ deadline: Timestamp) { advanceAll(to: deadline) }
}
