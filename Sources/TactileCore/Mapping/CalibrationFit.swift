/// Fitting a calibration matrix to touched targets, as xinput_calibrator and libinput's
/// calibration do: each target's position on the screen and where the panel reported the
/// touch, both normalised (0...1); the affine matrix that maps the reports onto the targets
/// with the least squared error. Four targets (or more) over-determine the six unknowns, so
/// one sloppy touch is averaged out rather than copied into the matrix.
package enum CalibrationFit {
    /// One touched target, normalised: where the panel said (`reported`), where it was (`target`).
    package struct Sample: Hashable, Sendable {
        package var reportedX: Double, reportedY: Double
        package var targetX: Double, targetY: Double
        package init(reportedX: Double, reportedY: Double, targetX: Double, targetY: Double) {
            self.reportedX = reportedX; self.reportedY = reportedY; self.targetX = targetX; self.targetY = targetY
        }
    }

    package enum Failure: Error, Equatable, CustomStringConvertible {
        /// Fewer than three samples.
        case tooFewSamples(Int)
        /// The reported points lie on a line (or on one point): the matrix is not determined.
        case degenerate
        /// A value is not finite.
        case notFinite

        package var description: String {
            switch self {
            case .tooFewSamples(let n): return "\(n) touched targets: at least 3 (4 recommended) are needed"
            case .degenerate: return "the touches lie on one line: touch each target where it is drawn"
            case .notFinite: return "a touch or target is not a finite number"
            }
        }
    }

    /// The least-squares matrix `x' = a x + b y + c`, `y' = d x + e y + f` taking each
    /// sample's reported point to its target.
    package static func matrix(_ samples: [Sample]) throws(Failure) -> CalibrationMatrix {
        guard samples.count >= 3 else { throw .tooFewSamples(samples.count) }
        guard samples.allSatisfy({ [$0.reportedX, $0.reportedY, $0.targetX, $0.targetY].allSatisfy(\.isFinite) }) else {
            throw .notFinite
        }
        // Normal equations AᵀA p = Aᵀt with rows (x, y, 1), one solve per output coordinate.
        var m = [[Double]](repeating: [0, 0, 0], count: 3)
        var bx = [0.0, 0.0, 0.0], by = [0.0, 0.0, 0.0]
        for s in samples {
            let row = [s.reportedX, s.reportedY, 1]
            for i in 0..<3 {
                for j in 0..<3 { m[i][j] += row[i] * row[j] }
                bx[i] += row[i] * s.targetX
                by[i] += row[i] * s.targetY
            }
        }
        guard let px = solve(m, bx), let py = solve(m, by) else { throw .degenerate }
        return CalibrationMatrix(px[0], px[1], px[2], py[0], py[1], py[2])
    }

    /// The root-mean-square distance (normalised units) between the targets and the reports
    /// mapped through `matrix`: how well the touches agree with each other.
    package static func residual(_ samples: [Sample], _ matrix: CalibrationMatrix) -> Double {
        guard !samples.isEmpty else { return 0 }
        let sum = samples.reduce(0.0) { total, s in
            let p = matrix.apply(s.reportedX, s.reportedY)
            return total + (p.x - s.targetX) * (p.x - s.targetX) + (p.y - s.targetY) * (p.y - s.targetY)
        }
        return (sum / Double(samples.count)).squareRoot()
    }

    /// Cramer's rule on the 3x3 system; nil when it is singular (relative to its scale).
    private static func solve(_ m: [[Double]], _ b: [Double]) -> [Double]? {
        func det(_ a: [[Double]]) -> Double {
            a[0][0] * (a[1][1] * a[2][2] - a[1][2] * a[2][1])
                - a[0][1] * (a[1][0] * a[2][2] - a[1][2] * a[2][0])
                + a[0][2] * (a[1][0] * a[2][1] - a[1][1] * a[2][0])
        }
        let d = det(m)
        let scale = m.flatMap { $0 }.reduce(0) { Swift.max($0, Swift.abs($1)) }
        guard d.isFinite, Swift.abs(d) > 1e-12 * scale * scale * scale else { return nil }
        return (0..<3).map { column in
            var replaced = m
            for row in 0..<3 { replaced[row][column] = b[row] }
            return det(replaced) / d
        }
    }
}

