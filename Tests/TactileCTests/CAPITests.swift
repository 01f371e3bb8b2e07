import CTactile
import Foundation
import Testing
@testable import TactileC
import TactileGestures

/// The C API's contract, called in process through the exported functions:
/// errors, feeding and deadlines, element taps, the queue, the mask, JSON.
@Suite("C API contract")
struct CAPITests {
    static let touchscreen = "real/evemu-devices/EP0430M09.desc"     // 1280 x 768 units, protocol B
    static let mouse = "real/evemu-devices/Saitek_Cyborg_R.A.T.5_Mouse.desc"
    /// One device unit per point on the EP0430M09, and a layout with two elements.
    static let config = """
        screen: {width: 1280, height: 768, scale: 1}
        layout:
          screen: {width: 1280, height: 768}
          elements:
            - {id: ok, x: 100, y: 100, width: 200, height: 100, bezeled: true}
            - {id: centre, x: 540, y: 334, width: 200, height: 100, bezeled: true}
        """

    @Test func versionAndEventSize() {
        #expect(String(cString: tactile_version_impl()) == "0.1.0")
        #expect(tactile_event_size_impl() == 664)
        #expect(tactile_event_size_impl() == MemoryLayout<tactile_event>.size)
    }

    // MARK: - Errors

    @Test func invalidConfigurationReturnsNullAndNamesTheKey() {
        var message: UnsafeMutablePointer<CChar>?
        let engine = CEngine.create("pointer: {speed: 3}", &message)
        #expect(engine == nil)
        let text = message.map { String(cString: $0) } ?? ""
        #expect(text.hasPrefix("<config>: pointer.speed: expected a value in -1...1"), "\(text)")
        tactile_string_free_impl(message)

        message = nil
        #expect(CEngine.create("screens: {}", &message) == nil)
        #expect(message.map { String(cString: $0) }?.contains("screens") == true)
        tactile_string_free_impl(message)
    }

    @Test func missingConfigurationFileNamesThePath() {
        var message: UnsafeMutablePointer<CChar>?
        #expect(tactile_engine_new_from_config_file_impl("/nonexistent/tactile.yaml", &message) == nil)
        #expect(message.map { String(cString: $0) }?.hasPrefix("/nonexistent/tactile.yaml: cannot read") == true)
        tactile_string_free_impl(message)
    }

    @Test func nullOrEmptyConfigurationGivesTheDefaults() throws {
        _ = try CEngine(config: nil)
        let engine = try CEngine(config: "")
        #expect(engine.lastError == nil)
        // The defaults run every standard recognizer: a tap is reported.
        let device = try engine.addDevice(file: Self.touchscreen)
        engine.tap(device, x: 640, y: 384, at: 1_000_000)
        #expect(tactile_engine_finish_impl(engine.handle) == 0)
        #expect(engine.drain().contains { $0.kind == TACTILE_EVENT_GESTURE && $0.gesture.kind == CEnums.raw(TACTILE_GESTURE_TAP) })
    }

    @Test func badDescriptionIsAnErrorWithItsLine() throws {
        let engine = try CEngine()
        #expect(engine.addDevice("N: Broken\nI: 0018 zz 0000 0000\n") == -1)
        #expect(engine.lastError?.hasPrefix("<description>:2: expected") == true, "\(engine.lastError ?? "")")
        #expect(engine.addDevice("") == -1)
        #expect(tactile_engine_add_device_impl(engine.handle, nil) == -1)
    }

    @Test func feedingAnUnknownDeviceFails() throws {
        let engine = try CEngine()
        #expect(engine.feed(7, 0, Evdev.syn, Evdev.synReport, 0) == -1)
        #expect(engine.lastError?.contains("no fed device 7") == true)
        #expect(tactile_engine_remove_device_impl(engine.handle, 7) == -1)
    }

    @Test func anEngineIsEitherFedOrLive() throws {
        let engine = try CEngine()
        _ = try engine.addDevice(file: Self.touchscreen)
        #expect(tactile_engine_open_devices_impl(engine.handle, nil, 0) == -1)
        #expect(engine.lastError?.contains("fed") == true)
        #expect(tactile_engine_get_fd_impl(engine.handle) == -1)

        let live = try CEngine()
        let path = "/nonexistent/event99"
        let opened = path.withCString { p -> Int32 in
            var paths: [UnsafePointer<CChar>?] = [p]
            return tactile_engine_open_devices_impl(live.handle, &paths, 1)
        }
        #expect(opened == -1)
        #expect(live.lastError?.contains(path) == true, "\(live.lastError ?? "")")
    }

