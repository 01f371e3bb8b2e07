import Foundation
import Testing

/// `tactile pointer` and `tactile predict` end to end.
@Suite struct PointerCommandsTests {
    static let mouse = CLIRunner.trace("real/yaml/Saitek_Cyborg_R.A.T.5_Mouse.yaml")
    static let layout = CLIRunner.trace("pointer/example-layout.json")

    static func lastPosition(_ args: [String]) throws -> String {
        let r = try CLIRunner.run(["pointer", mouse, "--layout", layout, "--no-magnetism"] + args)
        #expect(r.status == 0, "\(r.stderr)")
        let last = r.lines.last ?? ""
        // "x":..,"y":.. of the last update.
        guard let x = last.range(of: "\"x\":"), let v = last.range(of: ",\"visible\"") else { return last }
        return String(last[x.lowerBound..<v.lowerBound])
    }

    @Test func pointerProfilesChangeTheMotion() throws {
        let adaptive = try Self.lastPosition(["--profile", "adaptive"])
        #expect(try Self.lastPosition([]) == adaptive)  // adaptive is the default
        let flat = try Self.lastPosition(["--profile", "flat"])
        let custom = try Self.lastPosition(["--profile", "custom", "--custom-step", "1", "--custom-points", "0,2"])
        let averaged = try Self.lastPosition(["--velocity-averaging"])
        let lowDpi = try Self.lastPosition(["--dpi", "400"])
        #expect(Set([adaptive, flat, custom, averaged, lowDpi]).count == 5)
    }

    @Test func pointerRejectsBadProfiles() throws {
        for args in [["--profile", "bogus"], ["--profile", "custom"], ["--profile", "flat", "--custom-step", "1"],
                     ["--profile", "custom", "--custom-step", "1", "--custom-points", "0,x"]] {
            let r = try CLIRunner.run(["pointer", Self.mouse, "--layout", Self.layout] + args)
            #expect(r.status != 0, "\(args)")
            #expect(r.stderr.contains("--profile") || r.stderr.contains("--custom"), "\(args): \(r.stderr)")
        }
    }
}
