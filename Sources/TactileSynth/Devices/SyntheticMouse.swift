import TactileCore

/// A mouse the generator emits events for: its sensor resolution (DPI), how often it
/// reports, and its wheel.
public struct SyntheticMouse: Hashable, Sendable {
    public var name: String
    /// Sensor counts per inch of hand movement.
    public var dotsPerInch: Double
    /// USB polling rate: reports are only ever sent at multiples of 1 / rate.
    public var pollingRateHertz: Double
    public var wheel: MouseWheel
    public var hasHorizontalWheel: Bool

    public init(name: String, dotsPerInch: Double, pollingRateHertz: Double, wheel: MouseWheel,
                hasHorizontalWheel: Bool = false) {
        self.name = name; self.dotsPerInch = dotsPerInch; self.pollingRateHertz = pollingRateHertz
        self.wheel = wheel; self.hasHorizontalWheel = hasHorizontalWheel
    }

    /// Sensor counts for a hand movement of `mm` millimetres (not rounded).
    public func counts(millimetres mm: Double) -> Double { mm * dotsPerInch / PhysicalUnits.millimetresPerInch }

    public var description: DeviceDescription {
        var rel: Set<UInt16> = [EventCode.relX, EventCode.relY, EventCode.relWheel]
        if hasHorizontalWheel { rel.insert(EventCode.relHWheel) }
        if case .highResolution = wheel {
            rel.insert(EventCode.relWheelHiRes)
            if hasHorizontalWheel { rel.insert(EventCode.relHWheelHiRes) }
        }
        return DeviceDescription(
            name: name,
            id: InputID(bustype: 0x06, vendor: 0, product: 0, version: 1),
            codes: [
                EventType.syn: [EventCode.synReport, EventCode.synConfig, EventCode.synDropped],
                EventType.key: Set(MouseButton.allCases.map(\.code)),
                EventType.rel: rel,
                EventType.msc: [MouseButton.mscScan],
            ])
    }
}
