import TactileCore

/// The pointer's state after a frame or an animation step.
public struct PointerUpdate: Hashable, Sendable {
    public var time: Timestamp
    /// The model pointer (the true device position, used for hit testing), in points.
    public var model: ScreenPoint
    /// Where the pointer is drawn, in points.
    public var visible: ScreenPoint
    /// The active element.
    public var region: ElementID?
    /// The effect on the active element, nil for none.
    public var effect: ActiveEffect?
    public var shape: PointerShape
    public var prediction: TargetPrediction
    /// False after ``PointerEngine/leave(at:into:)`` (a hovering pen out of range) until the
    /// next frame: nothing points at the screen, so draw no pointer and no highlight.
    public var isPresent: Bool

    public init(time: Timestamp, model: ScreenPoint, visible: ScreenPoint, region: ElementID?,
                effect: ActiveEffect?, shape: PointerShape, prediction: TargetPrediction, isPresent: Bool = true) {
        self.time = time; self.model = model; self.visible = visible; self.region = region
        self.effect = effect; self.shape = shape; self.prediction = prediction; self.isPresent = isPresent
    }
}
