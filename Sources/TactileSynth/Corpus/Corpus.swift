import TactileCore
import TactileTrace

/// The generated trace corpus (`Traces/generated`): every recognizer and every
/// conflict case of the gesture issue, on isotropic, anisotropic and resolution-0
/// panels, protocols A and B, single touch, 60 to 240 Hz, with and without jitter,
/// real-hand patterns (finger sets that change during a sequence),
/// and mice at three resolutions.
///
/// Everything is a pure function of the definitions below: `tactile-tracegen`
/// regenerates byte-identical files.
package enum Corpus {
    /// Every entry, in README order. Names are unique.
    package static let entries: [CorpusEntry] =
        taps + presses + pans + swipes + edgeSwipes + pinches + rotations + transforms + realHands + webKiosk + palms + penArbitration + pressures + mice + pens + penGestures

    package static func entry(named name: String) -> CorpusEntry? { entries.first { $0.name == name } }

    /// A touch entry; `expected` gets the device for point conversions.
    static func touch(
        _ name: String, checks: String, device: SyntheticTouchscreen, sampling: SamplingOptions,
        contacts: [ContactPath], end: Double? = nil, groundTruth: GroundTruth = GroundTruth(),
        recognizers: [String] = [], relations: [String] = [],
        expected: (SyntheticTouchscreen) -> [ExpectedGesture]
    ) -> CorpusEntry {
        CorpusEntry(name: name, checks: checks,
                    input: .touch(device: device, script: TouchScript(contacts: contacts, end: end), sampling: sampling),
                    expected: expected(device), groundTruth: groundTruth,
                    recognizers: recognizers, relations: relations)
    }

    /// Shorthand for millimetre positions in the definitions.
    static func mm(_ x: Double, _ y: Double) -> PhysicalPoint { PhysicalPoint(x: x, y: y) }
}
