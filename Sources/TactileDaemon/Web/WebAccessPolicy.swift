/// Who may use the web server: the one place the token, origin and capacity rules are
/// decided, for WebSocket upgrades and for `/record` alike (Docs/DAEMON.md, "Security").
///
/// Pure: given the request's parts and the configuration, it returns the answer, so
/// every rule is tested without a socket.
struct WebAccessPolicy: Sendable {
    /// What to do with a request.
    enum Decision: Equatable, Sendable {
        case allow
        /// Answer with this HTTP status and a one-line reason, then close.
        case reject(status: Int, reason: String)
    }

    let configuration: WebConfiguration

    /// - Parameters:
    ///   - query: the request target after `?` (may be empty).
    ///   - origin: the `Origin` header; browsers always send it on WebSocket upgrades.
    ///   - host: the `Host` header: the daemon's own origin is `http://<host>`.
    ///   - authorization: the `Authorization` header (`Bearer <token>`).
    func decide(query: Substring, origin: String?, host: String?, authorization: String?) -> Decision {
        if let host, !hostAllowed(host) {
            return .reject(status: 403, reason: "host \(host) is not allowed: use the address, localhost, or a host named in web.origins")
        }
        if let origin, !originAllowed(origin, host: host) {
            return .reject(status: 403, reason: "origin \(origin) is not allowed (web.origins)")
        }
        if let token = configuration.token {
            let given = Self.queryValue("token", in: query) ?? Self.bearer(authorization)
            guard let given else { return .reject(status: 401, reason: "a token is required (?token=...)") }
            guard Self.constantTimeEqual(given, token) else { return .reject(status: 401, reason: "wrong token") }
        }
        return .allow
    }

    /// The `Host` a client used: a numeric address, `localhost`, or a host of `origins`.
    /// Without this, DNS rebinding (a name of the attacker's that resolves to 127.0.0.1) would
    /// make a foreign page "same origin" with the daemon.
    func hostAllowed(_ host: String) -> Bool {
        var name = Substring(host)
        if name.hasPrefix("[") { return name.contains("]") }  // an IPv6 literal
        if let colon = name.lastIndex(of: ":") { name = name[..<colon] }
        if name == "localhost" { return true }
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        if parts.count == 4 && parts.allSatisfy({ UInt8($0) != nil }) { return true }
        return configuration.origins.contains { (origin: String) -> Bool in
            // scheme://host[:port] -> host
            var other = origin.drop { $0 != "/" }.drop { $0 == "/" }
            if let colon = other.lastIndex(of: ":") { other = other[..<colon] }
            return !other.isEmpty && other == name
        }
    }

    /// The daemon's own pages (`Origin` equal to `http://` + `Host`) and the configured origins.
    func originAllowed(_ origin: String, host: String?) -> Bool {
        if let host, origin == "http://" + host || origin == "https://" + host { return true }
        return configuration.origins.contains(origin)
    }

    /// The value of `name` in a query string (`a=1&token=x`), percent-decoded; nil when absent.
    static func queryValue(_ name: String, in query: Substring) -> String? {
        for pair in query.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2, parts[0] == name else { continue }
            return percentDecoded(parts[1])
        }
        return nil
    }

    static func bearer(_ authorization: String?) -> String? {
        guard let authorization, authorization.hasPrefix("Bearer ") else { return nil }
        return String(authorization.dropFirst(7))
    }

    private static func percentDecoded(_ text: Substring) -> String? {
        var bytes: [UInt8] = []
        var iterator = text.utf8.makeIterator()
        while let byte = iterator.next() {
            if byte == UInt8(ascii: "%") {
                guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else { return nil }
                bytes.append(high << 4 | low)
            } else if byte == UInt8(ascii: "+") {
                bytes.append(UInt8(ascii: " "))
            } else {
                bytes.append(byte)
            }
        }
        return String(validating: bytes, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    /// Compares without stopping at the first difference, so the time taken does not
    /// tell an attacker how much of a guess was right.
    static func constantTimeEqual(_ a: String, _ b: String) -> Bool {
        let x = Array(a.utf8), y = Array(b.utf8)
        var difference = UInt8(x.count == y.count ? 0 : 1)
        for i in 0..<max(x.count, y.count) {
            difference |= (i < x.count ? x[i] : 0) ^ (i < y.count ? y[i] : 0)
        }
        return difference == 0
    }
}
