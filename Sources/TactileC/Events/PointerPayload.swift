import CTactile
import Tactile
import TactileCore
import TactilePointer

/// `struct tactile_pointer_update` <-> ``PointerUpdate``.
extension tactile_pointer_update {
    init(_ u: PointerUpdate) {
        self.init()
        x = u.model.x; y = u.model.y
        visible_x = u.visible.x; visible_y = u.visible.y
        if let region = u.region { CText.copy(region.rawValue, into: &self.region) }
        effect = CEnums.value(u.effect?.kind)
        if let e = u.effect {
            effect_scale = e.parameters.scale; effect_shadow = e.parameters.shadow; effect_tint = e.parameters.tint
        }
        switch u.shape {
        case .circle(let diameter):
            shape = CEnums.raw(TACTILE_SHAPE_CIRCLE)
            shape_x = u.visible.x - diameter / 2; shape_y = u.visible.y - diameter / 2
            shape_width = diameter; shape_height = diameter; shape_corner_radius = diameter / 2
        case .roundedRect(let r, let radius):
            shape = CEnums.raw(TACTILE_SHAPE_ROUNDED_RECT)
            shape_x = r.x; shape_y = r.y; shape_width = r.width; shape_height = r.height; shape_corner_radius = radius
        case .beam(let height):
            shape = CEnums.raw(TACTILE_SHAPE_BEAM)
            shape_x = u.visible.x; shape_y = u.visible.y - height / 2; shape_height = height
        }
        if let target = u.prediction.target { CText.copy(target.rawValue, into: &prediction_target) }
        prediction_x = u.prediction.point.x; prediction_y = u.prediction.point.y
        prediction_confidence = u.prediction.confidence
        absent = u.isPresent ? 0 : 1
    }

    func pointerUpdate(time: Timestamp) -> PointerUpdate? {
        let shapeValue: PointerShape
        switch shape {
        case CEnums.raw(TACTILE_SHAPE_CIRCLE): shapeValue = .circle(diameter: shape_width)
        case CEnums.raw(TACTILE_SHAPE_ROUNDED_RECT):
            shapeValue = .roundedRect(ScreenRect(x: shape_x, y: shape_y, width: shape_width, height: shape_height),
                                      cornerRadius: shape_corner_radius)
        case CEnums.raw(TACTILE_SHAPE_BEAM): shapeValue = .beam(height: shape_height)
        default: return nil
        }
        let effectValue = CEnums.effect(effect).map {
            ActiveEffect(kind: $0, parameters: EffectParameters(scale: effect_scale, shadow: effect_shadow, tint: effect_tint))
        }
        let target = CText.read(prediction_target)
        let model = ScreenPoint(x: x, y: y)
        let prediction = TargetPrediction(target: target.isEmpty ? nil : ElementID(target), targetSlot: -1,
                                          point: ScreenPoint(x: prediction_x, y: prediction_y),
                                          confidence: prediction_confidence, isActive: !target.isEmpty)
        let regionText = CText.read(region)
        return PointerUpdate(time: time, model: model, visible: ScreenPoint(x: visible_x, y: visible_y),
                             region: regionText.isEmpty ? nil : ElementID(regionText),
                             effect: effectValue, shape: shapeValue, prediction: prediction, isPresent: absent == 0)
    }
}

/// `struct tactile_pointer_event` <-> ``PointerEvent``.
extension tactile_pointer_event {
    init(_ e: PointerEvent) {
        self.init()
        kind = CEnums.value(e.kind)
        if let r = e.region { CText.copy(r.rawValue, into: &region) }
        button = UInt32(e.button.rawValue)
        wheel_vertical120 = e.wheelVertical120; wheel_horizontal120 = e.wheelHorizontal120
        x = e.position.x; y = e.position.y
    }

    func pointerEvent(time: Timestamp) -> PointerEvent? {
        guard let kind = CEnums.pointerEventKind(kind) else { return nil }
        let r = CText.read(region)
        return PointerEvent(time: time, kind: kind, region: r.isEmpty ? nil : ElementID(r),
                            button: ButtonSet(rawValue: UInt16(truncatingIfNeeded: button)), position: ScreenPoint(x: x, y: y),
                            wheelVertical120: wheel_vertical120, wheelHorizontal120: wheel_horizontal120)
    }
}

/// `struct tactile_element_tap` <-> ``ElementTap``.
extension tactile_element_tap {
    init(_ t: ElementTap) {
        self.init()
        source = CEnums.value(t.source)
        taps = Int32(clamping: t.taps)
        x = t.location.x; y = t.location.y
        CText.copy(t.element.rawValue, into: &region)
    }

    func elementTap(time: Timestamp) -> ElementTap? {
        guard let source = CEnums.tapSource(source) else { return nil }
        return ElementTap(time: time, element: ElementID(CText.read(region)), source: source,
                          location: ScreenPoint(x: x, y: y), taps: Int(taps))
    }
}
