import Foundation
import Tactile
import TactileCore
import TactileTrace

/// What the Swift engine itself prints for a recording: the reference the C
/// example's `--json` output must equal, line for line.
enum SwiftReference {
    /// The configuration the C example and the Python example build in.
    static let exampleConfiguration = "screen: {width: 1280, height: 800, scale: 1}\n"

    /// Gesture and element-tap JSON lines from replaying `tracePath` (one device).
    static func gestureLines(tracePath: String, configuration text: String = exampleConfiguration) throws -> [String] {
        let file = try TactileConfiguration.parse(text, file: "<config>")
        let configuration = Engine.Configuration(screen: file.screen ?? .default, pointer: file.pointer,
                                                 layout: file.layout, gestures: file.gestures ?? .standard)
        var lines: [String] = []
        var writer = JSONLineWriter()
        let engine = try Engine(configuration: configuration) { output in
            switch output {
            case .gesture(_, _, let g):
                writer.reset(); g.write(to: &writer); lines.append(writer.line)
            case .elementTap(let t):
                writer.reset(); t.write(to: &writer); lines.append(writer.line)
            case .deviceAdded, .deviceRemoved, .frame, .pointer:
                break
            }
        }
        TraceReplay(trace: try TraceReader.read(path: tracePath)).run(into: engine)
        return lines
    }
}

/// Decodes one JSON line into a dictionary.
func jsonObject(_ line: String) -> [String: Any]? {
    (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any]
}
