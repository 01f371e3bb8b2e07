import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Tactile
import TactileCore
import TactileSystem
import TactilePointer
import TactileTrace

/// `tactile pointer`: replay mouse traces through the pointer engine against a layout.
struct PointerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pointer",
        abstract: "Replay mouse (and pen hover) traces through the pointer engine (acceleration, hit regions, magnetism, prediction).",
        discussion: "Schema: README.md, \"Output schema: pointer\". Layout format: Docs/POINTER.md.")

    @Argument(help: "Mouse or pen traces (libinput record YAML or evemu); a pen moves the pointer only while it hovers.")
    var traces: [String]

    @Option(help: ArgumentHelp("The app's elements as JSON: {\"screen\": {...}, \"elements\": [...]}.", valueName: "LAYOUT.json"))
    var layout: String

    @Flag(help: "One JSON object per line (the default output is the same JSON; kept for symmetry with other commands).")
    var json = false

    @Option(help: "Pointer speed, -1...1 (libinput's speed setting).")
    var speed: Double = 0

    @Option(help: "The mouse's resolution in dots per inch (normalised to 1000 dpi; under 1000 dpi libinput's low-dpi filter).")
    var dpi: Double = 1000

    @Option(help: ArgumentHelp("Acceleration profile: adaptive (libinput's default), flat, or custom (with --custom-step and --custom-points).", valueName: "adaptive|flat|custom"))
    var profile: String = "adaptive"

    @Flag(help: "Average velocity over 16 trackers instead of 2 (libinput's AttrUseVelocityAveraging quirk; adaptive profile).")
    var velocityAveraging = false

    @Option(help: ArgumentHelp("Custom profile: distance between the points, device units per ms.", valueName: "UNITS/MS"))
    var customStep: Double?

    @Option(help: ArgumentHelp("Custom profile: output speeds (units/ms) at 0, step, 2 step, ..., comma-separated (2...64 values).", valueName: "V0,V1,..."))
    var customPoints: String?

    @Flag(help: "Turn magnetism off (hit testing and events still work).")
    var noMagnetism = false

    func validate() throws {
        if traces.isEmpty { throw ValidationError("give at least one mouse trace") }
        guard (-1...1).contains(speed) else { throw ValidationError("--speed: expected a value in -1...1, got \(speed)") }
        guard dpi > 0 && dpi.isFinite else { throw ValidationError("--dpi: expected a positive number, got \(dpi)") }
        _ = try accelerationProfile()
    }

    /// The profile named by `--profile` (custom built from `--custom-step`/`--custom-points`).
    func accelerationProfile() throws -> AccelerationProfile {
        switch profile {
        case "adaptive", "flat":
            if customStep != nil || customPoints != nil {
                throw ValidationError("--custom-step/--custom-points need --profile custom")
            }
            return profile == "adaptive" ? .adaptive : .flat
        case "custom":
            guard let step = customStep, let points = customPoints else {
                throw ValidationError("--profile custom needs --custom-step and --custom-points")
            }
            var values: [Double] = []
            for field in points.split(separator: ",", omittingEmptySubsequences: false) {
                guard let v = Double(field.trimmingWhitespace()) else {
                    throw ValidationError("--custom-points: expected numbers separated by commas, got \"\(field)\"")
                }
                values.append(v)
            }
            do throws(CustomAccelerationCurve.Invalid) {
                return .custom(try CustomAccelerationCurve(stepUnitsPerMillisecond: step, points: values))
            } catch {
                throw ValidationError(error.description)
            }
        default:
            throw ValidationError("--profile: expected adaptive, flat or custom, got \(profile)")
        }
    }

    func run() throws {
        let pointerLayout: PointerLayout
        do throws(ConfigurationError) {
            pointerLayout = try LayoutFile.load(URL(fileURLWithPath: layout))
        } catch {
            throw Diagnostics.fail(error.description)
        }
        var config = PointerConfiguration()
        config.acceleration.speed = speed
        config.acceleration.deviceDotsPerInch = dpi
        config.acceleration.profile = try accelerationProfile()
        config.acceleration.usesVelocityAveraging = velocityAveraging
        config.magnetism.isEnabled = !noMagnetism
        let loaded = try TraceArguments.load(traces)
        for (name, trace) in loaded {
            try TraceCheck.require(trace, name: name, kinds: [.mouse, .pen], command: "pointer",
                                   otherwise: "`tactile pointer` replays mice; `tactile replay \(name)` reports a touchscreen's gestures.")
        }
        let output = Console.stdout
        for (name, trace) in loaded {
            let engine: Engine
            // An absolute pointer (a VM tablet) maps its axes onto the layout's screen.
            let screen = ScreenConfiguration(widthPixels: Int(pointerLayout.screenWidth.rounded()),
                                             heightPixels: Int(pointerLayout.screenHeight.rounded()), scale: 1)
            do { engine = try Engine(configuration: Engine.Configuration(screen: screen, pointer: config, layout: pointerLayout)) }
            catch { throw Diagnostics.fail("\(error)") }
            var writer = JSONLineWriter()
            engine.onOutput = { item in
                guard case .pointer(let p) = item else { return }
                writer.reset()
                p.write(to: &writer)
                output.writeLine(writer.bytes)
            }
            TraceReplay(trace: trace).run(into: engine)
            try TraceCheck.requireFrames(engine.firstFrameTime, name: name)
        }
        output.flush()
    }
}
