import TactileCore
import TactilePointer

/// A tap on an app element, whether it came from a finger or a mouse click:
/// the one API an app needs to act on its buttons.
///
/// A one-finger tap gesture lands on the element whose hit region contains the
/// touch (the same padded regions as the pointer, without magnetism); a pointer
/// `click` lands on the element the pointer was on.
public struct ElementTap: Hashable, Sendable {
    public enum Source: String, Hashable, Sendable { case touch, pointer }

    public var time: Timestamp
    public var element: ElementID
    public var source: Source
    /// Where it happened, in points.
    public var location: ScreenPoint
    /// 1 for a single tap, 2 for a double tap... (always 1 for pointer clicks).
    public var taps: Int

    public init(time: Timestamp, element: ElementID, source: Source, location: ScreenPoint, taps: Int) {
        self.time = time; self.element = element; self.source = source; self.location = location; self.taps = taps
    }

    /// `{"t":..,"event":"tap","region":"ok","source":"touch","x":..,"y":..,"taps":1}`
    public func write(to w: inout JSONLineWriter) {
        w.beginObject()
        w.key("t"); w.number(time.seconds, decimals: 6)
        w.key("event"); w.string("tap")
        w.key("region"); w.string(element.rawValue)
        w.key("source"); w.string(source.rawValue)
        w.key("x"); w.number(location.x, decimals: 2)
        w.key("y"); w.number(location.y, decimals: 2)
        w.key("taps"); w.integer(taps)
        w.endObject()
    }
}
