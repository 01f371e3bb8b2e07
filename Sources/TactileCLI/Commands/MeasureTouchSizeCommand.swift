import ArgumentParser
import Tactile
import TactileCore
import TactileSystem

/// `tactile measure touch-size`: the size and pressure of every touch, and their
/// distribution, to choose palm thresholds (Docs/PALMS.md).
struct MeasureTouchSizeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "touch-size",
        abstract: "Print the contact size (mm) and pressure of every touch and their distribution, to choose palm thresholds.",
        discussion: """
            Takes traces (as `tactile replay`) or one live device node (/dev/input/eventN: touch with fingers, \
            then rest a palm; Ctrl-C prints the summary). Sizes are the largest major and minor axis each touch \
            reported, in mm (`tactile devices` says how the panel's units became mm); the size and pressure \
            thresholds are off while measuring, so every contact is counted, except those the firmware itself \
            calls palms (MT_TOOL_PALM), which are counted apart. See Docs/PALMS.md.
            """)

    @Argument(help: "Trace files, or one device node such as /dev/input/event5.")
    var inputs: [String]

    @OptionGroup var options: EngineOptions

    func validate() throws {
        if inputs.isEmpty { throw ValidationError("give trace files or a device node") }
        if inputs.contains(where: { $0.hasPrefix("/dev/") }) && inputs.count != 1 {
            throw ValidationError("give one device node, or trace files")
        }
    }

    func run() throws {
        var survey = TouchSizeSurvey()
        var palmsByFirmware = 0
        var thresholds: [String: String] = [:]
        let output = Console.stdout
        func configuration(_ base: Engine.Configuration) -> Engine.Configuration {
            var c = base
            // Every contact counts: the size and pressure rules off (the firmware's palm flag stays).
            c.palm = PalmConfiguration(sizeMillimetres: 0, pressure: 0)
            return c
        }
        let file = try options.loadFile()
        func attach(_ engine: Engine) {
            engine.onOutput = { item in
                switch item {
                case .frame(_, let name, .touch(let f)):
                    for e in survey.add(f, device: name) { output.writeLine(Self.line(e)) }
                default: break
                }
            }
        }
        if inputs.count == 1, inputs[0].hasPrefix("/dev/") {
            output.flushEachLine = true
            let engine: Engine
            do { engine = try Engine(configuration: configuration(try options.engineConfiguration(gestures: false, file: file, live: true))) }
            catch { throw Diagnostics.fail("\(error)") }
            attach(engine)
            let signals = try SignalFD(signals: [ProcessSignal.interrupt, ProcessSignal.terminate])
            let handler = LiveEngineHandler(engine)
            let loop = try LiveInputLoop(selection: .paths(inputs))
            do { try loop.start(handler: handler) } catch { throw Diagnostics.fail(error.description) }
            Diagnostics.note("tactile: touch with fingertips, then rest a palm; Ctrl-C prints the summary")
            loop.run(handler: handler, signals: signals, idleTimeoutMilliseconds: nil)
            palmsByFirmware += engine.diagnostics.values.reduce(0) { $0 + $1.palmsByToolType }
        } else {
            for (name, trace) in try TraceArguments.load(inputs) {
                try TraceCheck.require(trace, name: name, kinds: [.touchscreen], command: "measure touch-size",
                                       otherwise: "touch sizes come from touchscreens.")
                let engine: Engine
                do {
                    engine = try Engine(configuration: configuration(try options.engineConfiguration(
                        trace: trace.metadata, gestures: false, outputs: .all, file: file)))
                } catch { throw Diagnostics.fail("\(error)") }
                attach(engine)
                TraceReplay(trace: trace).run(into: engine)
                palmsByFirmware += engine.diagnostics.values.reduce(0) { $0 + $1.palmsByToolType }
                for device in trace.devices {
                    if let text = DeviceReport.palmText(device.description, screen: engine.configuration.screen, palm: file.palm) {
                        thresholds[device.description.name] = text
                    }
                }
            }
        }
        survey.finish()
        for line in summary(survey, palmsByFirmware: palmsByFirmware, thresholds: thresholds) { output.writeLine(line) }
        output.flush()
    }

    static func line(_ e: TouchSizeSurvey.Entry) -> String {
        var s = "touch \(e.id): \(e.frames) frames"
        if let m = e.major { s += ", major \(fixedText(m, decimals: 1)) mm" }
        if let m = e.minor { s += ", minor \(fixedText(m, decimals: 1)) mm" }
        if let p = e.pressure { s += ", pressure \(fixedText(p, decimals: 3))" }
        if e.palm { s += " (palm by MT_TOOL_PALM)" }
        return s
    }

    private func summary(_ survey: TouchSizeSurvey, palmsByFirmware: Int, thresholds: [String: String]) -> [String] {
        var lines = ["", "\(survey.finished.count) touches; \(palmsByFirmware) rejected by the firmware (MT_TOOL_PALM) and not measured"]
        for (name, text) in thresholds.sorted(by: { $0.key < $1.key }) where !text.isEmpty { lines.append("\(name): \(text)") }
        let majors = survey.finished.compactMap(\.major)
        let pressures = survey.finished.compactMap(\.pressure)
        if majors.isEmpty { lines.append("major axis: not reported by this panel (no size threshold can apply)") }
        else { lines += Self.distribution("major axis (mm)", majors, binWidth: 2) }
        let minors = survey.finished.compactMap(\.minor)
        if !minors.isEmpty { lines += Self.distribution("minor axis (mm)", minors, binWidth: 2) }
        if pressures.isEmpty { lines.append("pressure: not reported by this panel") }
        else { lines += Self.distribution("pressure (0...1)", pressures, binWidth: 0.05) }
        lines.append("Fingertips are 7-12 mm, a thumb pressed flat up to about 22 mm, the heel or side of a hand 30-80 mm: "
            + "set palm.sizeMillimetres (or AttrPalmSizeThresholdMillimetres) between your fingers' largest and your palms' smallest.")
        return lines
    }

    private static func distribution(_ title: String, _ values: [Double], binWidth: Double) -> [String] {
        let q = { (p: Double) in fixedText(TouchSizeSurvey.quantile(values, p) ?? 0, decimals: 2) }
        var lines = ["\(title): min \(q(0)), p10 \(q(0.1)), median \(q(0.5)), p90 \(q(0.9)), max \(q(1)) over \(values.count) touches"]
        let bins = TouchSizeSurvey.histogram(values, width: binWidth)
        let most = bins.map(\.1).max() ?? 1
        for (lower, count) in bins where count > 0 {
            let bar = String(repeating: "#", count: Swift.max(1, count * 40 / Swift.max(most, 1)))
            lines.append("  \(fixedText(lower, decimals: 2))-\(fixedText(lower + binWidth, decimals: 2)): \(count) \(bar)")
        }
        return lines
    }
}
