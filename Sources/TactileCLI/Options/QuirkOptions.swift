import ArgumentParser
import TactileCore
import TactileSystem

/// `--quirks DIR`: which quirks files describe the devices. The shipped quirks come first,
/// then `/etc/tactile/quirks.d/*.quirks`, then DIR's (a later section overrides an earlier one).
struct QuirkOptions: ParsableArguments {
    @Option(name: .customLong("quirks"), help: ArgumentHelp(
        "A directory of *.quirks files read after the shipped quirks and /etc/tactile/quirks.d (Docs/QUIRKS.md).",
        valueName: "DIR"))
    var directory: String?

    /// Makes the quirks the active database. Done at parse time, before `run()` reads any
    /// device or trace: a description looks its quirk up when it is made.
    func validate() throws {
        DeviceQuirks.active = try Self.load(directories: [directory].compactMap { $0 })
    }

    /// Shipped + system + `directories` (each required to exist).
    static func load(directories: [String]) throws -> DeviceQuirks {
        var quirks = DeviceQuirks.shipped
        do {
            quirks.append(try QuirkDirectory.load(QuirkDirectory.system, required: false))
            for directory in directories { quirks.append(try QuirkDirectory.load(directory, required: true)) }
        } catch {
            throw Diagnostics.fail("quirks: \(error)")
        }
        return quirks
    }
}
