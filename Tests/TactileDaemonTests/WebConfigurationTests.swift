import Testing
import Tactile
import TactileSystem
import TactileDaemon
import TactileCore

/// The `web` section: loopback by default, a token for anything else, every key checked.
@Suite("Web: configuration")
struct WebConfigurationTests {
    private func parse(_ text: String) throws(ConfigurationError) -> DaemonConfiguration {
        try DaemonConfiguration.parse(text, file: "tactile.yaml")
    }

    private func error(_ text: String) -> String {
        do { _ = try parse(text); return "no error" } catch { return error.description }
    }

    @Test func defaultsAreLoopbackWithTheSocketsQueueRules() throws {
        let web = try #require(try parse("web: {}").web)
        #expect(web.host == "127.0.0.1" && web.port == 7780 && web.token == nil && web.isLoopback)
        #expect(web.limits == .default && web.overflow == .dropOldest && web.maxClients == 64 && web.inspector)
        #expect(try parse("output: {stdout: false}").web == nil)
    }

    @Test func everyKey() throws {
        let web = try #require(try parse("""
            web:
              listen: "[::1]:8443"
              token: 0123456789abcdef0123
              origins: [http://kiosk.local:8080, https://kiosk.example]
              maxClients: 10
              queueLimit: {lines: 100}
              overflow: disconnect
              inspector: false
              recordSeconds: 30
            """).web)
        #expect(web.host == "::1" && web.port == 8443 && web.isLoopback)
        #expect(web.token == "0123456789abcdef0123" && web.origins == ["http://kiosk.local:8080", "https://kiosk.example"])
        #expect(web.maxClients == 10 && web.limits.maximumLines == 100 && web.overflow == .disconnect)
        #expect(!web.inspector && web.recordSeconds == 30)
    }

    @Test func anAddressOtherThanLoopbackNeedsAToken() throws {
        #expect(error("web: {listen: 0.0.0.0:7780}").contains("web.token"))
        #expect(error("web: {listen: 0.0.0.0:7780}").contains("needs a token"))
        #expect(try parse("web: {listen: 0.0.0.0:7780, token: 0123456789abcdef}").web?.isLoopback == false)
    }

    @Test func badValuesNameTheKey() {
        #expect(error("web: {listen: localhost:7780}").contains("web.listen"))
        #expect(error("web: {listen: 127.0.0.1}").contains("expected a numeric address and port"))
        #expect(error("web: {listen: 127.0.0.1:70000}").contains("web.listen"))
        #expect(error("web: {token: short}").contains("at least 16"))
        #expect(error("web: {origins: [kiosk.local]}").contains("web.origins"))
        #expect(error("web: {origins: [http://kiosk.local/]}").contains("without a path"))
        #expect(error("web: {origins: [http://kiosk.local/app]}").contains("without a path"))
        #expect(error("web: {origins: [\"null\", https://kiosk.example:8443]}") == "no error")
        #expect(error("web: {maxClients: 0}").contains("web.maxClients"))
        #expect(error("web: {overflow: block}").contains("dropOldest or disconnect"))
        #expect(error("web: {recordSeconds: 0}").contains("web.recordSeconds"))
        #expect(error("web: {port: 80}").contains("port"))
    }
}
