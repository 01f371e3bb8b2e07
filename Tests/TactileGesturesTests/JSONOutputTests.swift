import Testing
import TactileCore
import TactileGestures

@Suite("GestureEvent JSON lines")
struct JSONOutputTests {
    func line(_ e: GestureEvent, device: String? = nil) -> String {
        var w = JSONLineWriter()
        e.write(to: &w, device: device)
        return w.line
    }

    let t = Timestamp(microseconds: 1_234_567)
    let id = RecognizerID(0)

    @Test func tap() {
        let e = GestureEvent(time: t, phase: .recognized, recognizer: id, fingers: 2, location: pt(100.256, 200),
                             detail: .tap(taps: 2))
        #expect(line(e) == #"{"t":1.234567,"gesture":"tap","phase":"recognized","fingers":2,"x":100.26,"y":200,"taps":2}"#)
        #expect(line(e, device: "ts0") ==
                #"{"t":1.234567,"gesture":"tap","phase":"recognized","fingers":2,"x":100.26,"y":200,"taps":2,"device":"ts0"}"#)
    }

    @Test func pan() {
        let e = GestureEvent(time: t, phase: .changed, recognizer: id, fingers: 1, location: pt(10, 20),
                             detail: .pan(translation: pt(-3.125, 4), velocity: pt(250.5, -10)))
        #expect(line(e) ==
                #"{"t":1.234567,"gesture":"pan","phase":"changed","fingers":1,"x":10,"y":20,"dx":-3.13,"dy":4,"vx":250.5,"vy":-10}"#)
    }

    @Test func swipe() {
        let e = GestureEvent(time: t, phase: .recognized, recognizer: id, fingers: 1, location: pt(10, 20),
                             detail: .swipe(direction: .down, velocity: pt(0, 900)))
        #expect(line(e) ==
                #"{"t":1.234567,"gesture":"swipe","phase":"recognized","fingers":1,"x":10,"y":20,"direction":"down","vx":0,"vy":900}"#)
    }

    @Test func pinchAndRotate() {
        let p = GestureEvent(time: t, phase: .began, recognizer: id, fingers: 2, location: pt(10, 20),
                             detail: .pinch(scale: 1.23456, velocity: -0.5))
        #expect(line(p) == #"{"t":1.234567,"gesture":"pinch","phase":"began","fingers":2,"x":10,"y":20,"scale":1.2346,"velocity":-0.5}"#)
        let r = GestureEvent(time: t, phase: .ended, recognizer: id, fingers: 2, location: pt(10, 20),
                             detail: .rotate(rotation: -3.14159265, velocity: 0.25))
        #expect(line(r) == #"{"t":1.234567,"gesture":"rotate","phase":"ended","fingers":2,"x":10,"y":20,"rotation":-3.1416,"velocity":0.25}"#)
    }

    @Test func longPressAndEdgeSwipe() {
        let l = GestureEvent(time: t, phase: .began, recognizer: id, fingers: 1, location: pt(10, 20),
                             detail: .longPress(duration: Milliseconds(500), translation: .zero))
        #expect(line(l) == #"{"t":1.234567,"gesture":"longPress","phase":"began","fingers":1,"x":10,"y":20,"duration":0.5,"dx":0,"dy":0}"#)
        let e = GestureEvent(time: t, phase: .cancelled, recognizer: id, fingers: 1, location: pt(10, 20),
                             detail: .edgeSwipe(edge: .right, translation: pt(-40, 0), velocity: pt(-300, 0)))
        #expect(line(e) ==
                #"{"t":1.234567,"gesture":"edgeSwipe","phase":"cancelled","fingers":1,"x":10,"y":20,"edge":"right","dx":-40,"dy":0,"vx":-300,"vy":0}"#)
    }

    @Test func descriptionIsTheJSONLine() {
        let e = GestureEvent(time: t, phase: .recognized, recognizer: id, fingers: 1, location: pt(1, 2), detail: .tap(taps: 1))
        #expect(e.description == line(e))
    }
}
