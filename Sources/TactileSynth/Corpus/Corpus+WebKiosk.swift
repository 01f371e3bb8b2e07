import TactileCore
import TactileTrace

extension Corpus {
    /// The web kiosk example's session (Docs/examples/web-kiosk.yaml): taps on the example
    /// page's buttons, whose places the example layout gives in points on the 1920 x 1080
    /// screen, and a pinch, a rotation, a pan and a swipe on its map. The browser tests
    /// (Tools/test-browser.py) play it to the page through the daemon under umockdev.
    static var webKiosk: [CorpusEntry] {
        let d = SyntheticTouchscreen.isotropic
        // Button centres in points (layout: x 24, width 160; y 24 / 168, height 56), in mm.
        let zoomIn = d.physicalPoint(of: ScreenPoint(x: 104, y: 52))
        let reset = d.physicalPoint(of: ScreenPoint(x: 104, y: 196))
        let centre = mm(172, 96.75)
        var contacts = TouchScript.tap(at: zoomIn, down: 0.30, duration: 0.08)
        contacts += TouchScript.transform(centre: centre, span: Millimetres(40), scale: 1.6, axisDegrees: 20,
                                          down: 1.00, stagger: 0.02, start: 1.10, duration: 0.5, up: 1.75)
        contacts += TouchScript.transform(centre: centre, span: Millimetres(50), rotationDegrees: 40, axisDegrees: 0,
                                          down: 2.40, stagger: 0.02, start: 2.50, duration: 0.6, up: 3.25)
        contacts += TouchScript.drag(from: mm(120, 120), by: mm(60, -20), down: 3.90, start: 3.95, duration: 0.6, up: 4.70)
        // A flick left, lifted while moving (as in the swipe entries).
        contacts += TouchScript.drag(from: mm(220, 130), by: mm(-60, 0), down: 5.40, start: 5.405, duration: 0.15, up: 5.515)
        contacts += TouchScript.tap(at: reset, down: 6.20, duration: 0.08)
        return [
            touch("web-kiosk-session",
                  checks: "The web kiosk example's session: a tap on the zoomIn button (104, 52 pt), a two-finger "
                      + "pinch to 1.6x, a 40 degree rotation, a one-finger pan, a flick left and a tap on the reset button "
                      + "(104, 196 pt), in that order.",
                  device: d, sampling: SamplingOptions(seed: 2501), contacts: contacts, end: 6.8) { d in
                [Expect.tap(taps: 1, fingers: 1, at: ScreenPoint(x: 104, y: 52)),
                 Expect.began(.pinch, fingers: 2), Expect.pinchEnded(fingers: 2, scale: 1.6),
                 Expect.began(.rotate, fingers: 2), Expect.rotateEnded(fingers: 2, radians: radians(degrees: 40)),
                 Expect.began(.pan, fingers: 1), Expect.ended(.pan, fingers: 1),
                 Expect.swipe("left", fingers: 1),
                 Expect.tap(taps: 1, fingers: 1, at: ScreenPoint(x: 104, y: 196))]
            },
        ]
    }
}
