import ArgumentParser
import Foundation
import TactilePointer

/// `tactile predict`: how well the endpoint predictor does on recorded pointer paths.
struct PredictCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "predict",
        abstract: "Evaluate endpoint prediction on pointer paths (CSV: t_ms,x,y,buttons).",
        discussion: """
            A movement is the path that ends at a left-button press (see Docs/POINTER.md for how \
            movements are cut). Reports the median distance between predicted and true endpoint at \
            50%, 75% and 90% of each movement's duration, for the predictor and for the baseline \
            "the pointer stays where it is".
            """)

    @Argument(help: "CSV files with the header t_ms,x,y,buttons (x/y in pt, buttons a bitmask, 1 = left).")
    var paths: [String]

    @Flag(help: "Print one JSON object instead of text.")
    var json = false

    func validate() throws {
        if paths.isEmpty { throw ValidationError("give at least one CSV file") }
    }

    func run() throws {
        let evaluation: PredictionEvaluation
        do throws(PointerPathCSV.ParseError) {
            evaluation = try PredictionEvaluator().evaluate(files: paths.map { URL(fileURLWithPath: $0) })
        } catch {
            throw Diagnostics.fail(error.description)
        }
        if evaluation.movements == 0 {
            throw Diagnostics.nothingToDo("no movement in \(paths.joined(separator: ", ")): a movement is a path that ends at a left-button press (Docs/POINTER.md)")
        }
        print(json ? evaluation.jsonLine : evaluation.text)
    }
}
