import TactileCore
import TactileFilter
import Tactile

/// The inspector's own lines, beside the output it shares with the clients (``WebStreamSink``
/// on `/inspect`): the hello a new inspector gets first, recognizer and filter transitions
/// with their reasons, and the filter's latency. Formatted only while an inspector watches.
final class InspectorFeed {
    let web: WebServer
    /// Touches the filter had decided when the inspector last got its latency line.
    private var lastFilterDecisions = -1
    /// The time of the session's first input (the hello's `sessionStart`): the inspector
    /// shows every time relative to it, whenever the page was opened.
    var sessionStart: Timestamp?

    /// nil unless the web section serves the inspector.
    init?(web: WebServer?) {
        guard let web, web.configuration.inspector else { return nil }
        self.web = web
    }

    private var watched: Bool { web.clientCount(.inspector) > 0 }

    /// Recognizer transitions (set again for each new engine).
    func observeTransitions(of engine: Engine) {
        let names = engine.configuration.gestures?.recognizers.map(\.name) ?? []
        engine.transitionObserver = { [web] device, record, name in
            guard web.clientCount(.inspector) > 0 else { return }
            var w = JSONLineWriter(capacity: 192)
            TransitionJSON.write(record, device: device, recognizer: name, names: names, into: &w)
            web.broadcast(w.bytes, to: .inspector)
        }
    }

    /// The filter's transitions (set again after a reload: a new filter).
    func observeTransitions(of filterRunner: FilterRunner) {
        filterRunner.setTransitionObserver { [web] record in
            guard web.clientCount(.inspector) > 0 else { return }
            var w = JSONLineWriter(capacity: 192)
            TransitionJSON.write(record, into: &w)
            web.broadcast(w.bytes, to: .inspector)
        }
    }

    /// What a new inspector learns first: the screen, the layout's elements with their hit
    /// regions, the open devices and the recognizers. Sent to those watching too.
    func updateHello(engine: Engine, devices: [OpenDevice], captureButton: Bool) {
        let engineConfiguration = engine.configuration
        var w = JSONLineWriter(capacity: 1024)
        w.beginObject()
        w.key("event"); w.string("hello")
        w.key("version"); w.string("\(TactileVersion.string)")
        let bounds = engineConfiguration.screenBounds
        w.key("screen"); w.beginObject()
        w.key("width"); w.number(bounds.width, decimals: 2)
        w.key("height"); w.number(bounds.height, decimals: 2)
        w.endObject()
        w.key("recordSeconds"); w.integer(web.configuration.recordSeconds)
        w.key("sessionStart"); if let sessionStart { w.number(sessionStart.seconds, decimals: 6) } else { w.null() }
        // The inspector shows its Capture button (POST /capture) when the http trigger is on.
        w.key("capture"); w.bool(captureButton)
        w.key("devices"); w.beginArray()
        for device in devices {
            w.beginObject()
            w.key("id"); w.integer(device.loopID)
            w.key("path"); w.string(device.path)
            w.key("name"); w.string(device.description.name)
            w.key("kind"); w.string(device.description.classification.kind.rawValue)
            w.endObject()
        }
        w.endArray()
        w.key("recognizers"); w.beginArray()
        for recognizer in engineConfiguration.gestures?.recognizers ?? [] { w.string(recognizer.name) }
        w.endArray()
        w.key("elements"); w.beginArray()
        if let map = engine.pointer?.map {
            for entry in map.entries {
                guard let element = map.element(atSlot: entry.slot) else { continue }
                w.beginObject()
                w.key("id"); w.string(element.id.rawValue)
                w.key("x"); w.number(element.frame.x, decimals: 2)
                w.key("y"); w.number(element.frame.y, decimals: 2)
                w.key("width"); w.number(element.frame.width, decimals: 2)
                w.key("height"); w.number(element.frame.height, decimals: 2)
                w.key("cornerRadius"); w.number(element.cornerRadius, decimals: 2)
                w.key("bezeled"); w.bool(element.isBezeled)
                w.key("effect"); w.string(element.effect.rawValue)
                w.key("hit"); w.beginObject()
                w.key("x"); w.number(entry.minX, decimals: 2)
                w.key("y"); w.number(entry.minY, decimals: 2)
                w.key("width"); w.number(entry.maxX - entry.minX, decimals: 2)
                w.key("height"); w.number(entry.maxY - entry.minY, decimals: 2)
                w.endObject()
                w.endObject()
            }
        }
        w.endArray()
        w.endObject()
        web.setInspectorHello(w.bytes)
        if watched { web.broadcast(w.bytes, to: .inspector) }
    }

    /// `{"t":..,"event":"action","name":..,"outcome":..}`: an action that ran (`started pid N`,
    /// its keys, or the error starting it) or that edge protection held back (`edge protected`).
    func action(name: String, outcome: String, time: Timestamp) {
        guard watched else { return }
        var w = JSONLineWriter(capacity: 160)
        w.beginObject()
        w.key("t"); w.number(time.seconds, decimals: 6)
        w.key("event"); w.string("action")
        w.key("name"); w.string(name)
        w.key("outcome"); w.string(outcome)
        w.endObject()
        web.broadcast(w.bytes, to: .inspector)
    }

    /// `{"event":"filterLatency",...}` when the filter decided another touch.
    func filterLatency(_ filterRunner: FilterRunner) {
        guard watched, let latency = filterRunner.filter?.latency else { return }
        let decided = latency.touchesForwarded + latency.touchesFlushed + latency.touchesConsumed + latency.touchesCancelled
        guard decided != lastFilterDecisions else { return }
        lastFilterDecisions = decided
        var w = JSONLineWriter(capacity: 320)
        func histogram(_ key: StaticString, _ h: FilterLatency.Histogram) {
            w.key(key); w.beginObject()
            w.key("count"); w.integer(h.count)
            w.key("p50Milliseconds"); if let q = h.quantile(0.5) { w.number(q.value, decimals: 3) } else { w.null() }
            w.key("p99Milliseconds"); if let q = h.quantile(0.99) { w.number(q.value, decimals: 3) } else { w.null() }
            w.endObject()
        }
        w.beginObject()
        w.key("event"); w.string("filterLatency")
        histogram("forwarded", latency.forwarded)
        histogram("held", latency.held)
        w.key("touches"); w.beginObject()
        w.key("forwarded"); w.integer(latency.touchesForwarded)
        w.key("flushed"); w.integer(latency.touchesFlushed)
        w.key("consumed"); w.integer(latency.touchesConsumed)
        w.key("cancelled"); w.integer(latency.touchesCancelled)
        w.endObject()
        w.endObject()
        web.broadcast(w.bytes, to: .inspector)
    }
}
