import Testing
import Tactile
import TactileCore

/// The configuration file's `palm` section: values, per-panel entries, errors with key paths.
@Suite("Configuration: palm thresholds")
struct PalmConfigurationTests {
    @Test func readsThresholdsAndPanels() throws {
        let c = try TactileConfiguration.parse("""
            palm:
              sizeMillimetres: 25
              pressure: 0.8
              panels: {"04F3:000A": {sizeMillimetres: 0}}
            """, file: "t.yaml")
        #expect(c.palm.sizeMillimetres == 25)
        #expect(c.palm.pressure == 0.8)
        #expect(c.palm.panels["04f3:000a"]?.sizeMillimetres == 0)
        let device = DeviceDescription(name: "x", id: InputID(bustype: 3, vendor: 0x04f3, product: 0x000a, version: 0))
        let t = c.palm.thresholds(for: device)
        #expect(t.sizeMillimetres == nil)   // 0 turns the rule off for that panel
        #expect(t.pressure == 0.8 && t.pressureSource == .configuration)
    }

    @Test(arguments: [
        ("palm: {sizeMillimetres: -1}\n", "palm.sizeMillimetres"),
        ("palm: {pressure: 1.5}\n", "palm.pressure"),
        ("palm: {size: 3}\n", "palm"),
        ("palm: {panels: {\"nope\": {sizeMillimetres: 3}}}\n", "palm.panels"),
        ("palm: {panels: {\"0eef:0001\": {panels: {}}}}\n", "palm.panels"),
    ])
    func badValuesNameTheirKeyPath(_ text: String, path: String) {
        let error = #expect(throws: ConfigurationError.self) { try TactileConfiguration.parse(text, file: "t.yaml") }
        #expect(error?.keyPath.hasPrefix(path) == true, "\(String(describing: error))")
    }
}
