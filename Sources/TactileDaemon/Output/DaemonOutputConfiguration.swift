import Tactile
import TactileCore
import TactileSystem
import TactileGestures
import TactilePointer
/// What `tactile run` delivers (the `output` section). The same lines go to stdout
/// and to every socket client.
///
/// ```yaml
/// output: {stdout: true, gestures: true, pointer: all, taps: true, devices: true, frames: false}
/// ```
package struct DaemonOutputConfiguration: Hashable, Sendable {
    /// Which pointer engine lines to deliver (they need a `layout`).
    package enum PointerLines: String, Hashable, Sendable, CaseIterable {
        /// Position updates and events (enter, exit, press, release, click).
        case all
        /// Events only.
        case events
        case none
    }

    /// Print the lines on stdout too (blocking writes: the reader of stdout must keep up).
    package var stdout: Bool
    /// Gesture lines (the gesture schema).
    package var gestures: Bool
    package var pointer: PointerLines
    /// Element taps: `{"t":..,"event":"tap","region":..,"source":..}`.
    package var taps: Bool
    /// `{"event":"device","status":"added|removed",...}` notices.
    package var devices: Bool
    /// Raw frames in the `tactile events` schema (a lot of lines; off by default).
    package var frames: Bool

    package init(stdout: Bool = true, gestures: Bool = true, pointer: PointerLines = .all,
                taps: Bool = true, devices: Bool = true, frames: Bool = false) {
        self.stdout = stdout; self.gestures = gestures; self.pointer = pointer
        self.taps = taps; self.devices = devices; self.frames = frames
    }

    static let keys = ["stdout", "gestures", "pointer", "taps", "devices", "frames"]
}
