import Tactile
import TactileCore
import TactileEvdev
import TactileGestures

/// Prints engine output the way the gesture-level commands do: gestures and
/// element taps as JSON lines (or readable lines), or frames with `frames: true`.
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

    func print(_ item: EngineOutput) {
        if origin == nil, case .frame(_, _, let f) = item { origin = f.time }
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
