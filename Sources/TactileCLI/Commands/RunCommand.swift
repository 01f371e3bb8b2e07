import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Tactile
import TactileCore
import TactileSystem
import TactileDaemon
import TactileFilter

/// `tactile run`: the kiosk daemon (Docs/DAEMON.md).
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "The kiosk daemon: gestures and pointer events from live devices as JSON lines on stdout and a Unix socket, and actions.",
        discussion: """
            Opens every touchscreen and mouse (or the devices given), follows hotplug, and runs the \
            recognizers, the pointer engine and the actions of --config. The configuration is checked \
            before any device is opened. SIGHUP reloads it (a bad file keeps the running one), \
            SIGINT/SIGTERM stop with status 0 and remove the socket. See Docs/DAEMON.md.
            """)

    @Argument(help: "Device nodes, e.g. /dev/input/event5 (overrides the configuration's devices).")
    var devices: [String] = []

    @Option(name: .customLong("name"),
            help: ArgumentHelp("Open only devices whose name contains this text (repeatable; overrides the configuration's devices).",
                               valueName: "TEXT"))
    var names: [String] = []

    @Option(help: ArgumentHelp("Configuration file (YAML or JSON): screen, gestures, pointer, layout, devices, socket, actions, output.",
                               valueName: "FILE"))
    var config: String?

    @Option(help: ArgumentHelp("Serve the JSON lines on this Unix socket (overrides socket.path; relative to the current directory, as socket.path is to the file's).", valueName: "PATH"))
    var socket: String?

    @Option(help: ArgumentHelp("Serve the lines, the example page and the inspector over HTTP/WebSocket on this numeric address (overrides web.listen; an address that is not loopback needs web.token in the file).", valueName: "HOST:PORT"))
    var web: String?

    @Flag(help: "Check the configuration, print a summary and exit (status 1 if it is invalid).")
    var check = false

    @OptionGroup var screen: ScreenOptions

    @OptionGroup var quirks: QuirkOptions

    func validate() throws {
        if !devices.isEmpty && !names.isEmpty { throw ValidationError("give device paths or --name, not both") }
        if let socket, let problem = DaemonConfiguration.socketPathProblem(socket, relativeTo: nil) {
            throw ValidationError("--socket: \(problem)")
        }
        if let web, WebConfiguration.listenAddress(web) == nil {
            throw ValidationError("--web: expected a numeric address and port, e.g. 127.0.0.1:7780 or [::1]:7780, got '\(web)'")
        }
    }

    /// The file (or defaults) with the command line applied: run at start and on every SIGHUP.
    func loadConfiguration() throws -> DaemonConfiguration {
        var c = DaemonConfiguration()
        if let config { c = try DaemonConfiguration.load(path: config) }
        if screen.isSet { c.engine.screen = try screen.configuration(base: c.engine.screen ?? .default) }
        var liveScreen = c.engine.screen ?? .default
        if let note = DisplaySize.fill(&liveScreen) {
            c.engine.screen = liveScreen
            Diagnostics.note("tactile: \(note)")
        }
        if !devices.isEmpty { c.devices = .paths(devices.map { DaemonConfiguration.resolve($0, relativeTo: nil) }) }
        if !names.isEmpty { c.devices = .names(names) }
        if let socket {
            let path = DaemonConfiguration.resolve(socket, relativeTo: nil)
            var s = c.socket ?? UnixSocketServer.Configuration(path: path)
            s.path = path
            c.socket = s
        }
        if let web, let (host, port) = WebConfiguration.listenAddress(web) {
            var w = c.web ?? WebConfiguration()
            w.host = host
            w.port = port
            guard w.token != nil || w.isLoopback else {
                throw ConfigurationError(file: "--web", keyPath: "", message: "\(host) is not a loopback address: set web.token in the configuration file")
            }
            c.web = w
        }
        return c
    }

    func run() throws {
        // First, before anything can start a thread: the signals must be blocked in all of them.
        let signals = check ? nil : try SignalFD(signals: [ProcessSignal.interrupt, ProcessSignal.terminate, ProcessSignal.hangup, ProcessSignal.child, ProcessSignal.user1])
        let initial: DaemonConfiguration
        do { initial = try loadConfiguration() } catch { throw Diagnostics.fail("\(error)") }
        if check {
            // What the daemon will need at start, checked now: a unit's ExecStartPre that
            // passes must mean a daemon that starts.
            let report = StartupCheck.check(initial)
            for warning in report.warnings { Diagnostics.note("tactile: warning: \(warning)") }
            guard report.problems.isEmpty else {
                throw Diagnostics.fail(report.problems.map { "\(config ?? "configuration"): \($0)" }.joined(separator: "\n"))
            }
            Console.line(Self.summary(initial))
            return
        }
        let stdout = Console.stdout
        stdout.flushEachLine = true
        let daemon: Daemon
        do {
            daemon = try Daemon(configuration: initial, loader: config == nil ? nil : { try loadConfiguration() },
                                stdout: stdout, log: { Diagnostics.note($0) })
        } catch {
            throw Diagnostics.fail("\(error)")
        }
        do { try daemon.run(signals: signals!) } catch { throw Diagnostics.fail("\(error)") }
    }

    static func summary(_ c: DaemonConfiguration) -> String {
        let devices: String
        switch c.devices {
        case .all: devices = "every touchscreen and mouse"
        case .paths(let p): devices = p.joined(separator: ", ")
        case .names(let n): devices = "names containing " + n.joined(separator: " or ")
        }
        var lines = ["configuration OK", "devices: \(devices)"]
        if let s = c.socket {
            let limits = [s.limits.maximumBytes.map { "\($0) bytes" }, s.limits.maximumLines.map { "\($0) lines" }].compactMap { $0 }
            lines.append("socket: \(s.path) mode 0\(String(s.mode, radix: 8)), queue \(limits.joined(separator: ", ")), overflow \(s.overflow.rawValue)")
        } else {
            lines.append("socket: none (stdout only)")
        }
        if let w = c.web {
            let limits = [w.limits.maximumBytes.map { "\($0) bytes" }, w.limits.maximumLines.map { "\($0) lines" }].compactMap { $0 }
            lines.append("web: \(w.host):\(w.port), token \(w.token == nil ? "none" : "set"), origins \(w.origins.isEmpty ? "own only" : w.origins.joined(separator: " ")), up to \(w.maxClients) clients, queue \(limits.joined(separator: ", ")), overflow \(w.overflow.rawValue), inspector \(w.inspector ? "on" : "off")")
        } else {
            lines.append("web: none")
        }
        lines.append("actions: \(c.actions.count)")
        for a in c.actions {
            lines.append("  \(a.name): \(trigger(a)) -> \(a.command.summary)" + (a.consume.map { " (consumes its gesture: \($0.rawValue))" } ?? ""))
        }
        lines.append(contentsOf: penSummary(c.engine))
        lines.append(contentsOf: filterSummary(c))
        return lines.joined(separator: "\n")
    }

    /// How pens are read and which touchscreens they arbitrate (`pen`), in words.
    static func penSummary(_ e: TactileConfiguration) -> [String] {
        let p = e.pen, curve = p.pressureCurve
        let curveText = curve == .linear ? "linear"
            : "Bézier through (\(plainNumber(curve.x1)), \(plainNumber(curve.y1))) and (\(plainNumber(curve.x2)), \(plainNumber(curve.y2)))"
        var lines = ["pens: pressure curve \(curveText); tip (without BTN_TOUCH) down above \(plainNumber(p.tipDownThreshold * 100)) %, "
                     + "up below \(plainNumber(p.tipUpThreshold * 100)) % of the range over the rest offset"]
        let a = e.arbitration
        guard a.isEnabled else {
            lines.append("  arbitration: off (no touch is rejected for a pen)")
            return lines
        }
        lines.append("  arbitration: while a paired pen is near, touches in a \(plainNumber(a.zoneWidthMillimetres)) x "
                     + "\(plainNumber(a.zoneHeightMillimetres)) mm zone beside the tip (\(plainNumber(a.tipMarginMillimetres)) mm past it) "
                     + "are palms; \(plainNumber(a.holdMilliseconds)) ms hold after the pen leaves")
        lines.append("  pairing: a pen with the touchscreens of the same panel (same phys, uniq or vendor:product)")
        for pair in a.pairs {
            lines.append("  pairing (configured): pen \(pair.pen) with touchscreen \(pair.touchscreen)")
        }
        return lines
    }

    /// What `filter` will grab and consume, in words.
    static func filterSummary(_ c: DaemonConfiguration) -> [String] {
        var lines: [String] = []
        if !c.keyboardKeys.isEmpty { lines.append("virtual keyboard: for the key actions (uinput)") }
        guard c.filter != nil, let config = c.filterConfiguration else {
            lines.append("filter: none (nothing is grabbed; apps read the panels directly)")
            return lines
        }
        let grabbed = "filter: grabs every touchscreen it opens (EVIOCGRAB; released when the process ends) after creating its virtual device"
        if let m = config.mouse {
            lines.append(grabbed + "; fingers drive a virtual absolute pointer (mouse profile), no touchscreen reaches the apps")
            let scroll = m.scroll ? "two-finger pan scrolls (\(m.scrollDirection.rawValue), \(m.millimetresPerDetent.value) mm per detent, fling \(m.fling ? "on" : "off"))" : "no scrolling"
            lines.append("  one finger: moves, tap = left click, drag = left drag; long press = \(m.longPress.rawValue); two-finger tap = \(m.twoFingerTap.rawValue); three-finger tap = \(m.threeFingerTap.rawValue); \(scroll)")
        } else {
            lines.append(grabbed + "; each gets a clone (same axes, slots, properties) that apps read instead")
            lines.append("  pens: grabbed too, each passed through to a virtual pen (same axes, buttons, properties); "
                         + (c.engine.arbitration.isEnabled ? "touches in a paired pen's palm zone never reach the touchscreen's clone"
                                                           : "arbitration off: every touch passes"))
        }
        if config.rules.isEmpty && config.mouse == nil {
            lines.append("  consumes nothing: every touch passes through")
        }
        let bounds = c.engineConfiguration.screenBounds
        for r in config.rules {
            var what = [r.kind.rawValue]
            if let n = r.fingers { what.append("\(n) finger\(n == 1 ? "" : "s")") }
            if let d = r.direction { what.append(d.rawValue) }
            if let e = r.edge { what.append("from the \(e.rawValue) edge") }
            let area = r.area.map { " over x \(Int($0.minX))...\(Int($0.maxX)), y \(Int($0.minY))...\(Int($0.maxY)) pt" } ?? ""
            let how = r.strategy == .hold
                ? "hold (touches that could become it wait up to \(Int(config.maximumHold.value)) ms)"
                : "forward, then cancel (MT_TOOL_PALM) when recognized"
            lines.append("  consumes \(what.joined(separator: " "))\(area) for \(r.name): \(how)")
        }
        for p in config.passthrough {
            lines.append("  passes everything over x \(Int(p.minX))...\(Int(p.maxX)), y \(Int(p.minY))...\(Int(p.maxY)) pt (of \(Int(bounds.width))x\(Int(bounds.height)))")
        }
        return lines
    }

    /// `gesture: swipe, phase: recognized, fingers: 3, direction: up` or `element: settings`, as in the file.
    static func trigger(_ a: ActionRule) -> String {
        switch a.trigger {
        case .gesture(let m):
            var parts = ["gesture: \(m.kind.rawValue)", "phase: \(m.phase.rawValue)"]
            if let f = m.fingers { parts.append("fingers: \(f)") }
            if let t = m.taps { parts.append("taps: \(t)") }
            if let d = m.direction { parts.append("direction: \(d.rawValue)") }
            if let e = m.edge { parts.append("edge: \(e.rawValue)") }
            switch m.area {
            case .rect(let r)?: parts.append("region: \(Int(r.minX)),\(Int(r.minY)) \(Int(r.width))x\(Int(r.height)) pt")
            case .corner(let corner, let size)?: parts.append("corner: \(corner.rawValue) (\(Int(size)) pt)")
            case nil: break
            }
            if let seconds = a.protectionSeconds { parts.append("protected: second swipe within \(plainNumber(seconds)) s") }
            return parts.joined(separator: ", ")
        case .elementTap(let m):
            return "element: \(m.element)" + (m.source.map { ", source: \($0.rawValue)" } ?? "")
        }
    }
}
