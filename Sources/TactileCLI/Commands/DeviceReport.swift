import TactileCore
import TactileEvdev

/// Text and JSON renderings of probed devices for `tactile devices`.
enum DeviceReport {
    static func text(_ p: ProbedDevice) -> String {
        guard let d = p.description, let c = p.classification else {
            return "\(p.path)\n  error: \(p.error?.description ?? "unknown")\n"
        }
        var lines = ["\(p.path): \(d.name)"]
        lines.append("  kind: \(c.kind.rawValue)\(c.isUsed && p.siblingOf == nil ? "" : " (skipped)") — \(c.reason)")
        if let touch = p.siblingOf { lines.append("  " + SiblingNodes.reason(touchNode: touch)) }
        lines.append("  id: \(d.id)")
        if d.multitouchProtocol != .none {
            lines.append("  multitouch: protocol \(d.multitouchProtocol.rawValue)" + (d.multitouchProtocol == .b ? ", \(d.slotCount) slots" : ""))
        }
        for code in d.absInfo.keys.sorted() {
            let a = d.absInfo[code]!
            let res = a.resolution > 0 ? "\(a.resolution) units/mm" + (a.lengthMillimetres.map { " (\(rounded($0.value)) mm)" } ?? "") : "resolution 0 (unknown)"
            lines.append("  \(EventCode.name(type: EventType.abs, code: code)): \(a.minimum)..\(a.maximum), \(res)")
        }
        if let note = AssumedSize.note(for: d, screen: .default) {
            var screen = ScreenConfiguration.default
            if let display = DisplaySize.fill(&screen) {
                lines.append("  size: \(d.name) reports no resolution; \(display)")
            } else {
                lines.append("  size: " + note)
            }
        }
        if let rel = d.codes[EventType.rel], !rel.isEmpty {
            lines.append("  relative: " + rel.sorted().map { EventCode.name(type: EventType.rel, code: $0) }.joined(separator: " "))
        }
        let buttons = (d.codes[EventType.key] ?? []).filter { ButtonSet(evdevCode: $0) != nil }.sorted()
        if !buttons.isEmpty {
            lines.append("  buttons: " + buttons.map { EventCode.name(type: EventType.key, code: $0) }.joined(separator: " "))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func json(_ devices: [ProbedDevice]) -> String {
        var w = JSONLineWriter()
        w.beginArray()
        for p in devices {
            w.beginObject()
            w.key("path"); w.string(p.path)
            if let d = p.description, let c = p.classification {
                w.key("name"); w.string(d.name)
                w.key("kind"); w.string(c.kind.rawValue)
                w.key("used"); w.bool(c.isUsed && p.siblingOf == nil)
                w.key("reason"); w.string(c.reason)
                if let touch = p.siblingOf { w.key("siblingOf"); w.string(touch) }
                w.key("bus"); w.integer(d.id.bustype)
                w.key("vendor"); w.integer(d.id.vendor)
                w.key("product"); w.integer(d.id.product)
                w.key("version"); w.integer(d.id.version)
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
                w.key("error"); w.string(p.error?.description ?? "unknown")
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
