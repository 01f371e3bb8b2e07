/// Which kinds of ``EngineOutput`` the engine delivers to ``Engine/onOutput``.
///
/// Every stage runs whatever is selected: frames are still assembled and drive the
/// recognizers and the pointer without `.frames`. Leaving out what the consumer throws
/// away saves building and delivering it, a frame's worth of copies per `SYN_REPORT`:
/// `tactile replay` (gestures), `tactile test` and `tactile demo` on a live touchscreen
/// do not take frames.
public struct EngineOutputKinds: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// ``EngineOutput/deviceAdded(id:name:classification:)`` and ``EngineOutput/deviceRemoved(id:name:reason:)``.
    public static let devices = EngineOutputKinds(rawValue: 1 << 0)
    /// ``EngineOutput/frame(device:name:_:)``.
    public static let frames = EngineOutputKinds(rawValue: 1 << 1)
    /// ``EngineOutput/pointer(_:)``.
    public static let pointer = EngineOutputKinds(rawValue: 1 << 2)
    /// ``EngineOutput/gesture(device:name:_:)``.
    public static let gestures = EngineOutputKinds(rawValue: 1 << 3)
    /// ``EngineOutput/elementTap(_:)``.
    public static let elementTaps = EngineOutputKinds(rawValue: 1 << 4)

    /// Everything (the default).
    public static let all: EngineOutputKinds = [.devices, .frames, .pointer, .gestures, .elementTaps]
    /// Everything but frames: what gesture-level consumers need.
    public static let allButFrames: EngineOutputKinds = [.devices, .pointer, .gestures, .elementTaps]
}
