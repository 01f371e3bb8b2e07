import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TactileCore
import TactilePointer
import TactilePointerEvaluation

/// `tactile predict`: how well the endpoint predictor does on recorded pointer paths.
struct PredictCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "predict",
        abstract: "Evaluate endpoint prediction on recorded pointer paths.",
        discussion: """
            A movement is the path that ends at a left-button press (Docs/POINTER.md says exactly \
            how movements are cut). Reports the median distance between predicted and true endpoint \
            at 50%, 75% and 90% of each movement's duration and of its path length, for the \
            predictor and for the baseline "the pointer stays where it is"; with targets (a layout, \
            or targets in the recording) the share of movements whose predicted target is right; \
            per input device when the recording names it.
            Formats: csv = t_ms,x,y,buttons[,device][,group][,target_x,target_y[,target_radius]] \
            (a "# device: NAME" comment also names the device); fitts = such CSV paths plus \
            --trials FILE.jsonl, one trial per line (device, target, radius, click, ...).
            """)

    @Argument(help: "Recorded pointer paths (CSV, header t_ms,x,y,buttons; x/y in pt, buttons a bitmask, 1 = left).")
    var paths: [String]

    @Option(help: ArgumentHelp("Recorded form: csv, or fitts (CSV paths plus --trials).", valueName: "csv|fitts"))
    var format: String = "csv"

    @Option(help: ArgumentHelp("fitts form: the trials, one JSON object per line.", valueName: "TRIALS.jsonl"))
    var trials: String?

    @Option(help: ArgumentHelp("Score predicted targets against this layout's elements (otherwise the recording's targets).", valueName: "LAYOUT.json"))
    var layout: String?

    @Option(help: ArgumentHelp("The predictor's regression weights: 36 numbers (18 origin, 18 velocity), for held-out evaluation (Tools/measure-predictor.sh).", valueName: "FILE"))
    var coefficients: String?

    @Flag(help: "Print one JSON object instead of text.")
    var json = false

    func validate() throws {
        if paths.isEmpty { throw ValidationError("give at least one CSV file") }
        guard let f = PredictionEvaluator.InputFormat(rawValue: format) else {
            throw ValidationError("--format: expected csv or fitts, got \(format)")
        }
        if f == .fitts && trials == nil { throw ValidationError("--format fitts needs --trials TRIALS.jsonl") }
        if f == .csv && trials != nil { throw ValidationError("--trials goes with --format fitts") }
    }

    func run() throws {
        var evaluator = PredictionEvaluator()
        if let coefficients {
            let text: String
            do { text = try String(contentsOfFile: coefficients, encoding: .utf8) } catch {
                throw Diagnostics.fail("\(coefficients): cannot read: \(FileErrorText.message(for: error))")
            }
            let fields = text.split(whereSeparator: { $0 == "," || $0.isWhitespace })
            let values = fields.compactMap { Double($0) }.filter(\.isFinite)
            let n = EndpointPredictor.featureCount
            guard values.count == 2 * n, fields.count == 2 * n else {
                throw Diagnostics.fail("\(coefficients): expected \(2 * n) numbers (\(n) origin, \(n) velocity), got \(fields.count) fields")
            }
            evaluator.predictor.originCoefficients = Array(values[0..<n])
            evaluator.predictor.velocityCoefficients = Array(values[n..<(2 * n)])
        }
        if let layout {
            do throws(ConfigurationError) {
                evaluator.layout = HitRegionMap(layout: try PointerLayout(contentsOf: URL(fileURLWithPath: layout)))
            } catch {
                throw Diagnostics.fail(error.description)
            }
        }
        let evaluation: PredictionEvaluation
        do throws(PointerPathCSV.ParseError) {
            let trialSet = try trials.map { path throws(PointerPathCSV.ParseError) in try FittsTrials.load(contentsOf: URL(fileURLWithPath: path)) }
            evaluation = try evaluator.evaluate(files: paths.map { URL(fileURLWithPath: $0) }, trials: trialSet)
        } catch {
            throw Diagnostics.fail(error.description)
        }
        // Medians over nothing would read as a perfect score: nothing to do, exit 2.
        guard evaluation.movements > 0 else {
            throw Diagnostics.nothingToDo("no movement in \(paths.joined(separator: ", ")): a movement ends at a left-button press (buttons bit 1) after at least 20 pt and 50 ms of motion (Docs/POINTER.md)")
        }
        print(json ? evaluation.jsonLine : evaluation.text)
    }
}
