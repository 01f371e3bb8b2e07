import CTactile
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Tactile
import TactileGestures
import TactileCore

// Creating and freeing engines, and their last error.

@_cdecl("tactile_engine_new_from_config_string")
public func tactile_engine_new_from_config_string_impl(
    _ text: UnsafePointer<CChar>?, _ errorOut: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> OpaquePointer? {
    errorOut?.pointee = nil
    let source = CText.string(text) ?? ""
    let result: Result<TactileConfiguration, ConfigurationError>
    do throws(ConfigurationError) {
        let base = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        result = .success(try TactileConfiguration.parse(source, file: "<config>", baseDirectory: base))
    } catch {
        result = .failure(error)
    }
    return makeEngine(result, errorOut: errorOut)
}

@_cdecl("tactile_engine_new_from_config_file")
public func tactile_engine_new_from_config_file_impl(
    _ path: UnsafePointer<CChar>?, _ errorOut: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> OpaquePointer? {
    errorOut?.pointee = nil
    guard let path = CText.string(path) else {
        errorOut?.pointee = CText.allocate("tactile_engine_new_from_config_file: path is NULL")
        return nil
    }
    let result: Result<TactileConfiguration, ConfigurationError>
    do throws(ConfigurationError) {
        result = .success(try TactileConfiguration.load(path: path))
    } catch {
        result = .failure(error)
    }
    return makeEngine(result, errorOut: errorOut)
}

/// The engine for a parsed configuration: the file's screen, pointer and layout,
/// and its gestures or, when it names none, the standard recognizers (as the CLI).
private func makeEngine(_ parsed: Result<TactileConfiguration, ConfigurationError>,
                        errorOut: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> OpaquePointer? {
    switch parsed {
    case .failure(let error):
        errorOut?.pointee = CText.allocate(error.description)
        return nil
    case .success(let file):
        let configuration = Engine.Configuration(screen: file.screen ?? .default, pointer: file.pointer,
                                                 layout: file.layout, gestures: file.gestures ?? .standard, pen: file.pen, palm: file.palm,
                                                 arbitration: file.arbitration)
        do {
            return try EngineHandle(configuration: configuration).opaque
        } catch {
            errorOut?.pointee = CText.allocate("<config>: \(error)")
            return nil
        }
    }
}

@_cdecl("tactile_engine_free")
public func tactile_engine_free_impl(_ engine: OpaquePointer?) {
    EngineHandle.release(engine)
}

@_cdecl("tactile_engine_last_error")
public func tactile_engine_last_error_impl(_ engine: OpaquePointer?) -> UnsafePointer<CChar>? {
    EngineHandle.from(engine)?.lastErrorPointer
}
