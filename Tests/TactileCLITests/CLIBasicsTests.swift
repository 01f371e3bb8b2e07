import Foundation
import Testing

@Suite("tactile CLI: options and errors")
struct CLIBasicsTests {
    @Test func helpListsTheSubcommands() throws {
        let r = try CLIRunner.run(["--help"])
        #expect(r.status == 0)
        for name in ["devices", "events"] { #expect(r.stdout.contains(name)) }
    }

    @Test(arguments: [
        (["events", "--screen", "1920by1080", "/dev/null"], "--screen"),
        (["events", "--screen", "1920x1080@0", "/dev/null"], "scale"),
        (["events", "--rotation", "45", "/dev/null"], "--rotation"),
        (["events", "--calibration", "1 0 0", "/dev/null"], "--calibration"),
    ])
    func badScreenOptionsAreRejectedBeforeAnyDeviceIsOpened(args: [String], mention: String) throws {
        let r = try CLIRunner.run(args)
        #expect(r.status != 0)
        #expect(r.stderr.contains(mention))
    }

    @Test func aPathThatIsNotAnEvdevDeviceSaysSo() throws {
        let r = try CLIRunner.run(["events", "/dev/null"])
        #expect(r.status == 1)
        #expect(r.stderr.contains("/dev/null is not an evdev device"))
    }

    @Test func aMissingDeviceSaysSo() throws {
        let r = try CLIRunner.run(["events", "/dev/input/event999"])
        #expect(r.status == 1)
        #expect(r.stderr.contains("/dev/input/event999"))
        #expect(r.stderr.contains("ENOENT"))
    }

    @Test func devicesJSONIsValidEvenWithNoDevices() throws {
        // A node named on the command line that is not a device is an error (status 1, issue 26);
        // the JSON still says what was found.
        let r = try CLIRunner.run(["devices", "--json", "/dev/null"])
        #expect(r.status == 1)
        let parsed = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [[String: Any]]
        #expect(parsed?.count == 1)
        #expect((parsed?[0]["error"] as? String)?.contains("not an evdev device") == true)
    }
}
