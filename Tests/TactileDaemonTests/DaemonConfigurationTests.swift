import Foundation
import Testing
import Tactile
import TactileCore
import TactileSystem
import TactileGestures
import TactileDaemon

/// `tactile run` configuration: every key checked, errors name the key path.
@Suite("DaemonConfiguration: parsing and validation")
struct DaemonConfigurationTests {
    static let example = """
        screen: {width: 1280, height: 800}
        gestures:
          recognizers: [{kind: tap}, {kind: doubleTap}, {kind: longPress}, {kind: pan}, {kind: swipe},
                        {kind: swipe, fingers: 3, name: threeFingerSwipe}, {kind: edgeSwipe}]
        layout: {screen: {width: 1280, height: 800}, elements: [{id: settings, x: 10, y: 10, width: 40, height: 40}]}
        devices: {names: [EP0430, maXTouch]}
        socket:
          path: /run/tactile/tactile.sock
          mode: "0600"
          queueLimit: {bytes: 65536, lines: 500}
          overflow: disconnect
        output: {stdout: false, pointer: events, frames: true}
        actions:
          - name: launcher
            gesture: swipe
            fingers: 3
            direction: up
            command: [systemctl, --user, start, launcher]
          - {gesture: edgeSwipe, edge: left, command: [xdotool, key, alt+Left]}
          - {gesture: longPress, corner: topRight, cornerSizePoints: 80, command: "systemctl reboot", shell: true}
          - {gesture: tap, taps: 2, region: {xPoints: 0, yPoints: 0, widthPoints: 100, heightPoints: 50}, command: [beep]}
          - {gesture: pan, phase: ended, fingers: 2, command: [sleep, "1"]}
          - {element: settings, source: pointer, command: [/usr/local/bin/settings]}
        """

    private func parse(_ text: String) throws(ConfigurationError) -> DaemonConfiguration {
        try DaemonConfiguration.parse(text, file: "tactile.yaml")
    }

    /// The error's "path: message" for a configuration that must be rejected.
    private func error(_ text: String) -> String {
        do { _ = try parse(text); return "accepted" } catch { return "\(error.keyPath): \(error.message)" }
    }

