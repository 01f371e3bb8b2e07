import Foundation
import Tactile
import TactileCore
import TactileGestures
import TactilePointer
@_spi(TactileInternals) import TactileTrace
import Yams

/// The configuration file parser (`TactileConfiguration.parse`) on arbitrary text. A
/// configuration that parses must also run: it builds an engine and plays a short
/// scripted input (a pinch, a tap, a mouse click) through it.
public enum ConfigurationWorkload {
    public static func run(_ data: UnsafeRawBufferPointer) {
        let text = String(decoding: data, as: UTF8.self)
        // `layout: PATH` reads a file: keep the fuzzer away from the file system. (A tree
        // with non-scalar keys is refused by the parser before any file is read, and
        // `Node.any` would trap on it, so only the others are looked at. Text the parser's
        // shape check refuses is not composed here: Yams is exponential on it.)
        if YAMLShapeCheck.firstOffence(in: text) == nil,
           let root = try? Yams.compose(yaml: text), Self.hasOnlyScalarKeys(root),
           let document = root.any as? [AnyHashable: Any], document["layout"] is String {
            return
        }
        guard let config = try? TactileConfiguration.parse(text, file: "fuzz.yaml",
                                                           baseDirectory: URL(fileURLWithPath: "/nonexistent-tactile-fuzz")) else { return }
        let configuration = Engine.Configuration(screen: config.screen ?? .default, pointer: config.pointer,
                                                 layout: config.layout, gestures: config.gestures)
        let checker = EngineOutputChecker()
        guard let engine = try? Engine(configuration: configuration, onOutput: checker.receive) else {
            fuzzCheck(false, "a configuration that parsed is rejected by the engine")
            return
        }
        ScriptedInput.play(into: engine)
        fuzzCheck(engine.activeTouchCount == 0, "touches down after the script")
        checker.checkAllQuiet()
    }

    /// The same check as the library's (it is `package`, not visible here).
    static func hasOnlyScalarKeys(_ node: Node) -> Bool {
        switch node {
        case .scalar, .alias: return true
        case .sequence(let items): return items.allSatisfy(hasOnlyScalarKeys)
        case .mapping(let pairs):
            return pairs.allSatisfy { pair in
                guard case .scalar = pair.key else { return false }
                return hasOnlyScalarKeys(pair.value)
            }
        }
    }
}
