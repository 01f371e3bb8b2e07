import Foundation
import Tactile
import TactileCore
import TactilePointer

/// The layout JSON decoder (`PointerLayout(jsonData:)`) on arbitrary bytes. A layout that
/// decodes must also work: the pointer engine is built on it and the scripted mouse
/// input (and a tap) played through an engine, which hit-tests every element.
public enum PointerLayoutWorkload {
    public static func run(_ data: UnsafeRawBufferPointer) {
        guard let layout = try? PointerLayout(jsonData: Data(data), file: "fuzz.json") else { return }
        let checker = EngineOutputChecker()
        guard let engine = try? Engine(configuration: Engine.Configuration(layout: layout, gestures: .standard),
                                       onOutput: checker.receive) else {
            fuzzCheck(false, "the standard gesture set does not validate")
            return
        }
        ScriptedInput.play(into: engine)
        for element in layout.elements.prefix(64) {
            _ = engine.pointer?.element(at: element.frame.center)
        }
        fuzzCheck(engine.activeTouchCount == 0, "touches down after the script")
        checker.checkAllQuiet()
    }
}
