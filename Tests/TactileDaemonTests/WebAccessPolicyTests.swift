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
}
