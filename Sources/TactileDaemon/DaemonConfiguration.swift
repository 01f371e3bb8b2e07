#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TactileCore
import TactileSystem
import TactileGestures
import TactilePointer
import Tactile
import TactileFilter

/// The configuration of `tactile run`: the engine's sections (`screen`, `gestures`,
/// `pointer`, `layout`, see ``TactileConfiguration``) plus `devices`, `socket`,
/// `actions` and `output`. Every key is checked before any device is opened; an
/// error names the file, the key path and what was expected (Docs/DAEMON.md).
///
/// ```yaml
/// devices: all                       # or {paths: [/dev/input/event5]} or {names: [EP0430]}
/// socket: {path: /run/tactile/tactile.sock, mode: "0660", queueLimit: {bytes: 1048576}, overflow: dropOldest}
/// output: {stdout: true, pointer: events}
/// actions:
///   - {gesture: swipe, fingers: 3, direction: up, command: [systemctl, --user, start, launcher]}
/// ```
package struct DaemonConfiguration: Sendable {
    package var engine: TactileConfiguration
    /// Which devices to open (the command line's device arguments override it).
    package var devices: LiveInputLoop.Selection
    /// The socket to serve, if any (`--socket` overrides the path).
    package var socket: UnixSocketServer.Configuration?
    package var actions: [ActionRule]
    package var output: DaemonOutputConfiguration
    /// The WebSocket server for web kiosks and the inspector, if any (`--web` overrides the address).
    package var web: WebConfiguration?
    /// The input filter (grab the touchscreens, re-emit through virtual devices), if any.
    package var filter: DaemonFilterConfiguration?
    /// Field capture (`capture`): the last seconds of input as a test case on a trigger.
    package var capture: CaptureConfiguration?
    /// The file's text as read (copied beside each field capture); nil without a file.
    package var text: String?

    /// The top-level keys the daemon adds to ``TactileConfiguration/baseKeys``.
    package static let daemonKeys = ["devices", "socket", "actions", "output", "web", "filter", "capture"]

    package init(engine: TactileConfiguration = TactileConfiguration(), devices: LiveInputLoop.Selection = .all,
                socket: UnixSocketServer.Configuration? = nil, actions: [ActionRule] = [],
                output: DaemonOutputConfiguration = DaemonOutputConfiguration()) {
        self.engine = engine; self.devices = devices; self.socket = socket; self.actions = actions; self.output = output
    }

    /// The engine's configuration: the file's screen (or the default), its gestures
    /// (or the standard recognizers), pointer settings and layout.
    package var engineConfiguration: Engine.Configuration {
        Engine.Configuration(screen: engine.screen ?? .default, pointer: engine.pointer,
                             layout: engine.layout, gestures: engine.gestures ?? .standard, pen: engine.pen, palm: engine.palm,
                             arbitration: engine.arbitration)
    }

    /// Loads `path` (YAML or JSON). A relative layout path is resolved against the file's directory.
    package static func load(path: String) throws(ConfigurationError) -> DaemonConfiguration {
        let text: String
        do { text = try String(contentsOfFile: path, encoding: .utf8) } catch {
            throw ConfigurationError(file: path, keyPath: "", message: "cannot read: \(FileErrorText.message(for: error))")
        }
        return try parse(text, file: path, baseDirectory: URL(fileURLWithPath: path).deletingLastPathComponent())
    }

    /// Parses configuration text; `file` names it in messages.
    package static func parse(_ text: String, file: String, baseDirectory: URL? = nil) throws(ConfigurationError) -> DaemonConfiguration {
        let top = try TactileConfiguration.topLevel(text, file: file, extraKeys: daemonKeys)
        var config = DaemonConfiguration(engine: try TactileConfiguration.parse(sections: top, baseDirectory: baseDirectory))
        if let d = top["devices"] { config.devices = try devices(d, baseDirectory: baseDirectory) }
        if let s = top["socket"] { config.socket = try socket(s, baseDirectory: baseDirectory) }
        if let o = top["output"] { config.output = try output(o) }
        if let w = top["web"] { config.web = try web(w) }
        if let f = top["filter"] { config.filter = try filter(f) }
        if let c = top["capture"] { config.capture = try CaptureConfiguration.parse(c, baseDirectory: baseDirectory) }
        config.text = text
        if let a = top["actions"] {
            config.actions = try actions(a)
            try checkReachable(config.actions, tree: a, gestures: config.engine.gestures ?? .standard, layout: config.engine.layout)
        }
        try checkFilter(config, top: top)
        return config
    }

    // MARK: - Sections

    private static func devices(_ tree: ConfigurationTree, baseDirectory: URL?) throws(ConfigurationError) -> LiveInputLoop.Selection {
        if let word = tree.value as? String {
            guard word == "all" else { throw tree.error("expected all, {paths: [...]} or {names: [...]}, got '\(word)'") }
            return .all
        }
        let s = try tree.object(allowed: ["paths", "names"])
        if s["paths"] != nil && s["names"] != nil { throw tree.error("give paths or names, not both") }
        if let p = s["paths"] { return .paths(try nonEmptyStrings(p, what: "device node paths").map { resolve($0, relativeTo: baseDirectory) }) }
        if let n = s["names"] { return .names(try nonEmptyStrings(n, what: "name fragments")) }
        throw tree.error("expected all, {paths: [...]} or {names: [...]}")
    }

    private static func socket(_ tree: ConfigurationTree, baseDirectory: URL?) throws(ConfigurationError) -> UnixSocketServer.Configuration {
        let s = try tree.object(allowed: ["path", "mode", "queueLimit", "overflow"])
        guard let p = s["path"] else { throw tree.error("missing path (where to create the socket, e.g. /run/tactile/tactile.sock)", at: "path") }
        let path = try p.string()
        if let problem = socketPathProblem(path, relativeTo: baseDirectory) { throw p.error(problem) }
        var config = UnixSocketServer.Configuration(path: resolve(path, relativeTo: baseDirectory))
        if let m = s["mode"] { config.mode = try mode(m) }
        if let q = s["queueLimit"] { config.limits = try queueLimit(q) }
        if let o = s["overflow"] { config.overflow = try overflow(o) }
        return config
    }

    /// Octal permission bits as a string: YAML reads an unquoted 0660 as a number
    /// (decimal or octal depending on the YAML version), so only the string is unambiguous.
    static func mode(_ tree: ConfigurationTree) throws(ConfigurationError) -> UInt32 {
        guard let text = tree.value as? String else {
            throw tree.error("expected octal permission bits as a quoted string, e.g. \"0660\", got \(ConfigurationTree.describe(tree.value))")
        }
        guard !text.isEmpty, text.count <= 4, let bits = UInt32(text, radix: 8), bits <= 0o777 else {
            throw tree.error("expected octal permission bits from \"0000\" to \"0777\", e.g. \"0660\", got '\(text)'")
        }
        guard bits & 0o600 == 0o600 else {
            throw tree.error("expected the owner to keep read and write permission (0600 set), got '\(text)'")
        }
        return bits
    }

    private static func web(_ tree: ConfigurationTree) throws(ConfigurationError) -> WebConfiguration {
        let s = try tree.object(allowed: WebConfiguration.keys)
        var c = WebConfiguration()
        if let l = s["listen"] {
            let text = try l.string()
            guard let (host, port) = WebConfiguration.listenAddress(text) else {
                throw l.error("expected a numeric address and port, e.g. 127.0.0.1:7780 or [::1]:7780, got '\(text)'")
            }
            c.host = host
            c.port = port
        }
        if let t = s["token"] {
            let token = try t.string()
            guard token.utf8.count >= 16, token.utf8.allSatisfy({ $0 > 0x20 && $0 < 0x7f }) else {
                throw t.error("expected at least 16 printable characters without spaces (it goes in a URL)")
            }
            c.token = token
        }
        if c.token == nil && !c.isLoopback {
            throw tree.error("listening on \(c.host), not a loopback address, needs a token (any page on the network could read the panel otherwise)", at: "token")
        }
        if let o = s["origins"] {
            c.origins = try nonEmptyStrings(o, what: "origins such as http://kiosk.local:8080")
            // "null" is what file:// pages (and sandboxed frames) send.
            for (index, origin) in c.origins.enumerated()
            where origin != "null" && (!(origin.hasPrefix("http://") || origin.hasPrefix("https://")) || origin.dropFirst(8).contains("/")) {
                throw (try o.array())[index].error("expected scheme://host[:port] without a path (e.g. http://kiosk.local:8080) or null (file:// pages), got '\(origin)'")
            }
        }
        if let m = s["maxClients"] {
            let n = try m.integer()
            guard (1...4096).contains(n) else { throw m.error("expected 1 to 4096, got \(n)") }
            c.maxClients = n
        }
        if let q = s["queueLimit"] { c.limits = try queueLimit(q) }
        if let o = s["overflow"] { c.overflow = try overflow(o) }
        if let i = s["inspector"] { c.inspector = try i.bool() }
        if let r = s["recordSeconds"] {
            let n = try r.integer()
            guard (1...600).contains(n) else { throw r.error("expected 1 to 600 seconds, got \(n)") }
            c.recordSeconds = n
        }
        if let m = s["metrics"] { c.metrics = try m.bool() }
        return c
    }

    private static func overflow(_ tree: ConfigurationTree) throws(ConfigurationError) -> OverflowPolicy {
        let name = try tree.string()
        guard let policy = OverflowPolicy(rawValue: name) else {
            throw tree.error("expected \(OverflowPolicy.allCases.map(\.rawValue).joined(separator: " or ")), got '\(name)'")
        }
        return policy
    }

    private static func queueLimit(_ tree: ConfigurationTree) throws(ConfigurationError) -> QueueLimits {
        let s = try tree.object(allowed: ["bytes", "lines"])
        guard s["bytes"] != nil || s["lines"] != nil else { throw tree.error("expected {bytes: N} and/or {lines: N}") }
        var limits = QueueLimits(maximumBytes: nil, maximumLines: nil)
        if let b = s["bytes"] {
            let bytes = try b.integer()
            guard bytes >= 1024 else { throw b.error("expected at least 1024 bytes, got \(bytes)") }
            limits.maximumBytes = bytes
        }
        if let l = s["lines"] {
            let lines = try l.integer()
            guard lines >= 1 else { throw l.error("expected at least 1 line, got \(lines)") }
            limits.maximumLines = lines
        }
        return limits
    }

    private static func output(_ tree: ConfigurationTree) throws(ConfigurationError) -> DaemonOutputConfiguration {
        let s = try tree.object(allowed: DaemonOutputConfiguration.keys)
        var c = DaemonOutputConfiguration()
        if let v = s["stdout"] { c.stdout = try v.bool() }
        if let v = s["gestures"] { c.gestures = try v.bool() }
        if let v = s["taps"] { c.taps = try v.bool() }
        if let v = s["devices"] { c.devices = try v.bool() }
        if let v = s["frames"] { c.frames = try v.bool() }
        if let v = s["pointer"] {
            if let on = v.value as? Bool {
                c.pointer = on ? .all : .none
            } else {
                let name = try v.string()
                guard let lines = DaemonOutputConfiguration.PointerLines(rawValue: name) else {
                    throw v.error("expected all, events or none, got '\(name)'")
                }
                c.pointer = lines
            }
        }
        return c
    }

    /// The filter's configuration for the engine's screen (nil without a `filter` section).
    package var filterConfiguration: FilterConfiguration? {
        filter?.filterConfiguration(actions: actions, screenBounds: engineConfiguration.screenBounds)
    }

    /// The key codes the actions' chords use: the virtual keyboard's keys (empty: no keyboard).
    package var keyboardKeys: Set<UInt16> {
        var keys = Set<UInt16>()
        for a in actions { if case .keys(let chords) = a.command { for c in chords { keys.formUnion(c.codes) } } }
        return keys
    }

    /// An action nothing configured can trigger is an error, not a silent no-op: a
    /// gesture no recognizer reports, an element the layout does not have.
    private static func checkReachable(_ actions: [ActionRule], tree: ConfigurationTree,
                                       gestures: GestureConfiguration, layout: PointerLayout?) throws(ConfigurationError) {
        let items = try tree.array()
        for (index, action) in actions.enumerated() {
            switch action.trigger {
            case .gesture(let match):
                if let problem = ActionReachability.check(match, against: gestures) {
                    throw items[index].error(problem.message, at: problem.key)
                }
            case .elementTap(let match):
                guard let layout else {
                    throw items[index].error("element taps need a layout (the top-level layout key) with this element", at: "element")
                }
                let ids = layout.elements.map(\.id.rawValue)
                guard ids.contains(match.element) else {
                    throw items[index].error("no element '\(match.element)' in the layout (it has: \(ids.joined(separator: ", ")))", at: "element")
                }
            }
        }
    }

    // MARK: - Paths

    /// The one rule for paths, on the command line and in a file: a relative path is
    /// relative to where it is written, the file's directory in a file (like `layout`), the
    /// current directory on the command line (`base` nil). The result is absolute, so a
    /// reload or a change of directory never moves it.
    package static func resolve(_ path: String, relativeTo base: URL?) -> String {
        if path.hasPrefix("/") { return path }
        let directory = base ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
        return directory.appendingPathComponent(path).standardizedFileURL.path
    }

    /// Why `path` cannot be a socket path (nil when it can), checked on the absolute path
    /// ``resolve(_:relativeTo:)`` makes of it: the same for `--socket` and `socket.path`.
    package static func socketPathProblem(_ path: String, relativeTo base: URL?) -> String? {
        guard !path.isEmpty else { return "expected a path, e.g. /run/tactile/tactile.sock" }
        let absolute = resolve(path, relativeTo: base)
        guard absolute.utf8.count <= 107 else {
            return "expected at most 107 bytes (the limit of a Unix socket path), got \(absolute.utf8.count)"
                + (absolute == path ? "" : " as the absolute path \(absolute)")
        }
        return nil
    }

    // MARK: - Helpers

    static func nonEmptyStrings(_ tree: ConfigurationTree, what: String) throws(ConfigurationError) -> [String] {
        let list = try tree.array()
        guard !list.isEmpty else { throw tree.error("expected a non-empty list of \(what)") }
        var out: [String] = []
        for item in list {
            let s = try item.string()
            guard !s.isEmpty else { throw item.error("expected a non-empty string") }
            out.append(s)
        }
        return out
    }
}
