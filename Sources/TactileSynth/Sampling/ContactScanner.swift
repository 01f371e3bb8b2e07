import TactileCore

/// Samples a ``TouchScript`` the way a panel scans: at `k / rate` seconds, each contact
/// that is down at that moment is measured at its true position plus noise, then
/// quantised to device units.
///
/// A contact is in scan `k` when `down <= k / rate < up`, so touch-down and lift are
/// seen at the first scan at or after them. Noise is drawn in a fixed order (per scan:
/// timing, then x and y per contact in contact order) from one ``SeededGenerator``,
/// so the frames are a pure function of script, device and options.
package struct ContactScanner: Sendable {
    package let device: SyntheticTouchscreen
    package let options: SamplingOptions

    package init(device: SyntheticTouchscreen, options: SamplingOptions) {
        self.device = device; self.options = options
    }

    /// Every scan from the first touch-down to the script's end, including the scan that
    /// sees the last lift (empty scans included).
    package func scan(_ script: TouchScript) -> [ContactFrame] {
        var rng = SeededGenerator(seed: options.seed)
        let rate = options.rateHertz
        let first = Int64(((script.start - ContactPath.timeEpsilon) * rate).rounded(.up))
        // Up to the end, and always far enough to see every lift that happens by then.
        let lastLift = script.contacts.compactMap(\.up).filter { $0 <= script.end }.max() ?? script.start
        let last = Swift.max(Int64(((script.end + ContactPath.timeEpsilon) * rate).rounded(.down)),
                             Int64(((lastLift - ContactPath.timeEpsilon) * rate).rounded(.up)))
        guard first <= last else { return [] }
        let timingSigma = options.timingJitterMilliseconds / 1000
        let timingLimit = Swift.min(3 * timingSigma, options.period / 4)
        let sigma = options.positionJitterMillimetres
        var frames: [ContactFrame] = []
        frames.reserveCapacity(Int(last - first + 1))
        for k in first...last {
            let nominal = Double(k) / rate
            var t = nominal
            if timingSigma > 0 {
                t += Swift.min(Swift.max(rng.nextGaussian() * timingSigma, -timingLimit), timingLimit)
            }
            var contacts: [ContactSample] = []
            for (index, path) in script.contacts.enumerated() where path.isDown(at: nominal) {
                var p = path.position(at: t)
                if sigma > 0 {
                    p.x += rng.nextGaussian() * sigma
                    p.y += rng.nextGaussian() * sigma
                }
                let u = device.deviceUnits(of: p)
                var sample = ContactSample(contact: index, x: u.x, y: u.y)
                if let axes = device.contactAxes { axes.fill(&sample, traits: path.traits ?? .fingertip, at: nominal) }
                contacts.append(sample)
            }
            frames.append(ContactFrame(time: Timestamp(seconds: t), contacts: contacts))
        }
        return frames
    }
}
