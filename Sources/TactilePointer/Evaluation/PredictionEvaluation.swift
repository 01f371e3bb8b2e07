import TactileCore

/// The result of ``PredictionEvaluator``: median endpoint errors, in points, at 50%, 75%
/// and 90% of each movement's duration, for the predictor and for the baseline "the
/// pointer stays where it is".
public struct PredictionEvaluation: Hashable, Sendable {
    /// Median errors at the three checkpoints, in points.
    public struct Medians: Hashable, Sendable {
        public var p50: Double, p75: Double, p90: Double
        public init(p50: Double, p75: Double, p90: Double) { self.p50 = p50; self.p75 = p75; self.p90 = p90 }
    }

    public var movements: Int
    public var medianError: Medians
    public var baselineMedianError: Medians

    public init(movements: Int, medianError: Medians, baselineMedianError: Medians) {
        self.movements = movements; self.medianError = medianError; self.baselineMedianError = baselineMedianError
    }

    /// The published KTM anchor (Pasqual & Wobbrock, CHI 2014), px on lab pointing data.
    public static let kinematicTemplateMatching = Medians(p50: 83, p75: 48, p90: 39)

    /// `{"movements": N, "median_error": {...}, "baseline_median_error": {...}}`.
    public func write(to w: inout JSONLineWriter) {
        w.beginObject()
        w.key("movements"); w.integer(movements)
        w.key("median_error"); Self.write(medianError, to: &w)
        w.key("baseline_median_error"); Self.write(baselineMedianError, to: &w)
        w.endObject()
    }

    static func write(_ m: Medians, to w: inout JSONLineWriter) {
        w.beginObject()
        w.key("p50"); w.number(m.p50, decimals: 1)
        w.key("p75"); w.number(m.p75, decimals: 1)
        w.key("p90"); w.number(m.p90, decimals: 1)
        w.endObject()
    }

    /// The JSON object as one line.
    public var jsonLine: String {
        var w = JSONLineWriter()
        write(to: &w)
        return w.line
    }

    /// A short human-readable table.
    public var text: String {
        func f(_ v: Double) -> String { PointerPathCSV.fixed(v, 1) }
        return """
        movements: \(movements)
                     p50     p75     p90   (median endpoint error, pt)
        predictor  \(f(medianError.p50).padded(7)) \(f(medianError.p75).padded(7)) \(f(medianError.p90).padded(7))
        baseline   \(f(baselineMedianError.p50).padded(7)) \(f(baselineMedianError.p75).padded(7)) \(f(baselineMedianError.p90).padded(7))
        KTM (CHI 2014, lab data, px)   83      48      39
        """
    }
}
