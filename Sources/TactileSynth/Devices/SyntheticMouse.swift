import TactileCore

/// A mouse the generator emits events for: its sensor resolution (DPI), how often it
/// reports, and its wheel.
package struct SyntheticMouse: Hashable, Sendable {
    package var name: String
    /// Sensor counts per inch of hand movement.
    package var dotsPerInch: Double
    /// USB polling rate: reports are only ever sent at multiples of 1 / rate.
    package var pollingRateHertz: Double
    package var wheel: MouseWheel
    package var hasHorizontalWheel: Bool

    package init(name: String, dotsPerInch: Double, pollingRateHertz: Double, wheel: MouseWheel,
                hasHorizontalWheel: Bool = false) {
        self.name = name; self.dotsPerInch = dotsPerInch; self.pollingRateHertz = pollingRateHertz
        self.wheel = wheel; self.hasHorizontalWheel = hasHorizontalWheel
    }

    /// Sensor counts for a hand movement of `mm` millimetres (not rounded).
    package func counts(millimetres mm: Double) -> Double { mm * dotsPerInch / PhysicalUnits.millimetresPerInch }

    package var description: DeviceDescription {
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
