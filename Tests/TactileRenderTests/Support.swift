import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Tactile
import TactileCore
import TactileRender
import TactileTrace

/// The repository's real recordings, found relative to this file (tests never read /work/shared).
enum RealTraces {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Traces/real/yaml")

    static var names: [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return files.filter { $0.hasSuffix(".yaml") }.sorted()
    }

    static func load(_ name: String) throws -> Trace {
        try TraceReader.read(path: directory.appendingPathComponent(name).path)
    }

    /// A trace whose devices are those of `names`, each shifted to start at time 0.
    static func merged(_ names: [String]) throws -> Trace {
        var devices: [TraceDevice] = []
        for name in names {
            for var device in try load(name).devices {
                let start = device.events.first?.time.microseconds ?? 0
                for i in device.events.indices {
                    device.events[i].time = Timestamp(microseconds: device.events[i].time.microseconds - start)
                }
                devices.append(device)
            }
        }
        return Trace(devices: devices)
    }
}

/// What the engine itself reports for a trace, collected independently of TactileRender.
struct EngineFacts {
    /// Touch ids per engine device id, in order of first appearance, with their last phase.
    var touches: [Int: [(id: Int, last: TouchPhase)]] = [:]
    /// Button presses per device: button names in order.
    var presses: [Int: [String]] = [:]

    init(trace: Trace, screen: ScreenConfiguration = .default) throws {
        var facts = EngineFacts.empty
        let engine = try Engine(configuration: Engine.Configuration(screen: screen))
        engine.onOutput = { output in
            guard case .frame(let device, _, let frame) = output else { return }
            switch frame {
            case .touch(let f):
                for t in f.touches {
                    if let i = facts.touches[device, default: []].firstIndex(where: { $0.id == t.id }) {
                        facts.touches[device]![i].last = t.phase
                    } else {
                        facts.touches[device, default: []].append((t.id, t.phase))
                    }
                }
            case .pointer(let f):
                facts.presses[device, default: []] += f.pressed.names
            case .pen:
                break
            }
        }
        TraceReplay(trace: trace).run(into: engine)
        self = facts
    }

    private init() {}
    private static var empty: EngineFacts { EngineFacts() }
}

/// A parsed SVG: every element with its attributes, parent, and text, in document order.
/// Parsing with a real XML parser also proves the output is well-formed.
final class ParsedSVG: NSObject, XMLParserDelegate {
    struct Element {
        var name: String
        var attributes: [String: String]
        var parent: Int?
        var text = ""
        var classes: [String] { (attributes["class"] ?? "").split(separator: " ").map(String.init) }
    }

    private(set) var elements: [Element] = []
    private var stack: [Int] = []
    private(set) var error: String?

    init(_ svg: String) {
        super.init()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = self
        if !parser.parse() { error = parser.parserError.map { "\($0)" } ?? "parse failed" }
    }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        elements.append(Element(name: name, attributes: attributes, parent: stack.last))
        stack.append(elements.count - 1)
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        stack.removeLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if let i = stack.last { elements[i].text += string }
    }

    func parser(_ parser: XMLParser, foundCDATA block: Data) {}

    var root: Element? { elements.first }

    func all(_ name: String? = nil, class cssClass: String? = nil) -> [Element] {
        elements.filter { (name == nil || $0.name == name) && (cssClass == nil || $0.classes.contains(cssClass!)) }
    }

    /// Indices of the descendants of element `index`.
    func descendants(of index: Int) -> [Element] {
        elements.indices.filter { i in
            var p = elements[i].parent
            while let q = p { if q == index { return true }; p = elements[q].parent }
            return false
        }.map { elements[$0] }
    }

    func index(ofID id: String) -> Int? { elements.firstIndex { $0.attributes["id"] == id } }
}

/// With `TACTILE_RENDER_OUT=DIR` in the environment, tests also write the SVGs
/// they check into DIR, to look at them in a browser (Tools/check-render.sh
/// screenshots the real traces).
func keepForInspection(_ svg: String, as name: String) {
    guard let dir = ProcessInfo.processInfo.environment["TACTILE_RENDER_OUT"], !dir.isEmpty else { return }
    try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    try? svg.write(toFile: dir + "/" + name + ".svg", atomically: true, encoding: .utf8)
}
