import TactileCore
import TactileFilter
import TactileGestures

/// The inspector's transition lines: a recognizer's, and the input filter's.
enum TransitionJSON {
    /// `{"t":..,"event":"transition","device":..,"recognizer":..,"kind":..,"from":..,"to":..,"reason":..}`;
    /// `names`: the recognizers' configured names, which reasons quote.
    static func write(_ record: TransitionRecord, device: String, recognizer name: String?, names: [String],
                      into w: inout JSONLineWriter) {
        w.beginObject()
        w.key("t"); w.number(record.time.seconds, decimals: 6)
        w.key("event"); w.string("transition")
        w.key("device"); w.string(device)
        w.key("recognizer"); if let name { w.string(name) } else { w.null() }
        w.key("kind"); if let kind = record.kind { w.string(kind.rawValue) } else { w.null() }
        w.key("from"); w.string(record.from.rawValue)
        w.key("to"); w.string(record.to.rawValue)
        w.key("reason"); w.string(record.reason.text(names: names))
        w.endObject()
    }

    /// `{"t":..,"event":"filterTransition","device":..,"machine":"touch|mouse",...,"reason":..}`.
    static func write(_ record: FilterTransition, into w: inout JSONLineWriter) {
        w.beginObject()
        w.key("t"); w.number(record.time.seconds, decimals: 6)
        w.key("event"); w.string("filterTransition")
        w.key("device"); w.integer(record.device)
        switch record.machine {
        case .touch(let id, let from, let to):
            w.key("machine"); w.string("touch")
            w.key("touch"); w.integer(id)
            w.key("from"); w.string(from.rawValue)
            w.key("to"); w.string(to.rawValue)
        case .mouse(let from, let to):
            w.key("machine"); w.string("mouse")
            w.key("from"); w.string(from.rawValue)
            w.key("to"); w.string(to.rawValue)
        }
        w.key("reason"); w.string(record.reason.description)
        w.endObject()
    }
}
