import Tactile
import TactileCore
import TactileSystem
import TactileGestures

/// Prints engine output the way the gesture-level commands do: gestures and
/// element taps as JSON lines (or readable lines), or frames with `frames: true`.
///
/// ``attach(to:)`` makes it the engine's output handler; build that engine with
/// ``outputs`` so it does not deliver frames the printer would drop.
final class OutputPrinter {
    private let output: LineOutput
    private let json: Bool
    private let frames: Bool
    private var writer = JSONLineWriter()
    /// Readable lines show seconds since the first output (traces often carry epoch times).
    private var origin: Timestamp?

    init(output: LineOutput, json: Bool, frames: Bool) {
        self.output = output; self.json = json; self.frames = frames
    }

    /// What the engine should deliver to this printer.
    var outputs: EngineOutputKinds { frames ? .all : .allButFrames }

    /// Prints everything `engine` reports. Relative times count from its first frame
    /// (delivered or not).
    func attach(to engine: Engine) {
        engine.onOutput = { [unowned engine, self] item in
            if self.origin == nil { self.origin = engine.firstFrameTime }
            self.print(item)
        }
    }

    private func print(_ item: EngineOutput) {
        switch item {
        case .frame(_, let name, let frame):
            guard frames else { return }
            FrameJSON.write(frame, device: name, into: &writer)
            output.writeLine(writer.bytes)
        case .gesture(_, _, let event):
            guard !frames else { return }
            if json {
                writer.reset()
                event.write(to: &writer)
                output.writeLine(writer.bytes)
            } else {
                output.writeLine(GestureText.line(event, origin: origin))
            }
        case .elementTap(let tap):
            guard !frames else { return }
            writer.reset()
            tap.write(to: &writer)
            output.writeLine(json ? writer.line : "\(GestureText.seconds(tap.time, origin: origin))  tap on \(tap.element.rawValue) by \(tap.source.rawValue)")
        case .pointer, .deviceAdded, .deviceRemoved:
            break
        }
    }
}
