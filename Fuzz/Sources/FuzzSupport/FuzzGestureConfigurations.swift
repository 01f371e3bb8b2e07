import TactileCore
import TactileGestures

/// The recognizer sets the gesture and engine targets run: the standard set, the
/// standard set plus a region with extra recognizers and explicit relations, one with
/// every threshold at its smallest, and the other pinch/rotate policies.
public enum FuzzGestureConfigurations {
    public static let all: [GestureConfiguration] = [standard, withRegion, hairTrigger, transformPolicy, exclusivePolicy]

    static let standard = GestureConfiguration.standard

    static var withRegion: GestureConfiguration {
        var c = GestureConfiguration.standard
        c.addRegion("panel", rect: ScreenRect(x: 100, y: 100, width: 400, height: 300))
        c.addRegion("corner", rect: ScreenRect(x: 0, y: 0, width: 40, height: 40))
        c.add(.tap(name: "panelTap", region: "panel"))
        c.add(.doubleTap(name: "panelDoubleTap", region: "panel"))
        c.add(.tap(TapConfiguration(taps: 3), name: "panelTripleTap", region: "panel"))
        c.add(.pan(PanConfiguration(minimumFingers: 2, maximumFingers: 3), name: "panelPan", region: "panel"))
        c.add(.pinch(name: "panelPinch", region: "panel"))
        c.add(.rotate(name: "panelRotate", region: "panel"))
        c.add(.swipe(SwipeConfiguration(directions: .horizontal, fingers: 3), name: "panelSwipe", region: "panel"))
        c.add(.longPress(LongPressConfiguration(fingers: 3), name: "panelLongPress", region: "panel"))
        c.add(.edgeSwipe(EdgeSwipeConfiguration(fingers: 2), name: "panelEdge", region: "panel"))
        c.add(.tap(TapConfiguration(fingers: 4), name: "cornerTap", region: "corner"))
        c.relate("panelPinch", .transform, "panelRotate")
        c.relate("panelPan", .requiresFailureOf, "panelSwipe")
        c.relate("panelLongPress", .simultaneous, "panelPan")
        return c
    }

    /// Thresholds so small that every recognizer crosses them at once and timers are due
    /// within a millisecond: the arena and the deadlines get the most work.
    static var hairTrigger: GestureConfiguration {
        var c = GestureConfiguration(velocityWindowMilliseconds: 1, transitionLogCapacity: 1)
        c.add(.tap(TapConfiguration(maximumDurationMilliseconds: 1, maximumMovementMillimetres: 0.01)))
        c.add(.doubleTap(TapConfiguration(taps: 2, maximumIntervalMilliseconds: 1, maximumDistanceMillimetres: 0.01)))
        c.add(.longPress(LongPressConfiguration(minimumDurationMilliseconds: 1, maximumMovementMillimetres: 0.01)))
        c.add(.pan(PanConfiguration(minimumDistanceMillimetres: 0.001)))
        c.add(.swipe(SwipeConfiguration(minimumDistanceMillimetres: 0.001, minimumVelocityMillimetresPerSecond: 0.001)))
        c.add(.pinch(PinchConfiguration(minimumSpanMillimetres: 0.001, minimumSpanChangeMillimetres: 0.001)))
        c.add(.rotate(RotateConfiguration(deadZoneDegrees: 0.01, minimumSpanMillimetres: 0.001)))
        c.add(.edgeSwipe(EdgeSwipeConfiguration(edgeZonePoints: 10_000, minimumDistanceMillimetres: 0.001)))
        return c
    }

    static var transformPolicy: GestureConfiguration {
        var c = GestureConfiguration.standard
        c.pinchRotatePolicy = .transform
        return c
    }

    static var exclusivePolicy: GestureConfiguration {
        var c = GestureConfiguration.standard
        c.pinchRotatePolicy = .exclusive
        c.relations.removeAll()
        return c
    }
}
