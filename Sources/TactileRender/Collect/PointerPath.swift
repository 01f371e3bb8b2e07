import TactileCore

/// What a relative pointing device did, integrated into a path.
///
/// Positions are the running sum of the frames' `dx`/`dy` in device units
/// (counts), before any acceleration, starting at (0, 0); y grows downwards like
/// the screen.
package struct PointerPath: Hashable, Sendable {
    /// One frame's result.
    package struct Sample: Hashable, Sendable {
        package var time: Timestamp
        /// Accumulated motion in device units.
        package var position: DevicePoint
        /// Buttons held after the frame.
        package var buttons: ButtonSet
    }

    /// A button going down.
    package struct Click: Hashable, Sendable {
        package var time: Timestamp
        /// Where the pointer was, in accumulated device units.
        package var position: DevicePoint
        /// The button's name as in the JSON output (`left`, `right`, ...).
        package var button: String
    }

    /// A button held from `start` to `end`.
    package struct Hold: Hashable, Sendable {
        package var button: String
        package var start: Timestamp
        package var end: Timestamp
        /// False when the recording stopped with the button still down.
        package var released: Bool
    }

    /// Wheel motion in one frame, in detents.
    package struct WheelStep: Hashable, Sendable {
        package var time: Timestamp
        package var delta: WheelDelta
    }

    package var samples: [Sample] = []
    package var clicks: [Click] = []
    package var holds: [Hold] = []
    package var wheel: [WheelStep] = []

    package init() {}
}
