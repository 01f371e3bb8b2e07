import TactileCore
import TactileSystem

/// Text and JSON renderings of probed devices for `tactile devices`.
enum DeviceReport {
    /// A device node, or one device of a trace (`path` is then the trace's name).
    struct Entry {
        var path: String
        var description: DeviceDescription?
        var error: String?
        /// The direct touch node this node is the mouse emulation of (``SiblingNodes``).
        var siblingOf: String?

        /// A live node: the connected display's EDID may give the panel's size.
        var live = true

        init(_ p: ProbedDevice) { path = p.path; description = p.description; error = p.error?.description; siblingOf = p.siblingOf }
        init(path: String, description: DeviceDescription) { self.path = path; self.description = description; live = false }
    }

    static func text(_ p: ProbedDevice) -> String { text(Entry(p)) }

    static func text(_ p: Entry) -> String {
        guard let d = p.description else {
            return "\(p.path)\n  error: \(p.error ?? "unknown")\n"
        }
        let c = d.classification
        let live = p.live
        var lines = ["\(p.path): \(d.name)"]
        lines.append("  kind: \(c.kind.rawValue)\(c.pointerMotion.map { " (\($0.rawValue))" } ?? "")\(c.isUsed && p.siblingOf == nil ? "" : " (skipped)") — \(c.reason)")
        if let touch = p.siblingOf { lines.append("  " + SiblingNodes.reason(touchNode: touch)) }
        lines.append("  id: \(d.id)")
        if let quirk = d.quirk { lines.append("  quirk: \(quirk): \(quirk.attributesText)") }
        if d.multitouchProtocol != .none {
            lines.append("  multitouch: protocol \(d.multitouchProtocol.rawValue)" + (d.multitouchProtocol == .b ? ", \(d.slotCount) slots" : ""))
        }
        for code in d.absInfo.keys.sorted() {
            let a = d.absInfo[code]!
            let res = a.resolution > 0 ? "\(a.resolution) units/mm" + (a.lengthMillimetres.map { " (\(rounded($0.value)) mm)" } ?? "") : "resolution 0 (unknown)"
            lines.append("  \(EventCode.name(type: EventType.abs, code: code)): \(a.minimum)..\(a.maximum), \(res)")
        }
        var screen = ScreenConfiguration.default
        if live { _ = DisplaySize.fill(&screen) }
        if let mapper = AssumedSize.sizing(for: d, screen: screen) {
            lines.append("  size: " + AssumedSize.text(mapper))
            if let warning = mapper.sizing.warning { lines.append("  size warning: " + warning) }
        }
        if let palm = palmText(d, screen: screen) { lines.append("  palms: " + palm) }
        if c.kind == .pen { lines.append("  pen: " + PenAxes(device: d).summary) }
        if let rel = d.codes[EventType.rel], !rel.isEmpty {
            lines.append("  relative: " + rel.sorted().map { EventCode.name(type: EventType.rel, code: $0) }.joined(separator: " "))
        }
        let buttons = (d.codes[EventType.key] ?? []).filter { ButtonSet(evdevCode: $0) != nil }.sorted()
        if !buttons.isEmpty {
            lines.append("  buttons: " + buttons.map { EventCode.name(type: EventType.key, code: $0) }.joined(separator: " "))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The assembler of a touchscreen that reports contact size, pressure or tool type (what
    /// palm rejection reads), with the default palm settings and its quirk; nil otherwise.
    static func palmAssembler(_ d: DeviceDescription, screen: ScreenConfiguration,
                              palm: PalmConfiguration = PalmConfiguration()) -> FrameAssembler? {
        guard d.classification.kind == .touchscreen else { return nil }
        let axes = [EventCode.absMTTouchMajor, EventCode.absMTWidthMajor, EventCode.absMTToolType, EventCode.absMTPressure, EventCode.absPressure]
        guard axes.contains(where: { d.absInfo[$0] != nil }) else { return nil }
        return FrameAssembler(device: d, screen: screen, palm: palm)
    }

    /// `contact size ABS_MT_TOUCH_MAJOR, 0.500 mm/unit (its resolution); size threshold 30 mm (default), ...`.
    static func palmText(_ d: DeviceDescription, screen: ScreenConfiguration,
                         palm: PalmConfiguration = PalmConfiguration()) -> String? {
        guard let a = palmAssembler(d, screen: screen, palm: palm) else { return nil }
        let t = a.palmThresholds
        var s = "MT_TOOL_PALM " + (d.absInfo[EventCode.absMTToolType] != nil ? "honoured" : "not reported")
        s += "; contact size " + (a.contactSizing?.text ?? "not reported")
        if let w = a.contactSizing?.warning { s += " (\(w))" }
        let sizeApplies = a.contactSizing != nil && a.contactSizing?.warning == nil
        s += "; size threshold " + (sizeApplies ? t.sizeMillimetres.map { "\(plainNumber($0)) mm (\(t.sizeSource.text))" } ?? "off (\(t.sizeSource.text))" : "n/a")
        s += "; pressure threshold " + (t.pressure.map { "\(plainNumber($0)) (\(t.pressureSource.text))" } ?? "off (\(t.pressureSource.text))")
        return s
    }

    static func json(_ devices: [ProbedDevice]) -> String { json(devices.map(Entry.init)) }

    static func json(_ devices: [Entry]) -> String {
        var w = JSONLineWriter()
        w.beginArray()
        for p in devices {
            w.beginObject()
            w.key("path"); w.string(p.path)
            if let d = p.description {
                let c = d.classification
                w.key("name"); w.string(d.name)
                w.key("kind"); w.string(c.kind.rawValue)
                if let motion = c.pointerMotion { w.key("pointer_motion"); w.string(motion.rawValue) }
                w.key("used"); w.bool(c.isUsed && p.siblingOf == nil)
                w.key("reason"); w.string(c.reason)
                if let touch = p.siblingOf { w.key("siblingOf"); w.string(touch) }
                w.key("udev"); w.beginArray()
                for name in c.udev.propertyNames { w.string(name) }
                w.endArray()
                if let quirk = d.quirk {
                    w.key("quirk"); w.beginObject()
                    w.key("sections"); w.beginArray()
                    for name in quirk.names { w.string(name) }
                    w.endArray()
                    w.key("sources"); w.beginArray()
                    for source in quirk.sources { w.string(source) }
                    w.endArray()
                    w.key("attributes"); w.string(quirk.attributesText)
                    w.endObject()
                }
                w.key("bus"); w.integer(d.id.bustype)
                w.key("vendor"); w.integer(d.id.vendor)
                w.key("product"); w.integer(d.id.product)
                w.key("version"); w.integer(d.id.version)
                var screen = ScreenConfiguration.default
                if p.live { _ = DisplaySize.fill(&screen) }
                if let mapper = AssumedSize.sizing(for: d, screen: screen) {
                    w.key("size_mm"); w.beginArray(); w.number(mapper.physicalWidth.value, decimals: 1); w.number(mapper.physicalHeight.value, decimals: 1); w.endArray()
                    w.key("size_source"); w.string(mapper.sizing.source.name)
                    if let warning = mapper.sizing.warning { w.key("size_warning"); w.string(warning) }
                }
                if let a = palmAssembler(d, screen: screen) {
                    if let sizing = a.contactSizing {
                        w.key("contact_size_source"); w.string(sizing.source.name)
                        w.key("contact_size_mm_per_unit"); w.number(sizing.millimetresPerUnit, decimals: 4)
                        if let warning = sizing.warning { w.key("contact_size_warning"); w.string(warning) }
                    }
                    w.key("palm_size_threshold_mm")
                    if let v = a.palmThresholds.sizeMillimetres, a.contactSizing?.warning == nil, a.contactSizing != nil { w.number(v, decimals: 1) } else { w.null() }
                    w.key("palm_pressure_threshold")
                    if let v = a.palmThresholds.pressure { w.number(v, decimals: 3) } else { w.null() }
                }
                w.key("multitouch"); w.string(d.multitouchProtocol.rawValue)
                w.key("slots"); w.integer(d.slotCount)
                w.key("axes"); w.beginArray()
                for code in d.absInfo.keys.sorted() {
                    let a = d.absInfo[code]!
                    w.beginObject()
                    w.key("code"); w.string(EventCode.name(type: EventType.abs, code: code))
                    w.key("min"); w.integer(a.minimum)
                    w.key("max"); w.integer(a.maximum)
                    w.key("resolution"); w.integer(a.resolution)
                    w.key("fuzz"); w.integer(a.fuzz)
                    w.endObject()
                }
                w.endArray()
                w.key("properties"); w.beginArray()
                for prop in d.properties.sorted() { w.integer(prop) }
                w.endArray()
            } else {
                w.key("error"); w.string(p.error ?? "unknown")
            }
            w.endObject()
        }
        w.endArray()
        return w.line
    }

    private static func rounded(_ v: Double) -> String {
        String((v * 10).rounded() / 10)
    }
}
