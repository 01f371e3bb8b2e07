import Foundation
import TactileCore

extension PredictionEvaluator {
    /// Loads every CSV file, cuts each into movements and evaluates them together
    /// (`tactile predict PATHS.csv...`). Parse errors name the file and line.
    public func evaluate(files: [URL]) throws(PointerPathCSV.ParseError) -> PredictionEvaluation {
        var movements: [RecordedMovement] = []
        for url in files {
            movements.append(contentsOf: segmenter.movements(in: try PointerPathCSV.load(contentsOf: url)))
        }
        return evaluate(movements: movements)
    }
}
