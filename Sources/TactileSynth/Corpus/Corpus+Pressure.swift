import TactileCore
import TactileTrace

/// Pressure on touch (issue 34): a finger that presses harder than it landed is a
/// `forcePress` on a panel that reports pressure, at 60 and 240 Hz with the same script and
/// the same expectations, and never one on a panel without pressure.
extension Corpus {
    static let forcePressRecognizer = #"{"kind": "forcePress"}"#

    static var pressures: [CorpusEntry] {
        // Lands at 0.3, presses to 0.75 from 0.35 s to 0.47 s, holds, eases back by 0.95 s, lifts at 1.2 s.
        let press = ContactTraits(major: [.init(0, 9), .init(0.35, 9), .init(0.47, 11)],
                                  pressure: [.init(0.10, 0.30), .init(0.35, 0.30), .init(0.47, 0.75),
                                             .init(0.80, 0.75), .init(0.95, 0.30)])
        let contact = ContactPath(down: 0.10, at: mm(170, 100), up: 1.20).reporting(press)
        var entries: [CorpusEntry] = []
        for (rate, index) in [(60.0, UInt64(0)), (240.0, UInt64(1))] {
            entries.append(touch(
                "force-press-\(Int(rate))hz",
                checks: "A finger lands at pressure 0.30 and presses to 0.75 (0.35-0.47 s), holds, eases back to 0.30 "
                    + "by 0.95 s and lifts at 1.2 s: a force press begins (more than 0.2 above the touch's own "
                    + "baseline) and ends when the pressure falls below baseline + 0.1, before the lift. At \(Int(rate)) Hz.",
                device: .contactReporting, sampling: SamplingOptions(rateHertz: rate, seed: 3500 + index),
                contacts: [contact], recognizers: [forcePressRecognizer]) { d in
                [Expect.event(.forcePress, .began, fingers: 1, time: (0.45, 0.05),
                              position: (d.screenPoint(of: mm(170, 100)), 3)),
                 Expect.event(.forcePress, .ended, fingers: 1, time: (0.92, 0.05)),
                 Expect.absent(.tap), Expect.absent(.pan)]
            })
        }
        entries.append(touch(
            "force-press-no-pressure-panel",
            checks: "The same press on a panel that reports no pressure (the isotropic panel): never a force press; "
                + "the finger held still 1.1 s is a long press.",
            device: .isotropic, sampling: SamplingOptions(rateHertz: 120, seed: 3510),
            contacts: [contact], recognizers: [forcePressRecognizer]) { _ in
            [Expect.began(.longPress, fingers: 1), Expect.absent(.forcePress)]
        })
        return entries
    }
}
