import CTactile
import Tactile

// Library-wide functions: no engine, thread-safe.

/// The library's version, "MAJOR.MINOR.PATCH".
public let tactileLibraryVersion: StaticString = TactileVersion.string

@_cdecl("tactile_version")
public func tactile_version_impl() -> UnsafePointer<CChar> {
    CText.pointer(tactileLibraryVersion)
}

@_cdecl("tactile_event_size")
public func tactile_event_size_impl() -> Int {
    MemoryLayout<tactile_event>.size
}

@_cdecl("tactile_string_free")
public func tactile_string_free_impl(_ string: UnsafeMutablePointer<CChar>?) {
    CText.free(string)
}
