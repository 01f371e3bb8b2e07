/// The second node many touch panels expose: a mouse emulation of the same panel (the same
/// finger as `BTN_LEFT` and motion), beside the direct touch node. Using both would turn one
/// finger into a gesture and a pointer at once (fusuma #236, evdev-right-click-emulation #3),
/// so by default only the touch node is used.
///
/// Two nodes are one panel when they have the same non-zero vendor:product and, where both
/// report them, the same physical path up to the interface (`usb-0000:00:14.0-4/input0` and
/// `.../input1`) and the same unique id; nodes without vendor:product (I2C panels report
/// 0000:0000) must share the physical path. A group counts only with exactly one direct touch
/// node: two identical monitors (same vendor:product, no phys) are two panels, not siblings.
package enum SiblingNodes {
    /// Why a sibling is not used, as `tactile devices` and the live loop say it.
    package static func reason(touchNode: String) -> String {
        "sibling of \(touchNode): mouse emulation of the same panel; not used"
    }

    /// For each mouse-emulation node that is a sibling of a direct touch node, that touch node's key.
    package static func touchNodes<Key: Hashable>(of devices: [(key: Key, description: DeviceDescription)]) -> [Key: Key] {
        var result: [Key: Key] = [:]
        for candidate in devices where isMouseEmulation(candidate.description) {
            let panels = devices.filter { isDirectTouch($0.description) && samePanel($0.description, candidate.description) }
            if panels.count == 1 { result[candidate.key] = panels[0].key }
        }
        return result
    }

    /// Whether `a` and `b` are nodes of one physical device (see the type's rules).
    package static func samePanel(_ a: DeviceDescription, _ b: DeviceDescription) -> Bool {
        let physA = a.phys.map(physicalPrefix), physB = b.phys.map(physicalPrefix)
        if let physA, let physB, physA != physB { return false }
        if let uniqA = a.uniq, let uniqB = b.uniq, uniqA != uniqB { return false }
        if a.id.vendor != 0 || a.id.product != 0 {
            return a.id.vendor == b.id.vendor && a.id.product == b.id.product
        }
        return physA != nil && physA == physB && b.id.vendor == 0 && b.id.product == 0
    }

    /// A direct touch node: what the panel's touches are read from (a touchscreen by its own
    /// touch axes, not one that a quirk made of a mouse-shaped node).
    package static func isDirectTouch(_ d: DeviceDescription) -> Bool {
        d.classification.kind == .touchscreen && !isMouseEmulation(d)
    }

    /// A pointer made from the panel: `BTN_LEFT` with relative or absolute motion and no touch of
    /// its own (no `BTN_TOUCH`, no MT axes, no `INPUT_PROP_DIRECT`). Judged by capabilities, not by
    /// classification: a quirk may make such a node a touchscreen (a panel that has only this
    /// node), but beside a real touch node of the same panel it is still the emulation.
    package static func isMouseEmulation(_ d: DeviceDescription) -> Bool {
        guard d.has(type: EventType.key, code: EventCode.btnLeft),
              !d.has(type: EventType.key, code: EventCode.btnTouch),
              !d.has(property: EventCode.propDirect),
              !d.has(type: EventType.abs, code: EventCode.absMTPositionX) else { return false }
        let relative = d.has(type: EventType.rel, code: EventCode.relX) && d.has(type: EventType.rel, code: EventCode.relY)
        let absolute = d.has(type: EventType.abs, code: EventCode.absX) && d.has(type: EventType.abs, code: EventCode.absY)
        return relative || absolute
    }

    /// `usb-0000:00:14.0-4/input1` -> `usb-0000:00:14.0-4`: the device, not its interface.
    static func physicalPrefix(_ phys: String) -> String {
        guard let slash = phys.lastIndex(of: "/") else { return phys }
        let last = phys[phys.index(after: slash)...]
        return last.hasPrefix("input") && last.dropFirst(5).allSatisfy(\.isNumber) ? String(phys[..<slash]) : phys
    }
}