    @Test func nullEngineIsRefusedWithoutCrashing() {
        var event = tactile_event()
        #expect(tactile_engine_next_event_impl(nil, &event) == -1)
        #expect(tactile_engine_dispatch_impl(nil) == -1)
        #expect(tactile_engine_get_fd_impl(nil) == -1)
        #expect(tactile_engine_get_timeout_ms_impl(nil) == -1)
        #expect(tactile_engine_add_device_impl(nil, "N: x") == -1)
        #expect(tactile_engine_last_error_impl(nil) == nil)
        tactile_engine_free_impl(nil)
        tactile_string_free_impl(nil)
    }

    // MARK: - Feeding, deadlines, element taps

    @Test func tapOnAnElementAfterTheDoubleTapWindow() throws {
        let engine = try CEngine(config: Self.config)
        let device = try engine.addDevice(file: Self.touchscreen)
        #expect(device == 1)
        let added = engine.drain()
        #expect(added.count == 1 && added[0].kind == TACTILE_EVENT_DEVICE_ADDED)
        #expect(CText.read(added[0].device_info.name) == "EP0430M09")
        #expect(added[0].device_info.kind == CEnums.raw(TACTILE_DEVICE_TOUCHSCREEN))
        // The daemon's device-notice schema (DeviceNoticeJSON), with the event's time and no path.
        let notice = try #require(CEngine.json(added[0]))
        #expect(notice.hasPrefix(#"{"t":"#) && notice.hasSuffix(#","event":"device","status":"added","id":1,"name":"EP0430M09","kind":"touchscreen"}"#),
                "\(notice)")

        engine.tap(device, x: 200, y: 150, at: 1_000_000)
        // The recognizer waits for a possible second tap: a deadline, nothing yet.
        #expect(engine.drain().allSatisfy { $0.kind != TACTILE_EVENT_GESTURE || $0.gesture.phase != CEnums.raw(TACTILE_PHASE_RECOGNIZED) })
        let deadline = tactile_engine_next_deadline_usec_impl(engine.handle)
        #expect(deadline > 1_050_000)
        let timeout = tactile_engine_get_timeout_ms_impl(engine.handle)
        #expect(Int64(timeout) == (deadline - 1_050_000 + 999) / 1000)

