import TactileCore

/// One discrete event: `{"t": .., "event": "enter|exit|press|release|click", "region": <id or null>}`.
public struct PointerEvent: Hashable, Sendable {
    public var time: Timestamp
    public var kind: PointerEventKind
    public var region: ElementID?

    public init(time: Timestamp, kind: PointerEventKind, region: ElementID?) {
        self.time = time; self.kind = kind; self.region = region
    }
}
