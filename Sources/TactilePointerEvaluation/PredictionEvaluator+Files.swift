#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TactileCore
import TactilePointer

extension PredictionEvaluator {
    /// The recorded forms `tactile predict` reads.
    package enum InputFormat: String, Sendable, CaseIterable {
        /// `t_ms,x,y,buttons` with optional `device,group,target_x,target_y,target_radius`
        /// columns (``PointerPathCSV``).
        case csv
        /// CSV paths plus a trials JSON-lines file (``FittsTrials``): the development set's form.
        case fitts
    }

    /// Loads every CSV file (`tactile predict PATHS.csv...`); parse errors name the file and
    /// line. With `trials` (the fitts form), each file's presses are labelled from its
    /// device's trials.
    package func paths(files: [URL], trials: FittsTrials? = nil) throws(PointerPathCSV.ParseError) -> [[PointerPathSample]] {
        var paths: [[PointerPathSample]] = []
        for url in files {
            var path = try PointerPathCSV.load(contentsOf: url)
            if let trials { path = try trials.annotate(path, file: url.path) }
            paths.append(path)
        }
        return paths
    }

    /// Each file replayed whole, all movements evaluated together.
    package func evaluate(files: [URL], trials: FittsTrials? = nil) throws(PointerPathCSV.ParseError) -> PredictionEvaluation {
        evaluate(paths: try paths(files: files, trials: trials))
    }
}
