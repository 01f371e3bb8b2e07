import TactileCore

/// A pen display to generate traces for: a screen-sized digitizer (`INPUT_PROP_DIRECT`) with
/// pen and eraser tools, `BTN_TOUCH`, two barrel buttons, pressure, hover distance and tilt,
/// reporting at a fixed rate while the pen is in proximity (as Wacom's and AES pens do).
package struct SyntheticPen: Hashable, Sendable {
    package var name: String
    package var widthMillimetres: Double
    package var heightMillimetres: Double
    package var unitsPerMillimetre: Int32
    package var pressureMaximum: Int32
    package var distanceMaximum: Int32
    /// Tilt axes: ±64 at 57 units per radian (the Cintiq's).
    package var tiltUnitsPerRadian: Int32
    package var rateHertz: Double
    package var serial: Int32
    /// Bus, vendor and product: a virtual bus and 0:0, unless the pen must pair with a touch
    /// node by vendor:product (``paired(with:rateHertz:)``).
    package var inputID = InputID(bustype: 0x18, vendor: 0, product: 0, version: 1)

    package init(name: String, widthMillimetres: Double, heightMillimetres: Double, unitsPerMillimetre: Int32 = 100,
                pressureMaximum: Int32 = 4095, distanceMaximum: Int32 = 63, tiltUnitsPerRadian: Int32 = 57,
                rateHertz: Double, serial: Int32 = 0x1234567) {
        self.name = name; self.widthMillimetres = widthMillimetres; self.heightMillimetres = heightMillimetres
        self.unitsPerMillimetre = unitsPerMillimetre; self.pressureMaximum = pressureMaximum
        self.distanceMaximum = distanceMaximum; self.tiltUnitsPerRadian = tiltUnitsPerRadian
        self.rateHertz = rateHertz; self.serial = serial
    }

    /// A 13.3-inch pen display (294 x 165 mm) at `rateHertz`.
    package static func display(rateHertz: Double) -> SyntheticPen {
        SyntheticPen(name: "Tactile Synthetic 13.3in Pen", widthMillimetres: 294, heightMillimetres: 165, rateHertz: rateHertz)
    }

    /// The pen node of a pen display whose touch node is `panel`: the same size and
    /// vendor:product, so Tactile pairs the two (``SiblingNodes``).
    package static func paired(with panel: SyntheticTouchscreen, rateHertz: Double) -> SyntheticPen {
        var pen = SyntheticPen(name: panel.name + " Pen",
                               widthMillimetres: panel.size.width.value, heightMillimetres: panel.size.height.value,
                               rateHertz: rateHertz)
        pen.inputID = panel.inputID
        return pen
    }

    package var description: DeviceDescription {
        let w = Int32((widthMillimetres * Double(unitsPerMillimetre)).rounded())
        let h = Int32((heightMillimetres * Double(unitsPerMillimetre)).rounded())
        return DeviceDescription(
            name: name, id: inputID, properties: [EventCode.propDirect],
            codes: [EventType.syn: [0, 1, 3],
                    EventType.key: [EventCode.btnToolPen, EventCode.btnToolRubber, EventCode.btnTouch, EventCode.btnStylus, EventCode.btnStylus2],
                    EventType.msc: [EventCode.mscSerial]],
            absInfo: [
                EventCode.absX: AbsInfo(minimum: 0, maximum: w, resolution: unitsPerMillimetre),
                EventCode.absY: AbsInfo(minimum: 0, maximum: h, resolution: unitsPerMillimetre),
                EventCode.absPressure: AbsInfo(minimum: 0, maximum: pressureMaximum),
                EventCode.absDistance: AbsInfo(minimum: 0, maximum: distanceMaximum),
                EventCode.absTiltX: AbsInfo(minimum: -64, maximum: 63, resolution: tiltUnitsPerRadian),
                EventCode.absTiltY: AbsInfo(minimum: -64, maximum: 63, resolution: tiltUnitsPerRadian),
            ])
    }

    /// Where a point on the digitizer (mm) is on ``screen`` (pt): the digitizer covers the screen.
    package func screenPoint(of p: PhysicalPoint) -> ScreenPoint {
        let size = screen.sizePoints
        return ScreenPoint(x: p.x / widthMillimetres * size.width.value, y: p.y / heightMillimetres * size.height.value)
    }

    /// The screen the display is: 1920 x 1080 points over the digitizer.
    package var screen: ScreenConfiguration { .default }
}
