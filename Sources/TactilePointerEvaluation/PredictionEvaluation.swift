import TactileCore
import TactilePointer

/// The result of ``PredictionEvaluator``: median endpoint errors, in points, at 50%, 75%
/// and 90% of each movement's duration and of its path length, for the predictor and for
/// the baseline "the pointer stays where it is"; with known targets, the share of
/// movements whose predicted target is right; and the same per input device.
package struct PredictionEvaluation: Sendable {
    /// Values at the three checkpoints (errors in points, or shares 0 ... 1).
    package struct Checkpoints: Hashable, Sendable {
        package var p50: Double, p75: Double, p90: Double
        package init(p50: Double, p75: Double, p90: Double) { self.p50 = p50; self.p75 = p75; self.p90 = p90 }
        package static let zero = Checkpoints(p50: 0, p75: 0, p90: 0)
    }
    /// Older name of ``Checkpoints``.
    package typealias Medians = Checkpoints

    package var movements: Int
    /// By duration (`median_error`, `baseline_median_error`).
    package var medianError: Checkpoints = .zero
    package var baselineMedianError: Checkpoints = .zero
    /// By distance (`median_error_by_distance`, `baseline_median_error_by_distance`).
    package var medianErrorByDistance: Checkpoints = .zero
    package var baselineMedianErrorByDistance: Checkpoints = .zero
    /// Share of movements (0 ... 1) whose prediction was confident at each checkpoint, by
    /// duration and by distance (the others count as "stays put" in the errors above).
    package var confidentShare: Checkpoints = .zero
    package var confidentShareByDistance: Checkpoints = .zero
    /// The median errors over the confident predictions alone, and of "stays put" on the same
    /// movements and checkpoints.
    package var confidentMedianError: Checkpoints = .zero
    package var confidentBaselineMedianError: Checkpoints = .zero
    package var confidentMedianErrorByDistance: Checkpoints = .zero
    package var confidentBaselineMedianErrorByDistance: Checkpoints = .zero
    /// Movements whose target is known (the share of right targets is over these).
    package var targetMovements = 0
    /// Share of movements whose predicted target is right, by duration and by distance
    /// (nil without known targets).
    package var targetRight: Checkpoints?
    package var baselineTargetRight: Checkpoints?
    package var targetRightByDistance: Checkpoints?
    package var baselineTargetRightByDistance: Checkpoints?
    /// Flick capture on a layout built from the targets, or from the press points without
    /// targets (nil with a layout).
    package var flickCapture: FlickCaptureEvaluation?
    /// The same per input device, in order of first appearance (empty when none is named).
    package var devices: [(name: String, evaluation: PredictionEvaluation)] = []

    package init(movements: Int, medianError: Checkpoints = .zero, baselineMedianError: Checkpoints = .zero) {
        self.movements = movements; self.medianError = medianError; self.baselineMedianError = baselineMedianError
    }

    /// The published KTM anchor (Pasqual & Wobbrock, CHI 2014), px on lab pointing data, at
    /// 50/75/90% of the movement's *distance*: compare with `medianErrorByDistance`.
    package static let kinematicTemplateMatching = Checkpoints(p50: 83, p75: 48, p90: 39)

    /// `{"movements": N, "median_error": {...}, "baseline_median_error": {...},
    /// "median_error_by_distance": {...}, "baseline_median_error_by_distance": {...},
    /// "confident_share": {...}, "confident_share_by_distance": {...}, "confident_median_error": {...},
    /// "confident_baseline_median_error": {...}, "confident_median_error_by_distance": {...},
    /// "confident_baseline_median_error_by_distance": {...},
    /// ["target_movements": M, "target_right": {...}, "baseline_target_right": {...},
    /// "target_right_by_distance": {...}, "baseline_target_right_by_distance": {...},]
    /// ["devices": {"mouse": {...}, ...}]}`.
    package func write(to w: inout JSONLineWriter) {
        w.beginObject()
        w.key("movements"); w.integer(movements)
        w.key("median_error"); Self.write(medianError, to: &w)
        w.key("baseline_median_error"); Self.write(baselineMedianError, to: &w)
        w.key("median_error_by_distance"); Self.write(medianErrorByDistance, to: &w)
        w.key("baseline_median_error_by_distance"); Self.write(baselineMedianErrorByDistance, to: &w)
        w.key("confident_share"); Self.write(confidentShare, decimals: 3, to: &w)
        w.key("confident_share_by_distance"); Self.write(confidentShareByDistance, decimals: 3, to: &w)
        w.key("confident_median_error"); Self.write(confidentMedianError, to: &w)
        w.key("confident_baseline_median_error"); Self.write(confidentBaselineMedianError, to: &w)
        w.key("confident_median_error_by_distance"); Self.write(confidentMedianErrorByDistance, to: &w)
        w.key("confident_baseline_median_error_by_distance"); Self.write(confidentBaselineMedianErrorByDistance, to: &w)
        if let r = targetRight, let b = baselineTargetRight, let rd = targetRightByDistance, let bd = baselineTargetRightByDistance {
            w.key("target_movements"); w.integer(targetMovements)
            w.key("target_right"); Self.write(r, decimals: 3, to: &w)
            w.key("baseline_target_right"); Self.write(b, decimals: 3, to: &w)
            w.key("target_right_by_distance"); Self.write(rd, decimals: 3, to: &w)
            w.key("baseline_target_right_by_distance"); Self.write(bd, decimals: 3, to: &w)
        }
        if let f = flickCapture {
            w.key("flick_capture")
            w.beginObject()
            w.key("movements"); w.integer(f.movements)
            w.key("captures"); w.integer(f.captures)
            w.key("false_captures"); w.integer(f.falseCaptures)
            w.key("false_capture_rate"); w.number(f.falseCaptureRate, decimals: 4)
            w.key("layout"); w.string(f.layoutFromPresses ? "presses" : "targets")
            w.endObject()
        }
        if !devices.isEmpty {
            w.key("devices")
            w.beginObject()
            for (name, e) in devices { w.key(escaping: name); e.write(to: &w) }
            w.endObject()
        }
        w.endObject()
    }

    static func write(_ m: Checkpoints, decimals: Int = 1, to w: inout JSONLineWriter) {
        w.beginObject()
        w.key("p50"); w.number(m.p50, decimals: decimals)
        w.key("p75"); w.number(m.p75, decimals: decimals)
        w.key("p90"); w.number(m.p90, decimals: decimals)
        w.endObject()
    }

    /// The JSON object as one line.
    package var jsonLine: String {
        var w = JSONLineWriter()
        write(to: &w)
        return w.line
    }

    /// A short human-readable table (per device after the total).
    package var text: String {
        var out = table(title: "all")
        for (name, e) in devices { out += "\n\n" + e.table(title: name) }
        out += "\n\nKTM (CHI 2014, lab data, px, by distance)   83      48      39"
        return out
    }

    func table(title: String) -> String {
        func f(_ v: Double) -> String { PointerPathCSV.fixed(v, 1).padded(7) }
        func pc(_ v: Double) -> String { (PointerPathCSV.fixed(v * 100, 1) + "%").padded(7) }
        func ratio(_ a: Double, _ b: Double) -> String { b > 0 ? PointerPathCSV.fixed(a / b, 2).padded(7) : "      -" }
        func row(_ name: String, _ c: Checkpoints, _ cell: (Double) -> String) -> String {
            name.fitted(30) + cell(c.p50) + " " + cell(c.p75) + " " + cell(c.p90)
        }
        var lines = ["\(title): \(movements) movements" + (targetRight != nil ? ", \(targetMovements) with targets" : ""),
                     "".fitted(30) + "    p50     p75     p90   (median endpoint error, pt)",
                     row("by duration: predictor", medianError, f),
                     row("             stays put", baselineMedianError, f),
                     "by duration: ratio".fitted(30)
                        + ratio(medianError.p50, baselineMedianError.p50) + " " + ratio(medianError.p75, baselineMedianError.p75)
                        + " " + ratio(medianError.p90, baselineMedianError.p90),
                     row("by distance: predictor", medianErrorByDistance, f),
                     row("             stays put", baselineMedianErrorByDistance, f),
                     "by distance: ratio".fitted(30)
                        + ratio(medianErrorByDistance.p50, baselineMedianErrorByDistance.p50) + " "
                        + ratio(medianErrorByDistance.p75, baselineMedianErrorByDistance.p75) + " "
                        + ratio(medianErrorByDistance.p90, baselineMedianErrorByDistance.p90),
                     "(abstentions count as stays put)",
                     row("confident, by duration", confidentShare, pc),
                     row("  predictor on those", confidentMedianError, f),
                     row("  stays put on those", confidentBaselineMedianError, f),
                     row("confident, by distance", confidentShareByDistance, pc),
                     row("  predictor on those", confidentMedianErrorByDistance, f),
                     row("  stays put on those", confidentBaselineMedianErrorByDistance, f)]
        if let r = targetRight, let b = baselineTargetRight, let rd = targetRightByDistance, let bd = baselineTargetRightByDistance {
            lines += [row("target right, by duration", r, pc), row("             stays put", b, pc),
                      row("target right, by distance", rd, pc), row("             stays put", bd, pc)]
        }
        if let f = flickCapture {
            lines.append("flick capture (layout from the \(f.layoutFromPresses ? "press points" : "targets")): \(f.captures) captures, \(f.falseCaptures) false = "
                         + PointerPathCSV.fixed(f.falseCaptureRate * 100, 2) + "% of \(f.movements) movements")
        }
        return lines.joined(separator: "\n")
    }
}