extension CalibrationMatrix {
    /// The inverse affine map; nil when the matrix is singular.
    package var inverse: CalibrationMatrix? {
        let det = a * e - b * d
        guard det.isFinite, Swift.abs(det) > 1e-12 else { return nil }
        let ia = e / det, ib = -b / det, id = -d / det, ie = a / det
        return CalibrationMatrix(ia, ib, -(ia * c + ib * f), id, ie, -(id * c + ie * f))
    }

    /// `a b c d e f`, each rounded to six decimals, as udev's `LIBINPUT_CALIBRATION_MATRIX` takes it.
    package var udevText: String {
        values.map { v in
            let rounded = (v * 1_000_000).rounded() / 1_000_000
            return plainNumber(rounded == 0 ? 0 : rounded)
        }.joined(separator: " ")
    }

    /// The udev rule that gives a compositor reading libinput the same matrix for the panel
    /// `key` (vendor:product), e.g. in `/etc/udev/rules.d/99-tactile-calibration.rules`.
    package func udevRule(for key: PanelKey) -> String {
        func hex(_ v: UInt16) -> String { let s = String(v, radix: 16); return String(repeating: "0", count: 4 - s.count) + s }
        return "ACTION==\"add|change\", SUBSYSTEM==\"input\", KERNEL==\"event*\", ATTRS{id/vendor}==\"\(hex(key.vendor))\", "
            + "ATTRS{id/product}==\"\(hex(key.product))\", ENV{LIBINPUT_CALIBRATION_MATRIX}=\"\(udevText)\""
    }
}

extension CalibrationFit {
    /// A panel's new calibration from touches reported through its current `mapper`.
    package struct PanelResult: Hashable, Sendable {
        /// The matrix for the configuration (``ScreenConfiguration/calibration`` semantics:
        /// after the quirk's axis transformation, before the rotation).
        package var calibration: CalibrationMatrix
        /// Raw normalised device coordinates to the screen, everything included: what
        /// libinput's `LIBINPUT_CALIBRATION_MATRIX` must be for a compositor to agree.
        package var libinput: CalibrationMatrix
        /// Root-mean-square distance between targets and the touches under the new matrix, in points.
        package var residualPoints: Double
    }

    /// Undoes the current calibration and rotation of each reported point (so the fit sees
    /// the panel's own normalised coordinates, after any quirk transformation), fits the
    /// matrix to the targets before rotation, and composes the whole mapping for libinput.
    /// `touches`: each target's touch in screen points, where the panel's current mapping put
    /// it (`reported`) and where the target was drawn.
    package static func panel(_ touches: [Sample], mapper: CoordinateMapper, device: DeviceDescription?) throws(Failure) -> PanelResult {
        let w = mapper.screenWidthPoints, h = mapper.screenHeightPoints
        let rotation = mapper.screen.rotation.matrix
        let axes = device?.quirk?.axisMatrix ?? .identity
        let current = rotation.concatenating(after: mapper.screen.calibrationMatrix(for: device))
        guard w > 0, h > 0, let undoCurrent = current.inverse, let undoRotation = rotation.inverse else { throw .degenerate }
        guard touches.allSatisfy({ [$0.reportedX, $0.reportedY, $0.targetX, $0.targetY].allSatisfy(\.isFinite) }) else { throw .notFinite }
        let samples = touches.map { t -> Sample in
            let u = undoCurrent.apply(t.reportedX / w, t.reportedY / h)
            let target = undoRotation.apply(t.targetX / w, t.targetY / h)
            return Sample(reportedX: u.x, reportedY: u.y, targetX: target.x, targetY: target.y)
        }
        let calibration = try matrix(samples)
        // The residual in points, on the screen.
        let onScreen = samples.map { s -> Sample in
            let t = rotation.apply(s.targetX, s.targetY)
            return Sample(reportedX: s.reportedX, reportedY: s.reportedY, targetX: t.x * w, targetY: t.y * h)
        }
        let toPoints = CalibrationMatrix(w, 0, 0, 0, h, 0).concatenating(after: rotation.concatenating(after: calibration))
        return PanelResult(calibration: calibration,
                           libinput: rotation.concatenating(after: calibration.concatenating(after: axes)),
                           residualPoints: residual(onScreen, toPoints))
    }
}
