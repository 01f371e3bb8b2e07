import CTactile
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TactilePointer
import TactileCore

// The app's elements and the keyboard state the pointer reads.

@_cdecl("tactile_engine_set_layout_json")
public func tactile_engine_set_layout_json_impl(_ engine: OpaquePointer?, _ json: UnsafePointer<CChar>?) -> Int32 {
    guard let handle = EngineHandle.from(engine) else { return -1 }
    guard let json = CText.string(json) else { return handle.fail("tactile_engine_set_layout_json: json is NULL") }
    do throws(ConfigurationError) {
        handle.engine.setLayout(try PointerLayout(jsonData: Data(json.utf8), file: "<layout>"))
        return 0
    } catch {
        return handle.fail(error.description)
    }
}

@_cdecl("tactile_engine_set_modifiers")
public func tactile_engine_set_modifiers_impl(_ engine: OpaquePointer?, _ modifiers: UInt32) -> Int32 {
    guard let handle = EngineHandle.from(engine) else { return -1 }
    // The header's TACTILE_MODIFIER_* bits are PointerModifiers' raw values.
    guard modifiers & ~0xF == 0 else {
        return handle.fail("tactile_engine_set_modifiers: unknown modifier bits 0x\(String(modifiers & ~0xF, radix: 16))")
    }
    handle.engine.setModifiers(PointerModifiers(rawValue: UInt8(modifiers)))
    return 0
}