    @Test func theDocumentedExampleParses() throws {
        let c = try parse(Self.example)
        guard case .names(let names) = c.devices else { Issue.record("devices: \(c.devices)"); return }
        #expect(names == ["EP0430", "maXTouch"])
        #expect(c.socket == UnixSocketServer.Configuration(path: "/run/tactile/tactile.sock", mode: 0o600,
                                                           limits: QueueLimits(maximumBytes: 65536, maximumLines: 500),
                                                           overflow: .disconnect))
        #expect(c.output == DaemonOutputConfiguration(stdout: false, pointer: .events, frames: true))
        #expect(c.actions.count == 6)
        #expect(c.actions[0] == ActionRule(name: "launcher",
                                           trigger: .gesture(GestureMatch(kind: .swipe, phase: .recognized, fingers: 3, direction: .up)),
                                           command: .arguments(["systemctl", "--user", "start", "launcher"])))
        #expect(c.actions[1].name == "actions[1]")
        #expect(c.actions[1].trigger == .gesture(GestureMatch(kind: .edgeSwipe, phase: .began, edge: .left)))
        #expect(c.actions[2].trigger == .gesture(GestureMatch(kind: .longPress, area: .corner(.topRight, sizePoints: 80))))
        #expect(c.actions[2].command == .shell("systemctl reboot"))
        #expect(c.actions[2].command.argv == ["/bin/sh", "-c", "systemctl reboot"])
        #expect(c.actions[3].trigger == .gesture(GestureMatch(kind: .tap, taps: 2, area: .rect(ScreenRect(x: 0, y: 0, width: 100, height: 50)))))
        #expect(c.actions[4].trigger == .gesture(GestureMatch(kind: .pan, phase: .ended, fingers: 2)))
        #expect(c.actions[5].trigger == .elementTap(ElementTapMatch(element: "settings", source: .pointer)))
        #expect(c.engineConfiguration.screenBounds == ScreenRect(x: 0, y: 0, width: 1280, height: 800))
        #expect(c.engineConfiguration.gestures?.recognizers.count == 7)
        #expect(try parse("").engineConfiguration.gestures == .standard, "no gestures section: the standard set")
    }

    @Test func edgeProtectionIsForEdgeSwipesWithAPositiveWindow() throws {
        let c = try parse("actions:\n  - {gesture: edgeSwipe, edge: bottom, protected: true, command: [launcher]}\n"
                          + "  - {gesture: edgeSwipe, edge: top, protected: true, protectionSeconds: 3.5, command: [menu]}\n"
                          + "  - {gesture: edgeSwipe, edge: left, protected: false, command: [back]}")
        #expect(c.actions.map(\.protectionSeconds) == [2, 3.5, nil])
        #expect(error("actions:\n  - {gesture: swipe, protected: true, command: [x]}")
                    .hasPrefix("actions[0].protected: applies to gesture: edgeSwipe only"))
        #expect(error("actions:\n  - {gesture: edgeSwipe, protectionSeconds: 2, command: [x]}")
                    == "actions[0].protectionSeconds: needs protected: true")
        #expect(error("actions:\n  - {gesture: edgeSwipe, protected: true, protectionSeconds: 0, command: [x]}")
                    .hasPrefix("actions[0].protectionSeconds: expected a value > 0"))
    }

    @Test func defaultsWithAnEmptyFile() throws {
        let c = try parse("")
        guard case .all = c.devices else { Issue.record("expected all devices"); return }
        #expect(c.socket == nil)
        #expect(c.actions.isEmpty)
        #expect(c.output == DaemonOutputConfiguration())
        let s = try parse("socket: {path: /tmp/x.sock}").socket
        #expect(s?.mode == 0o660 && s?.limits == .default && s?.overflow == .dropOldest)
    }

    @Test func relativePathsAreRelativeToTheFileLikeTheCommandLineIsToTheCurrentDirectory() throws {
        // Issue 26: `--socket relative.sock` was accepted on the command line and refused in the file.
        let c = try DaemonConfiguration.parse("socket: {path: run/t.sock}\ndevices: {paths: [event5, /dev/input/event6]}",
                                              file: "/etc/tactile/kiosk.yaml", baseDirectory: URL(fileURLWithPath: "/etc/tactile"))
        #expect(c.socket?.path == "/etc/tactile/run/t.sock")
        guard case .paths(let paths) = c.devices else { Issue.record("devices: \(c.devices)"); return }
        #expect(paths == ["/etc/tactile/event5", "/dev/input/event6"])
        let cwd = FileManager.default.currentDirectoryPath
        #expect(DaemonConfiguration.resolve("r.sock", relativeTo: nil) == URL(fileURLWithPath: cwd).appendingPathComponent("r.sock").path)
        let deep = String(repeating: "d", count: 110)
        #expect(DaemonConfiguration.socketPathProblem(deep, relativeTo: nil)?.hasPrefix("expected at most 107 bytes") == true)
    }

    @Test func jsonWorksToo() throws {
        let c = try parse(#"{"socket": {"path": "/tmp/t.sock"}, "actions": [{"gesture": "swipe", "direction": "left", "command": ["a"]}]}"#)
        #expect(c.socket?.path == "/tmp/t.sock")
        #expect(c.actions.count == 1)
    }

    @Test func unknownKeysAreErrorsWithTheirPath() {
        #expect(error("sockets: {}").hasPrefix("sockets: unknown key (expected one of: screen, gestures, pointer, layout, palm, pen, devices, socket, actions, output, web, filter, capture)"))
        #expect(error("actions: [{gesture: tap, command: [a]}, {gesture: pan, fingerz: 2, command: [a]}]").hasPrefix("actions[1].fingerz: unknown key"))
        #expect(error("socket: {path: /tmp/s, queueLimit: {kilobytes: 3}}").hasPrefix("socket.queueLimit.kilobytes: unknown key"))
        #expect(error("output: {colour: true}").hasPrefix("output.colour: unknown key"))
    }

    @Test func wrongTypesSayWhatWasExpected() {
        #expect(error("actions: [{gesture: swipe, fingers: three, command: [a]}]") == "actions[0].fingers: expected a number, got a string")
        #expect(error("actions: {gesture: tap}") == "actions: expected a list")
        #expect(error("output: {stdout: yes please}") == "output.stdout: expected true or false, got a string")
        #expect(error("socket: {path: /tmp/s, mode: 0660}").hasPrefix("socket.mode: expected octal permission bits as a quoted string"))
    }

    @Test func impossibleValuesAreRejected() {
        #expect(error("actions: [{gesture: pan, direction: up, command: [a]}]")
            == "actions[0].direction: applies to gesture: swipe only (this action has gesture: pan)")
        #expect(error("actions: [{gesture: swipe, edge: left, command: [a]}]").hasPrefix("actions[0].edge: applies to gesture: edgeSwipe only"))
        #expect(error("actions: [{gesture: pinch, phase: recognized, command: [a]}]").hasPrefix("actions[0].phase: pinch is continuous"))
        #expect(error("actions: [{gesture: tap, phase: began, command: [a]}]").hasPrefix("actions[0].phase: tap is discrete"))
        #expect(error("actions: [{gesture: wave, command: [a]}]").hasPrefix("actions[0].gesture: expected one of tap, longPress, pan"))
        #expect(error("actions: [{gesture: swipe, direction: sideways, command: [a]}]").hasPrefix("actions[0].direction: expected one of up, down, left, right"))
        #expect(error("actions: [{gesture: swipe, fingers: 0, command: [a]}]") == "actions[0].fingers: expected 1...10 fingers, got 0")
        #expect(error("actions: [{gesture: tap, corner: middle, command: [a]}]").hasPrefix("actions[0].corner: expected one of topLeft"))
        #expect(error("actions: [{gesture: tap, corner: topLeft, cornerSizePoints: -5, command: [a]}]") == "actions[0].cornerSizePoints: expected a value > 0, got -5.0")
        #expect(error("actions: [{gesture: tap, region: {xPoints: 0, yPoints: 0, widthPoints: 10}, command: [a]}]").hasPrefix("actions[0].region.heightPoints: missing"))
        #expect(error("actions: [{gesture: tap, element: ok, command: [a]}]") == "actions[0].element: give gesture or element, not both")
        #expect(error("actions: [{command: [a]}]").hasPrefix("actions[0]: missing the trigger"))
        #expect(error("actions: [{element: ok, fingers: 2, command: [a]}]").hasPrefix("actions[0].fingers: applies to gesture actions only"))
        #expect(error("socket: {path: \"\"}") == "socket.path: expected a path, e.g. /run/tactile/tactile.sock")
        #expect(error("socket: {path: /\(String(repeating: "s", count: 107))}").hasPrefix("socket.path: expected at most 107 bytes"))
        #expect(error("socket: {mode: \"0660\"}").hasPrefix("socket.path: missing"))
        #expect(error("socket: {path: /tmp/s, mode: \"0999\"}").hasPrefix("socket.mode: expected octal permission bits"))
        #expect(error("socket: {path: /tmp/s, mode: \"0060\"}").hasPrefix("socket.mode: expected the owner to keep read and write"))
        #expect(error("socket: {path: /tmp/s, queueLimit: {bytes: 10}}") == "socket.queueLimit.bytes: expected at least 1024 bytes, got 10")
        #expect(error("socket: {path: /tmp/s, overflow: block}") == "socket.overflow: expected dropOldest or disconnect, got 'block'")
        #expect(error("devices: some") == "devices: expected all, {paths: [...]} or {names: [...]}, got 'some'")
        #expect(error("devices: {paths: []}") == "devices.paths: expected a non-empty list of device node paths")
        #expect(error("output: {pointer: sometimes}") == "output.pointer: expected all, events or none, got 'sometimes'")
    }

    @Test func anActionNothingCanTriggerIsAnError() {
        // The standard set has a one-finger swipe only.
        #expect(error("actions: [{gesture: swipe, fingers: 3, direction: up, command: [a]}]")
            == "actions[0].fingers: no swipe recognizer reports this (configured: 1 finger up/down/left/right); add {kind: swipe, fingers: 3} to gestures.recognizers")
        #expect(error("gestures: {recognizers: [{kind: swipe, directions: [left, right]}]}\nactions: [{gesture: swipe, direction: up, command: [a]}]")
            .hasPrefix("actions[0].direction: no swipe recognizer reports this (configured: 1 finger left/right)"))
        #expect(error("gestures: {recognizers: [{kind: tap}]}\nactions: [{gesture: pinch, command: [a]}]")
            == "actions[0].gesture: no pinch recognizer is configured; add {kind: pinch} to gestures.recognizers")
        #expect(error("actions: [{gesture: tap, taps: 3, command: [a]}]").hasPrefix("actions[0].taps: no tap recognizer reports this"))
        #expect(error("actions: [{gesture: edgeSwipe, fingers: 2, command: [a]}]").hasPrefix("actions[0].fingers: no edgeSwipe recognizer"))
        #expect(error("actions: [{element: ok, command: [a]}]").hasPrefix("actions[0].element: element taps need a layout"))
        #expect(error("layout: {screen: {width: 10, height: 10}, elements: [{id: a, x: 0, y: 0, width: 5, height: 5}]}\nactions: [{element: b, command: [a]}]")
            == "actions[0].element: no element 'b' in the layout (it has: a)")
        // Reachable with the standard set: pans of any finger count, a double tap, a two-finger
        // long press; at `ended` the count is not checked (it is the count just before the lift).
        #expect(error("actions: [{gesture: pan, fingers: 4, command: [a]}, {gesture: tap, taps: 2, command: [a]}]") == "accepted")
        #expect(error("actions: [{gesture: longPress, fingers: 2, command: [a]}, {gesture: edgeSwipe, phase: ended, fingers: 3, command: [a]}]") == "accepted")
    }

    @Test func commandsRunWithoutAShellUnlessAsked() {
        #expect(error("actions: [{gesture: tap, command: \"echo hi\"}]")
            == "actions[0].command: expected a list [program, arg, ...]; a string runs through a shell only with shell: true")
        #expect(error("actions: [{gesture: tap, command: [echo, hi], shell: true}]")
            .hasPrefix("actions[0].command: with shell: true, expected the command as one string"))
        #expect(error("actions: [{gesture: tap}]").hasPrefix("actions[0].command: missing"))
        #expect(error("actions: [{gesture: tap, command: []}]").hasPrefix("actions[0].command: expected a non-empty list"))
        #expect(error("actions: [{gesture: tap, command: [sleep, 5]}]")
            == "actions[0].command[1]: expected a string, got a number (quote it, e.g. \"5\", so YAML keeps it as text)")
    }

    @Test func engineSectionErrorsKeepTheirPaths() {
        #expect(error("pointer: {speed: 3}") == "pointer.speed: expected a value in -1...1, got 3.0")
        #expect(error("screen: {rotation: 45}") == "screen.rotation: expected 0, 90, 180 or 270, got 45")
    }

    @Test func loadNamesTheFile() throws {
        let dir = try makeShortTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("bad.yaml").path
        try Data("actions: [{gesture: pan, taps: 2, command: [a]}]".utf8).write(to: URL(fileURLWithPath: file))
        #expect(throws: ConfigurationError(file: file, keyPath: "actions[0].taps",
                                           message: "applies to gesture: tap only (this action has gesture: pan)")) {
            _ = try DaemonConfiguration.load(path: file)
        }
    }
}
