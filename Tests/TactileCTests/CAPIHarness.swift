import CTactile
import Foundation
@testable import TactileC

/// Drives one engine through the exported C functions, in process: the same
/// symbols a C program calls, with Swift's expectations around them.
final class CEngine {
    let handle: OpaquePointer

    /// Creates an engine from configuration text (nil passes NULL); throws the library's message.
    init(config: String? = nil) throws {
        var message: UnsafeMutablePointer<CChar>?
        let created = Self.create(config, &message)
        let error = message.map { String(cString: $0) }
        tactile_string_free_impl(message)
        guard let created else { throw HarnessError(message: error ?? "NULL without a message") }
        handle = created
    }

    /// The constructor's result and message, for tests of failures.
    static func create(_ config: String?, _ message: inout UnsafeMutablePointer<CChar>?) -> OpaquePointer? {
        if let config { return tactile_engine_new_from_config_string_impl(config, &message) }
        return tactile_engine_new_from_config_string_impl(nil, &message)
    }

    deinit { tactile_engine_free_impl(handle) }

    var lastError: String? { tactile_engine_last_error_impl(handle).map { String(cString: $0) } }

    func addDevice(_ text: String) -> Int32 { tactile_engine_add_device_impl(handle, text) }

    func addDevice(file relative: String) throws -> Int32 {
        let text = try String(contentsOfFile: BuildProducts.trace(relative), encoding: .utf8)
        return addDevice(text)
    }

    @discardableResult
    func feed(_ device: Int32, _ usec: Int64, _ type: UInt16, _ code: UInt16, _ value: Int32) -> Int32 {
        tactile_engine_feed_event_impl(handle, device, usec / 1_000_000, usec % 1_000_000, type, code, value)
    }

    /// Every queued event, oldest first.
    func drain() -> [tactile_event] {
        var list: [tactile_event] = []
        var event = tactile_event()
        while tactile_engine_next_event_impl(handle, &event) == 1 { list.append(event) }
        return list
    }

    static func json(_ event: tactile_event) -> String? {
        var e = event
        let n = tactile_event_to_json_impl(&e, nil, 0)
        guard n >= 0 else { return nil }
        var buffer = [CChar](repeating: 0, count: Int(n) + 1)
        _ = tactile_event_to_json_impl(&e, &buffer, buffer.count)
        return string(buffer)
    }
}

struct HarnessError: Error { var message: String }

/// The text in a C buffer, up to its first NUL.
func string(_ buffer: [CChar]) -> String {
    String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
}

/// evdev codes used by the synthetic input below.
enum Evdev {
    static let syn: UInt16 = 0, key: UInt16 = 1, rel: UInt16 = 2, abs: UInt16 = 3
    static let synReport: UInt16 = 0
    static let btnLeft: UInt16 = 272, btnRight: UInt16 = 273, btnTouch: UInt16 = 330
    static let relX: UInt16 = 0, relY: UInt16 = 1, relWheel: UInt16 = 8
    static let absX: UInt16 = 0, absY: UInt16 = 1
    static let mtSlot: UInt16 = 47, mtX: UInt16 = 53, mtY: UInt16 = 54, mtTrackingID: UInt16 = 57
}

extension CEngine {
    /// One finger down at device (x, y) at `usec`, up 50 ms later (protocol B panel).
    func tap(_ device: Int32, x: Int32, y: Int32, at usec: Int64) {
        feed(device, usec, Evdev.abs, Evdev.mtSlot, 0)
        feed(device, usec, Evdev.abs, Evdev.mtTrackingID, 1)
        feed(device, usec, Evdev.abs, Evdev.mtX, x)
        feed(device, usec, Evdev.abs, Evdev.mtY, y)
        feed(device, usec, Evdev.key, Evdev.btnTouch, 1)
        feed(device, usec, Evdev.abs, Evdev.absX, x)
        feed(device, usec, Evdev.abs, Evdev.absY, y)
        feed(device, usec, Evdev.syn, Evdev.synReport, 0)
        let up = usec + 50_000
        feed(device, up, Evdev.abs, Evdev.mtTrackingID, -1)
        feed(device, up, Evdev.key, Evdev.btnTouch, 0)
        feed(device, up, Evdev.syn, Evdev.synReport, 0)
    }

    func mouseMove(_ device: Int32, dx: Int32, at usec: Int64) {
        feed(device, usec, Evdev.rel, Evdev.relX, dx)
        feed(device, usec, Evdev.syn, Evdev.synReport, 0)
    }

    func mouseButton(_ device: Int32, down: Bool, at usec: Int64) {
        feed(device, usec, Evdev.key, Evdev.btnLeft, down ? 1 : 0)
        feed(device, usec, Evdev.syn, Evdev.synReport, 0)
    }
}

extension tactile_event {
    var kind: tactile_event_type { tactile_event_type(rawValue: UInt32(bitPattern: type)) }
}