        #expect(tactile_engine_advance_to_impl(engine.handle, deadline) == 0)
        let events = engine.drain()
        let tap = try #require(events.first { $0.kind == TACTILE_EVENT_GESTURE })
        #expect(tap.gesture.kind == CEnums.raw(TACTILE_GESTURE_TAP))
        #expect(tap.gesture.phase == CEnums.raw(TACTILE_PHASE_RECOGNIZED))
        #expect(tap.gesture.taps == 1 && tap.gesture.fingers == 1)
        #expect(abs(tap.gesture.x - 200) < 1 && abs(tap.gesture.y - 150) < 1)
        #expect(tap.device == device)
        let onElement = try #require(events.first { $0.kind == TACTILE_EVENT_ELEMENT_TAP })
        #expect(CText.read(onElement.tap.region) == "ok")
        #expect(onElement.tap.source == CEnums.raw(TACTILE_TAP_TOUCH))
        #expect(CEngine.json(onElement)?.contains("\"region\":\"ok\",\"source\":\"touch\"") == true)
        #expect(tactile_engine_next_deadline_usec_impl(engine.handle) == -1)
        #expect(tactile_engine_get_timeout_ms_impl(engine.handle) == -1)
    }

    @Test func mouseClickOnTheElementUnderThePointer() throws {
        let engine = try CEngine(config: Self.config)
        let mouse = try engine.addDevice(file: Self.mouse)
        _ = engine.drain()
        engine.mouseMove(mouse, dx: 2, at: 1_000_000)
        engine.mouseButton(mouse, down: true, at: 1_100_000)
        engine.mouseButton(mouse, down: false, at: 1_200_000)
        _ = tactile_engine_finish_impl(engine.handle)
        let events = engine.drain()
        let update = try #require(events.first { $0.kind == TACTILE_EVENT_POINTER_UPDATE })
        #expect(CText.read(update.pointer.region) == "centre")
        #expect(update.device == 0)
        let kinds = events.filter { $0.kind == TACTILE_EVENT_POINTER_EVENT }.map { String(cString: tactile_pointer_event_kind_name_impl($0.pointer_event.kind)) }
        #expect(kinds.suffix(3) == ["press", "release", "click"])
        let tap = try #require(events.first { $0.kind == TACTILE_EVENT_ELEMENT_TAP })
        #expect(CText.read(tap.tap.region) == "centre")
        #expect(tap.tap.source == CEnums.raw(TACTILE_TAP_POINTER))
        // The update's JSON is the pointer schema of the command line.
        let json = try #require(CEngine.json(update))
        #expect(json.contains("\"region\":\"centre\""))
        #expect(json.contains("\"shape\":{\"kind\":"))
    }

    /// Right click, the wheel (a REL_WHEEL-only mouse: 120 per detent) and a drag reach C
    /// with their button, wheel units, positions and element; only the left click is a tap.
    @Test func rightClickWheelAndDragCarryTheirFields() throws {
        let engine = try CEngine(config: Self.config)
        let mouse = try engine.addDevice(file: Self.mouse)
        _ = engine.drain()
        engine.mouseMove(mouse, dx: 2, at: 1_000_000)
        engine.feed(mouse, 1_100_000, Evdev.key, Evdev.btnRight, 1); engine.feed(mouse, 1_100_000, Evdev.syn, Evdev.synReport, 0)
        engine.feed(mouse, 1_200_000, Evdev.key, Evdev.btnRight, 0); engine.feed(mouse, 1_200_000, Evdev.syn, Evdev.synReport, 0)
        engine.feed(mouse, 1_300_000, Evdev.rel, Evdev.relWheel, -1); engine.feed(mouse, 1_300_000, Evdev.syn, Evdev.synReport, 0)
        engine.mouseButton(mouse, down: true, at: 1_400_000)
        for k in 1...5 { engine.mouseMove(mouse, dx: 10, at: 1_400_000 + Int64(k) * 10_000) }
        engine.mouseButton(mouse, down: false, at: 1_500_000)
        _ = tactile_engine_finish_impl(engine.handle)
        let events = engine.drain().filter { $0.kind == TACTILE_EVENT_POINTER_EVENT }.map(\.pointer_event)
        let name = { (e: tactile_pointer_event) in String(cString: tactile_pointer_event_kind_name_impl(e.kind)) }
        let click = try #require(events.first { name($0) == "click" })
        #expect(click.button == TACTILE_BUTTON_RIGHT.rawValue && CText.read(click.region) == "centre")
        #expect(click.x > 640 && click.x < 650 && click.y == 384)
        let scroll = try #require(events.first { name($0) == "scroll" })
        #expect(scroll.wheel_vertical120 == -120 && scroll.wheel_horizontal120 == 0 && CText.read(scroll.region) == "centre")
        #expect(events.map(name).filter { $0.hasPrefix("drag") } == ["drag_start", "drag", "drag", "drag", "drag_end"])
        let end = try #require(events.first { name($0) == "drag_end" })
        #expect(end.button == TACTILE_BUTTON_LEFT.rawValue && CText.read(end.region) == "centre")
        #expect(!events.contains { name($0) == "click" && $0.button == TACTILE_BUTTON_LEFT.rawValue })
        var e = tactile_event()
        e.type = CEnums.raw(TACTILE_EVENT_POINTER_EVENT); e.pointer_event = scroll
        #expect(CEngine.json(e)?.contains(#""event":"scroll","region":"centre","x":"#) == true)
        #expect(CEngine.json(e)?.hasSuffix(#","y":384,"wheel":{"vertical":-120,"horizontal":0}}"#) == true)
    }

    @Test func replacingTheLayoutMovesHitRegions() throws {
        let engine = try CEngine(config: Self.config)
        let device = try engine.addDevice(file: Self.touchscreen)
        #expect(tactile_engine_set_layout_json_impl(engine.handle, """
            {"screen": {"width": 1280, "height": 768}, "elements": [{"id": "moved", "x": 150, "y": 120, "width": 100, "height": 60}]}
            """) == 0)
        engine.tap(device, x: 200, y: 150, at: 1_000_000)
        _ = tactile_engine_finish_impl(engine.handle)
        let taps = engine.drain().filter { $0.kind == TACTILE_EVENT_ELEMENT_TAP }.map { CText.read($0.tap.region) }
        #expect(taps == ["moved"])

        #expect(tactile_engine_set_layout_json_impl(engine.handle, #"{"screen": {"width": 1280}}"#) == -1)
        #expect(engine.lastError?.contains("<layout>") == true, "\(engine.lastError ?? "")")
        #expect(engine.lastError?.contains("height") == true, "\(engine.lastError ?? "")")
    }

    @Test func longElementIDsAreTruncatedAtACharacterBoundary() throws {
        let long = String(repeating: "é", count: 50)   // 100 UTF-8 bytes
        let engine = try CEngine(config: """
            screen: {width: 1280, height: 768, scale: 1}
            layout: {screen: {width: 1280, height: 768}, elements: [{id: "\(long)", x: 0, y: 0, width: 1280, height: 768}]}
            """)
        let device = try engine.addDevice(file: Self.touchscreen)
        engine.tap(device, x: 200, y: 150, at: 1_000_000)
        _ = tactile_engine_finish_impl(engine.handle)
        let tap = try #require(engine.drain().first { $0.kind == TACTILE_EVENT_ELEMENT_TAP })
        // 63 bytes fit before the NUL; the 32nd "é" would be cut, so 31 are kept.
        #expect(CText.read(tap.tap.region) == String(repeating: "é", count: 31))
    }

    @Test func removingADeviceCancelsItsTouches() throws {
        let engine = try CEngine()
        let device = try engine.addDevice(file: Self.touchscreen)
        _ = engine.drain()
        tactile_engine_set_event_mask_impl(engine.handle, UInt32(1) << TACTILE_EVENT_TOUCH_FRAME.rawValue
                                           | UInt32(1) << TACTILE_EVENT_DEVICE_REMOVED.rawValue)
        engine.feed(device, 1_000_000, Evdev.abs, Evdev.mtSlot, 0)
        engine.feed(device, 1_000_000, Evdev.abs, Evdev.mtTrackingID, 5)
        engine.feed(device, 1_000_000, Evdev.abs, Evdev.mtX, 100)
        engine.feed(device, 1_000_000, Evdev.abs, Evdev.mtY, 100)
        engine.feed(device, 1_000_000, Evdev.key, Evdev.btnTouch, 1)
        engine.feed(device, 1_000_000, Evdev.syn, Evdev.synReport, 0)
        #expect(tactile_engine_remove_device_impl(engine.handle, device) == 0)
        let events = engine.drain()
        #expect(events.map(\.kind) == [TACTILE_EVENT_TOUCH_FRAME, TACTILE_EVENT_TOUCH_FRAME, TACTILE_EVENT_DEVICE_REMOVED])
        #expect(events[1].touch_frame.count == 1)
        #expect(events[1].touch_frame.touches.0.phase == CEnums.raw(TACTILE_TOUCH_CANCELLED))
        #expect(events[2].device_info.kind == CEnums.raw(TACTILE_DEVICE_TOUCHSCREEN))
        #expect(CText.read(events[2].device_info.reason) == "removed by the caller")
        #expect(engine.feed(device, 2_000_000, Evdev.syn, Evdev.synReport, 0) == -1)
    }

    // MARK: - Queue, mask, JSON

    @Test func aFullQueueDropsTheOldestEvents() throws {
        let engine = try CEngine()
        let mouse = try engine.addDevice(file: Self.mouse)
        tactile_engine_set_event_mask_impl(engine.handle, UInt32(1) << TACTILE_EVENT_POINTER_FRAME.rawValue)
        _ = engine.drain()
        for i in 0..<1100 { engine.mouseMove(mouse, dx: 1, at: 1_000_000 + Int64(i) * 1000) }
        #expect(tactile_engine_dropped_events_impl(engine.handle) == 76)
        #expect(tactile_engine_dispatch_impl(engine.handle) == 1024)
        let events = engine.drain()
        #expect(events.count == 1024)
        #expect(events.first.map(\.time_usec) == Int64(1_076_000))
        #expect(events.last.map(\.time_usec) == Int64(2_099_000))
        #expect(events.allSatisfy { $0.kind == TACTILE_EVENT_POINTER_FRAME && $0.pointer_frame.dx == 1 })
    }

    @Test func framesAreOffByDefaultAndWriteTheFrameSchema() throws {
        let engine = try CEngine()
        let device = try engine.addDevice(file: Self.touchscreen)
        engine.tap(device, x: 640, y: 384, at: 1_000_000)
        #expect(engine.drain().allSatisfy { $0.kind != TACTILE_EVENT_TOUCH_FRAME })

        tactile_engine_set_event_mask_impl(engine.handle, UInt32(1) << TACTILE_EVENT_TOUCH_FRAME.rawValue)
        engine.tap(device, x: 640, y: 384, at: 2_000_000)
        let frames = engine.drain()
        #expect(frames.count == 2)
        let json = try #require(frames.first.flatMap(CEngine.json))
        let object = try #require(jsonObject(json))
        #expect(object["kind"] as? String == "touch")
        #expect(object["device"] as? String == "1")
        let touches = try #require(object["touches"] as? [[String: Any]])
        #expect(touches.first?["phase"] as? String == "began")
    }

    /// A pen display's frames come out as TACTILE_EVENT_PEN_FRAME with the C struct filled, and as
    /// `"kind":"pen"` JSON.
    @Test func penFramesReachC() throws {
        let engine = try CEngine()
        let device = try engine.addDevice(file: "devices/Wacom_Intuos4_6x9.desc")
        let added = engine.drain()
        #expect(added.first?.device_info.kind == CEnums.raw(TACTILE_DEVICE_PEN))
        tactile_engine_set_event_mask_impl(engine.handle, UInt32(1) << TACTILE_EVENT_PEN_FRAME.rawValue)
        engine.feed(device, 1_000_000, Evdev.key, 0x140, 1)        // BTN_TOOL_PEN
        engine.feed(device, 1_000_000, Evdev.abs, 0x00, 22352)     // ABS_X, the middle
        engine.feed(device, 1_000_000, Evdev.abs, 0x1a, 127)       // ABS_TILT_X: +64 degrees (no resolution)
        engine.feed(device, 1_000_000, Evdev.syn, Evdev.synReport, 0)
        engine.feed(device, 1_010_000, Evdev.key, Evdev.btnTouch, 1)
        engine.feed(device, 1_010_000, Evdev.abs, 0x18, 2047)      // ABS_PRESSURE at its maximum
        engine.feed(device, 1_010_000, Evdev.syn, Evdev.synReport, 0)
        let events = engine.drain()
        #expect(events.map(\.kind) == [TACTILE_EVENT_PEN_FRAME, TACTILE_EVENT_PEN_FRAME])
        let first = events[0].pen_frame, second = events[1].pen_frame
        #expect(first.phase == CEnums.raw(TACTILE_TOUCH_BEGAN) && first.tool == CEnums.raw(TACTILE_PEN_TOOL_PEN))
        #expect(first.tip == 0 && first.has_tilt == 1 && first.tilt_x == 64)
        #expect(second.tip == 1 && second.tip_change == 1 && second.pressure == 1)
        let object = try #require(CEngine.json(events[1]).flatMap(jsonObject))
        #expect(object["kind"] as? String == "pen")
        #expect(object["tipChange"] as? String == "down")
    }

    /// A pen's tap reaches C as a gesture with the pen's pointer type and values (the fields
    /// appended to struct tactile_gesture), and back to JSON with them.
    @Test func penGesturesReachCWithThePensValues() throws {
        let engine = try CEngine()
        let device = try engine.addDevice(file: "devices/Wacom_Intuos4_6x9.desc")
        _ = engine.drain()
        engine.feed(device, 1_000_000, Evdev.key, 0x140, 1)        // BTN_TOOL_PEN
        engine.feed(device, 1_000_000, Evdev.abs, 0x00, 22352)     // ABS_X, the middle
        engine.feed(device, 1_000_000, Evdev.syn, Evdev.synReport, 0)
        engine.feed(device, 1_010_000, Evdev.key, Evdev.btnTouch, 1)
        engine.feed(device, 1_010_000, Evdev.abs, 0x18, 1024)      // ABS_PRESSURE, half
        engine.feed(device, 1_010_000, Evdev.syn, Evdev.synReport, 0)
        engine.feed(device, 1_060_000, Evdev.key, Evdev.btnTouch, 0)
        engine.feed(device, 1_060_000, Evdev.abs, 0x18, 0)
        engine.feed(device, 1_060_000, Evdev.syn, Evdev.synReport, 0)
        _ = tactile_engine_finish_impl(engine.handle)
        let tap = try #require(engine.drain().first { $0.kind == TACTILE_EVENT_GESTURE })
        #expect(tap.gesture.kind == CEnums.raw(TACTILE_GESTURE_TAP))
        #expect(tap.gesture.pointer_type == CEnums.raw(TACTILE_POINTER_TYPE_PEN))
        #expect(tap.gesture.pen_tool == CEnums.raw(TACTILE_PEN_TOOL_PEN))
        #expect(tap.gesture.pen_pressure > 0.3 && tap.gesture.pen_pressure < 0.7)
        let object = try #require(CEngine.json(tap).flatMap(jsonObject))
        #expect(object["pointerType"] as? String == "pen")
        #expect(object["tool"] as? String == "pen")
    }

    @Test func toJSONHasSnprintfSemantics() throws {
        let engine = try CEngine()
        let device = try engine.addDevice(file: Self.touchscreen)
        engine.tap(device, x: 640, y: 384, at: 1_000_000)
        _ = tactile_engine_finish_impl(engine.handle)
        var tap = try #require(engine.drain().first { $0.kind == TACTILE_EVENT_GESTURE })
        let full = try #require(CEngine.json(tap))
        #expect(full.hasPrefix(#"{"t":1."#) && full.contains(#""gesture":"tap","phase":"recognized","fingers":1"#), "\(full)")
        #expect(tactile_event_to_json_impl(&tap, nil, 0) == Int32(full.utf8.count))
        var small = [CChar](repeating: 0x7f, count: 10)
        #expect(tactile_event_to_json_impl(&tap, &small, 10) == Int32(full.utf8.count))
        #expect(string(small) == String(full.prefix(9)))

        var bogus = tactile_event()
        bogus.type = 99
        #expect(tactile_event_to_json_impl(&bogus, &small, 10) == -1)
        bogus.type = CEnums.raw(TACTILE_EVENT_GESTURE)   // kind 0 is no gesture
        #expect(tactile_event_to_json_impl(&bogus, &small, 10) == -1)
    }

    @Test func namesMatchTheJSONWords() {
        #expect(String(cString: tactile_gesture_kind_name_impl(CEnums.raw(TACTILE_GESTURE_EDGE_SWIPE))) == "edgeSwipe")
        #expect(String(cString: tactile_gesture_phase_name_impl(CEnums.raw(TACTILE_PHASE_CANCELLED))) == "cancelled")
        #expect(String(cString: tactile_direction_name_impl(CEnums.raw(TACTILE_DIRECTION_LEFT))) == "left")
        #expect(String(cString: tactile_edge_name_impl(CEnums.raw(TACTILE_EDGE_NONE))) == "none")
        #expect(String(cString: tactile_gesture_kind_name_impl(42)) == "unknown")
    }

    /// Each kind's value is the header's `TACTILE_GESTURE_<NAME>` (the JSON word in upper
    /// snake case) and its C name is the JSON word: a new kind is checked without a line here.
    @Test(arguments: GestureKind.allCases) func gestureKindValuesMatchTheHeader(_ kind: GestureKind) throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Sources/CTactile/include/tactile.h").standardized
        let header = try String(contentsOf: url, encoding: .utf8)
        var constant = "TACTILE_GESTURE_"
        for c in kind.rawValue { constant += (c.isUppercase ? "_" : "") + c.uppercased() }
        #expect(header.contains("\(constant) = \(kind.cValue),"), "tactile.h has no \(constant) = \(kind.cValue)")
        #expect(String(cString: tactile_gesture_kind_name_impl(kind.cValue)) == kind.rawValue)
    }

    @Test func modifiersOutsideTheEnumAreRefused() throws {
        let engine = try CEngine(config: Self.config)
        #expect(tactile_engine_set_modifiers_impl(engine.handle, TACTILE_MODIFIER_ALT.rawValue) == 0)
        #expect(tactile_engine_set_modifiers_impl(engine.handle, 0x100) == -1)
        #expect(engine.lastError?.contains("0x100") == true)
    }
}
