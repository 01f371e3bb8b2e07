import TactileSystem

/// The `web` section of the daemon's configuration: where ``WebServer`` listens and who
/// may connect (Docs/DAEMON.md, "Web kiosks").
///
/// ```yaml
/// web:
///   listen: 127.0.0.1:7780        # host:port; loopback by default
///   token: "a long random string" # required when listen is not a loopback address
///   origins: [http://kiosk.local:8080]  # pages elsewhere that may connect
///   maxClients: 64
///   queueLimit: {bytes: 1048576}
///   overflow: dropOldest
///   inspector: true
///   recordSeconds: 60
///   metrics: true                 # GET /metrics (Prometheus text format), off by default
/// ```
package struct WebConfiguration: Hashable, Sendable {
    /// A numeric IPv4 or IPv6 address (no names: the bind address must not depend on DNS).
    package var host: String
    /// TCP port; 0 picks a free one (tests), reported in the log.
    package var port: Int
    /// When set, every WebSocket upgrade and `/record` must carry it (`?token=` or
    /// `Authorization: Bearer`). Required unless ``host`` is a loopback address.
    package var token: String?
    /// Origins (`scheme://host[:port]`, or `null` for file:// pages) besides the daemon's own
    /// whose pages may connect.
    /// A browser always sends `Origin`; a request without one comes from a program, which
    /// an origin check cannot stop (the token does).
    package var origins: [String]
    /// WebSocket clients at once; more get HTTP 503. Connections that have not upgraded
    /// count too (up to ``maxClients`` + 16), so a flood cannot exhaust file descriptors.
    package var maxClients: Int
    /// Per client, as on the Unix socket: lines waiting for a slow reader.
    package var limits: QueueLimits
    package var overflow: OverflowPolicy
    /// Serve the inspector page and its stream (`/inspector`, `/inspect`, `/record`).
    package var inspector: Bool
    /// How much raw input the inspector's record button can save, in seconds.
    package var recordSeconds: Int
    /// Serve aggregate counts at `/metrics` in the Prometheus text format (opt-in:
    /// ``DaemonMetrics``); the same token rule as `/record`.
    package var metrics = false

    package init(host: String = "127.0.0.1", port: Int = 7780, token: String? = nil, origins: [String] = [],
                maxClients: Int = 64, limits: QueueLimits = .default, overflow: OverflowPolicy = .dropOldest,
                inspector: Bool = true, recordSeconds: Int = 60) {
        self.host = host; self.port = port; self.token = token; self.origins = origins
        self.maxClients = maxClients; self.limits = limits; self.overflow = overflow
        self.inspector = inspector; self.recordSeconds = recordSeconds
    }

    static let keys = ["listen", "token", "origins", "maxClients", "queueLimit", "overflow", "inspector", "recordSeconds", "metrics"]

    /// True for 127.0.0.0/8 and ::1: only programs on this machine can connect.
    package var isLoopback: Bool { Self.isLoopback(host) }

    static func isLoopback(_ host: String) -> Bool {
        if host == "::1" || host == "[::1]" { return true }
        let parts = host.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4 && parts[0] == "127" && parts.allSatisfy { UInt8($0) != nil }
    }

    /// Splits `host:port` (`[v6]:port` for IPv6); nil when malformed. Only numeric
    /// addresses are accepted.
    package static func listenAddress(_ text: String) -> (host: String, port: Int)? {
        let host: Substring, portText: Substring
        if text.hasPrefix("[") {
            guard let close = text.firstIndex(of: "]"), text[text.index(after: close)...].hasPrefix(":") else { return nil }
            host = text[text.index(after: text.startIndex)..<close]
            portText = text[text.index(close, offsetBy: 2)...]
            guard host.contains(":"), host.allSatisfy({ $0.isHexDigit || $0 == ":" || $0 == "." }) else { return nil }
        } else {
            guard let colon = text.lastIndex(of: ":") else { return nil }
            host = text[..<colon]
            portText = text[text.index(after: colon)...]
            let parts = host.split(separator: ".", omittingEmptySubsequences: false)
            guard parts.count == 4, parts.allSatisfy({ UInt8($0) != nil }) else { return nil }
        }
        guard let port = Int(portText), (0...65535).contains(port) else { return nil }
        return (String(host), port)
    }
}
