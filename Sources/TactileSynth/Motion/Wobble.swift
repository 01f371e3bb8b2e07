import TactileCore

/// The slow wander of a fingertip pressed on the glass: the contact centre moves a
/// fraction of a millimetre as the pressure, the contact area and the hand's tremor
/// change, even when the person holds still. Unlike the panel's position noise
/// (independent per scan) it is a smooth function of time, so every scan rate sees the
/// same motion.
///
/// A sum of sinusoids per axis, at frequencies drawn log-uniformly from a band (0.5 to
/// 8 Hz by default: postural drift to physiological tremor), with random phases and
/// amplitudes weighted towards the low frequencies and scaled so that the offset's RMS
/// per axis is `rms`. Drawn from a ``SeededGenerator`` at construction, so it is a pure
/// function of the seed.
package struct Wobble: Hashable, Sendable {
    package struct Component: Hashable, Sendable {
        package var frequencyHertz: Double
        package var amplitudeX: Double, amplitudeY: Double
        package var phaseX: Double, phaseY: Double
    }

    package var components: [Component]
    /// RMS of the offset per axis (mm).
    package var rms: Millimetres

    package init(rms: Millimetres, seed: UInt64, components count: Int = 4,
                frequencies band: ClosedRange<Double> = 0.5...8) {
        precondition(count > 0 && band.lowerBound > 0, "a wobble needs components at positive frequencies")
        var rng = SeededGenerator(seed: seed)
        let lo = logarithm(band.lowerBound), hi = logarithm(band.upperBound)
        var drawn: [Component] = []
        for _ in 0..<count {
            let f = exponential(lo + (hi - lo) * rng.nextUnit())
            // 1/sqrt(f) weighting (more slow drift than tremor), +-50 % per component and axis.
            let wx = (0.5 + rng.nextUnit()) / f.squareRoot(), wy = (0.5 + rng.nextUnit()) / f.squareRoot()
            drawn.append(Component(frequencyHertz: f, amplitudeX: wx, amplitudeY: wy,
                                   phaseX: 2 * .pi * rng.nextUnit(), phaseY: 2 * .pi * rng.nextUnit()))
        }
        // A sinusoid of amplitude a has RMS a / sqrt(2): scale each axis to the requested RMS.
        let px = drawn.reduce(0) { $0 + $1.amplitudeX * $1.amplitudeX / 2 }.squareRoot()
        let py = drawn.reduce(0) { $0 + $1.amplitudeY * $1.amplitudeY / 2 }.squareRoot()
        for i in drawn.indices {
            drawn[i].amplitudeX *= rms.value / px
            drawn[i].amplitudeY *= rms.value / py
        }
        components = drawn
        self.rms = rms
    }

    /// The offset at script time `t` (mm), not relative to anything.
    package func offset(at t: Double) -> PhysicalPoint {
        var p = PhysicalPoint.zero
        for c in components {
            let w = 2 * .pi * c.frequencyHertz * t
            p.x += c.amplitudeX * sine(w + c.phaseX)
            p.y += c.amplitudeY * sine(w + c.phaseY)
        }
        return p
    }

    /// The largest offset any axis can reach (mm): the sum of the amplitudes.
    package var bound: Double {
        Swift.max(components.reduce(0) { $0 + abs($1.amplitudeX) }, components.reduce(0) { $0 + abs($1.amplitudeY) })
    }
}
