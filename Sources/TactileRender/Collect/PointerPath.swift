import TactileCore

/// What a relative pointing device did, integrated into a path.
///
/// Positions are the running sum of the frames' `dx`/`dy` in device units
/// (counts), before any acceleration, starting at (0, 0); y grows downwards like
/// the screen.
public struct PointerPath: Hashable, Sendable {
    /// One frame's result.
    public struct Sample: Hashable, Sendable {
        public var time: Timestamp
        /// Accumulated motion in device units.
        public var position: DevicePoint
        /// Buttons held after the frame.
        public var buttons: ButtonSet
    }

    /// A button going down.
    public struct Click: Hashable, Sendable {
        public var time: Timestamp
        /// Where the pointer was, in accumulated device units.
        public var position: DevicePoint
        /// The button's name as in the JSON output (`left`, `right`, ...).
        public var button: String
    }

    /// A button held from `start` to `end`.
    public struct Hold: Hashable, Sendable {
        public var button: String
        public var start: Timestamp
        public var end: Timestamp
        /// False when the recording stopped with the button still down.
        public var released: Bool
    }

    /// Wheel motion in one frame, in detents.
    public struct WheelStep: Hashable, Sendable {
        public var time: Timestamp
        public var delta: WheelDelta
    }

    public var samples: [Sample] = []
    public var clicks: [Click] = []
    public var holds: [Hold] = []
    public var wheel: [WheelStep] = []

    public init() {}
}
