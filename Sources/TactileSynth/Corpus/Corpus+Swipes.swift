import TactileCore
import TactileTrace

extension Corpus {
    static let threeFingerSwipe = #"{"kind": "swipe", "name": "threeFingerSwipe", "fingers": 3}"#
    static let panWithThreeFingerSwipe = #"{"first": "pan", "relation": "simultaneous", "second": "threeFingerSwipe"}"#

    static var swipes: [CorpusEntry] {
        let d = SyntheticTouchscreen.isotropic
        let directions: [(String, PhysicalPoint, PhysicalPoint, UInt64)] = [
            ("up", mm(172, 126.75), mm(0, -60), 401),
            ("down", mm(172, 66.75), mm(0, 60), 402),
            ("left", mm(202, 96.75), mm(-60, 0), 403),
            ("right", mm(142, 96.75), mm(60, 0), 404),
        ]
        var entries = directions.map { direction, from, by, seed in
            // A flick: the finger lands moving and lifts before the movement is over.
            touch("swipe-\(direction)",
                  checks: "A one-finger flick \(direction) (60 mm planned in 150 ms, lifted after 110 ms while still "
                      + "moving): a swipe \(direction), no other direction, no edge swipe.",
                  device: d, sampling: SamplingOptions(seed: seed),
                  contacts: TouchScript.drag(from: from, by: by, down: 0.10, start: 0.105, duration: 0.15, up: 0.215)) { _ in
                [Expect.swipe(direction, fingers: 1)]
                    + directions.map(\.0).filter { $0 != direction }.map {
                        Expect.absent(.swipe, fields: [("direction", .string($0))])
                    }
                    + [Expect.absent(.edgeSwipe), Expect.absent(.longPress), Expect.absent(.tap)]
            }
        }
        entries.append(
            touch("swipe-three-finger-up",
                  checks: "Three fingers 20 mm apart flicked up together: a three-finger swipe up; the one-finger "
                      + "swipe does not fire and the fingers moving together are no pinch.",
                  device: d, sampling: SamplingOptions(seed: 405),
                  contacts: TouchScript.drag(from: mm(172, 130), by: mm(0, -60), fingers: 3, spacing: Millimetres(20),
                                             down: 0.10, stagger: 0.008, start: 0.125, duration: 0.16, up: 0.245),
                  recognizers: [threeFingerSwipe], relations: [panWithThreeFingerSwipe]) { _ in
                [Expect.swipe("up", fingers: 3),
                 Expect.absent(.swipe, fingers: 1), Expect.absent(.pinch), Expect.absent(.rotate)]
            })
        return entries
    }

    static var edgeSwipes: [CorpusEntry] {
        let d = SyntheticTouchscreen.isotropic
        let (w, h) = (d.size.width.value, d.size.height.value)
        // Contact centres 1.5 mm (8 pt) from the bezel, inside the 24 pt edge zone.
        let edges: [(String, PhysicalPoint, PhysicalPoint, UInt64)] = [
            ("left", mm(1.5, h / 2), mm(40, 0), 501),
            ("right", mm(w - 1.5, h / 2), mm(-40, 0), 502),
            ("top", mm(w / 2, 1.5), mm(0, 40), 503),
            ("bottom", mm(w / 2, h - 1.5), mm(0, -40), 504),
        ]
        // Edge protection (Docs/DAEMON.md): three swipes up from the bottom bezel, the second
        // 1.1 s after the first, the third 2.8 s after the second.
        let bottom = edges[3]
        let three = [0.10, 1.20, 4.00].flatMap { t in
            TouchScript.drag(from: bottom.1, by: bottom.2, down: t, start: t + 0.03, duration: 0.25, up: t + 0.33)
        }
        let twice = touch("edge-swipe-bottom-three-times",
                          checks: "Three swipes up from the bottom bezel at 0.1, 1.2 and 4.0 s: three edge swipes "
                              + "(with a protected edge action the first and third are held back, the second runs it: "
                              + "TrustworthyCLITests).",
                          device: d, sampling: SamplingOptions(seed: 505), contacts: three) { _ in
            [Expect.edgeSwipeBegan("bottom", fingers: 1), Expect.ended(.edgeSwipe, fingers: 1),
             Expect.edgeSwipeBegan("bottom", fingers: 1), Expect.ended(.edgeSwipe, fingers: 1),
             Expect.edgeSwipeBegan("bottom", fingers: 1), Expect.ended(.edgeSwipe, fingers: 1),
             Expect.absent(.pan), Expect.absent(.swipe)]
        }
        return [twice] + edges.map { edge, from, by, seed in
            touch("edge-swipe-\(edge)",
                  checks: "A finger landing 1.5 mm from the \(edge) edge and moving 40 mm inwards in 250 ms: an edge "
                      + "swipe from the \(edge); pan and swipe wait for it to fail, so neither fires.",
                  device: d, sampling: SamplingOptions(seed: seed),
                  contacts: TouchScript.drag(from: from, by: by, down: 0.10, start: 0.13, duration: 0.25, up: 0.43)) { _ in
                [Expect.edgeSwipeBegan(edge, fingers: 1),
                 Expect.ended(.edgeSwipe, fingers: 1),
                 Expect.absent(.pan), Expect.absent(.swipe)]
            }
        }
    }
}
