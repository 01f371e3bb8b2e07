import Testing
@testable import TactileDaemon

/// Who may use the web server: token, origin, and how they are given.
@Suite("Web: access policy")
struct WebAccessPolicyTests {
    let token = "kiosk-secret-0123456789"
    var withToken: WebAccessPolicy { WebAccessPolicy(configuration: WebConfiguration(token: token, origins: ["http://kiosk.local:8080"])) }

    @Test func withoutATokenLoopbackAllowsProgramsAndTheDaemonsOwnPages() {
        let policy = WebAccessPolicy(configuration: WebConfiguration())
        #expect(policy.decide(query: "", origin: nil, host: "127.0.0.1:7780", authorization: nil) == .allow)
        #expect(policy.decide(query: "", origin: "http://127.0.0.1:7780", host: "127.0.0.1:7780", authorization: nil) == .allow)
    }

    @Test func aForeignOriginIsRefusedWith403() {
        let policy = WebAccessPolicy(configuration: WebConfiguration())
        #expect(policy.decide(query: "", origin: "http://evil.example", host: "127.0.0.1:7780", authorization: nil)
            == .reject(status: 403, reason: "origin http://evil.example is not allowed (web.origins)"))
        // A page on another port of the same machine is another origin.
        #expect(policy.decide(query: "", origin: "http://127.0.0.1:8000", host: "127.0.0.1:7780", authorization: nil) != .allow)
    }

    @Test func configuredOriginsMayConnect() {
        #expect(withToken.decide(query: "token=\(token)", origin: "http://kiosk.local:8080", host: "10.0.0.2:7780", authorization: nil) == .allow)
    }

    @Test func theTokenComesInTheQueryOrABearerHeader() {
        #expect(withToken.decide(query: "a=1&token=\(token)", origin: nil, host: nil, authorization: nil) == .allow)
        #expect(withToken.decide(query: "", origin: nil, host: nil, authorization: "Bearer \(token)") == .allow)
        #expect(withToken.decide(query: "", origin: nil, host: nil, authorization: nil)
            == .reject(status: 401, reason: "a token is required (?token=...)"))
        #expect(withToken.decide(query: "token=kiosk-secret-0123456788", origin: nil, host: nil, authorization: nil)
            == .reject(status: 401, reason: "wrong token"))
        #expect(withToken.decide(query: "token=\(token)x", origin: nil, host: nil, authorization: nil) != .allow)
        #expect(withToken.decide(query: "token=", origin: nil, host: nil, authorization: nil) != .allow)
    }

    @Test func percentEncodedTokensAreDecoded() {
        let policy = WebAccessPolicy(configuration: WebConfiguration(token: "a/b+c=d&e-0123456789"))
        #expect(policy.decide(query: "token=a%2Fb%2Bc%3Dd%26e-0123456789", origin: nil, host: nil, authorization: nil) == .allow)
        #expect(WebAccessPolicy.queryValue("token", in: "token=%zz") == nil)
    }

    @Test func aHostNameOtherThanLocalhostIsRefusedAgainstDNSRebinding() {
        let policy = WebAccessPolicy(configuration: WebConfiguration(origins: ["http://kiosk.local:8080"]))
        // evil.example resolving to 127.0.0.1: its page would otherwise be "same origin".
        #expect(policy.decide(query: "", origin: "http://evil.example:7780", host: "evil.example:7780", authorization: nil)
            == .reject(status: 403, reason: "host evil.example:7780 is not allowed: use the address, localhost, or a host named in web.origins"))
        for host in ["127.0.0.1:7780", "localhost:7780", "[::1]:7780", "10.0.0.2", "kiosk.local:7780"] {
            #expect(policy.hostAllowed(host), "\(host)")
        }
        #expect(!policy.hostAllowed("127.0.0.1.evil.example:7780"))
    }
}
