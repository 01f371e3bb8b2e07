import TactileTrace

extension Corpus {
    /// The same hand movement, clicks and wheel for every mouse.
    static func mouseScript(horizontalWheel: Bool) -> MouseScript {
        MouseScript(
            motions: [
                MouseMotion(start: 0.10, duration: 0.45, dxMillimetres: 60, dyMillimetres: 25),
                MouseMotion(start: 1.20, duration: 0.35, dxMillimetres: -30, dyMillimetres: -10),
                MouseMotion(start: 3.15, duration: 0.30, dxMillimetres: 20, dyMillimetres: 0),
            ],
            buttons: ButtonChange.click(.left, at: 0.70) + ButtonChange.click(.right, at: 0.95)
                + ButtonChange.click(.left, at: 1.70, duration: 0.07) + ButtonChange.click(.left, at: 1.85, duration: 0.07)
                + ButtonChange.click(.middle, at: 2.00, duration: 0.06)
                // Drag: press, move, release.
                + [ButtonChange(time: 3.10, button: .left, pressed: true),
                   ButtonChange(time: 3.55, button: .left, pressed: false)],
            wheels: [WheelRoll(start: 2.10, duration: 0.40, detents: -3)]
                + (horizontalWheel ? [WheelRoll(start: 2.65, duration: 0.30, detents: 2, horizontal: true)] : []),
            end: 3.6)
    }

    static var mice: [CorpusEntry] {
        SyntheticMouse.presets.map { mouse in
            let dpi = Int(mouse.dotsPerInch)
            let script = mouseScript(horizontalWheel: mouse.hasHorizontalWheel)
            return CorpusEntry(
                name: "mouse-\(dpi)dpi",
                checks: "A \(dpi) DPI mouse: out 60 x 25 mm, back 30 x 10 mm, then a 20 mm drag with the left button "
                    + "(net 50 x 15 mm = \(Int(mouse.counts(millimetres: 50).rounded())) x "
                    + "\(Int(mouse.counts(millimetres: 15).rounded())) counts); left, right, double and middle clicks; "
                    + "3 wheel detents down\(mouse.hasHorizontalWheel ? " and 2 right" : ""). No gesture of any kind.",
                input: .mouse(device: mouse, script: script),
                expected: ExpectedGestureKind.allCases.map { Expect.absent($0) })
        }
    }
}
