import Foundation
import TactileCore


// The layout JSON the CLI reads:
// {"screen": {"width": <pt>, "height": <pt>},
//  "elements": [{"id": "ok", "x": .., "y": .., "width": .., "height": .., "cornerRadius": ..,
//                "bezeled": true, "effect": "highlight", "group": "toolbar", "z": 0,
//                "text": false, "lineHeight": ..}]}
// Required: screen.width/height, and per element id, x, y, width, height. Defaults:
// cornerRadius 0, bezeled false, effect "highlight", group none, z 0, text false;
// lineHeight is required when text is true. Unknown keys are errors (typos must not
// silently fall back to defaults).

extension PointerLayout {
    /// Decodes a layout document; errors name the key path (`elements[3].width`).
    public init(jsonData data: Data, file: String? = nil) throws(PointerLayoutError) {
        do {
            let document = try JSONDecoder().decode(LayoutDocument.self, from: data)
            self = document.layout
        } catch let error as PointerLayoutError {
            var e = error
            e.file = file
            throw e
        } catch let error as DecodingError {
            throw PointerLayoutError(decoding: error, file: file)
        } catch {
            throw PointerLayoutError(file: file, keyPath: "", message: "\(error)")
        }
    }

    /// Reads and decodes a layout file.
    public init(contentsOf url: URL) throws(PointerLayoutError) {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw PointerLayoutError(file: url.path, keyPath: "", message: "cannot read file: \(error.localizedDescription)")
        }
        try self.init(jsonData: data, file: url.path)
    }
}

extension PointerLayoutError {
    init(decoding error: DecodingError, file: String?) {
        func path(_ keys: [any CodingKey]) -> String {
            var s = ""
            for k in keys {
                if let i = k.intValue { s += "[\(i)]" } else { s += s.isEmpty ? k.stringValue : "." + k.stringValue }
            }
            return s
        }
        func name(_ type: Any.Type) -> String {
            switch type {
            case is Double.Type, is Int.Type: return "a number"
            case is String.Type: return "a string"
            case is Bool.Type: return "true or false"
            case is [LayoutElement].Type: return "an array of elements"
            default: return "an object"
            }
        }
        switch error {
        case .typeMismatch(let type, let context):
            self.init(file: file, keyPath: path(context.codingPath), message: "expected \(name(type))")
        case .valueNotFound(let type, let context):
            self.init(file: file, keyPath: path(context.codingPath), message: "expected \(name(type)), found null")
        case .keyNotFound(let key, let context):
            self.init(file: file, keyPath: path(context.codingPath + [key]), message: "missing required key")
        case .dataCorrupted(let context):
            var message = context.debugDescription
            if let underlying = context.underlyingError { message += " (\(underlying))" }
            self.init(file: file, keyPath: path(context.codingPath), message: message)
        @unknown default:
            self.init(file: file, keyPath: "", message: "\(error)")
        }
    }
}

/// A string coding key, so unknown keys can be listed.
struct LayoutKey: CodingKey, Hashable {
    var stringValue: String
    var intValue: Int? { nil }
    init(_ s: String) { stringValue = s }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

extension KeyedDecodingContainer where K == LayoutKey {
    func rejectUnknownKeys(allowed: Set<String>) throws(PointerLayoutError) {
        for key in allKeys.sorted(by: { $0.stringValue < $1.stringValue }) where !allowed.contains(key.stringValue) {
            let base = codingPath.map { $0.intValue.map { "[\($0)]" } ?? "." + $0.stringValue }.joined()
            let trimmed = base.hasPrefix(".") ? String(base.dropFirst()) : base
            throw PointerLayoutError(keyPath: trimmed.isEmpty ? key.stringValue : trimmed + "." + key.stringValue,
                                     message: "unknown key (expected one of: \(allowed.sorted().joined(separator: ", ")))")
        }
    }

    func keyPath(_ key: String) -> String {
        let base = codingPath.map { $0.intValue.map { "[\($0)]" } ?? "." + $0.stringValue }.joined()
        let trimmed = base.hasPrefix(".") ? String(base.dropFirst()) : base
        return trimmed.isEmpty ? key : trimmed + "." + key
    }

    func finite(_ key: String, minimum: Double? = nil) throws -> Double {
        let v = try decode(Double.self, forKey: LayoutKey(key))
        guard v.isFinite else { throw PointerLayoutError(keyPath: keyPath(key), message: "expected a finite number") }
        if let minimum, v < minimum {
            throw PointerLayoutError(keyPath: keyPath(key), message: "expected a number >= \(minimum), got \(v)")
        }
        return v
    }
}

struct LayoutDocument: Decodable {
    var layout: PointerLayout

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: LayoutKey.self)
        try c.rejectUnknownKeys(allowed: ["screen", "elements"])
        let screen = try c.nestedContainer(keyedBy: LayoutKey.self, forKey: LayoutKey("screen"))
        try screen.rejectUnknownKeys(allowed: ["width", "height"])
        let width = try screen.finite("width", minimum: 1)
        let height = try screen.finite("height", minimum: 1)
        let elements = try c.decodeIfPresent([LayoutElement].self, forKey: LayoutKey("elements")) ?? []
        var seen: [ElementID: Int] = [:]
        for (i, e) in elements.enumerated() {
            if let first = seen[e.element.id] {
                throw PointerLayoutError(keyPath: "elements[\(i)].id",
                                         message: "duplicate id \"\(e.element.id)\" (first used by elements[\(first)])")
            }
            seen[e.element.id] = i
        }
        layout = PointerLayout(screenWidth: width, screenHeight: height, elements: elements.map(\.element))
    }
}

struct LayoutElement: Decodable {
    var element: PointerElement

    static let keys: Set<String> = ["id", "x", "y", "width", "height", "cornerRadius", "bezeled",
                                    "effect", "group", "z", "text", "lineHeight"]

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: LayoutKey.self)
        try c.rejectUnknownKeys(allowed: Self.keys)
        let id = try c.decode(String.self, forKey: LayoutKey("id"))
        guard !id.isEmpty else { throw PointerLayoutError(keyPath: c.keyPath("id"), message: "expected a non-empty string") }
        let frame = ScreenRect(x: try c.finite("x"), y: try c.finite("y"),
                               width: try c.finite("width", minimum: 0), height: try c.finite("height", minimum: 0))
        let radius = try c.contains(LayoutKey("cornerRadius")) ? c.finite("cornerRadius", minimum: 0) : 0
        let bezeled = try c.decodeIfPresent(Bool.self, forKey: LayoutKey("bezeled")) ?? false
        var effect = PointerEffect.highlight
        if let name = try c.decodeIfPresent(String.self, forKey: LayoutKey("effect")) {
            guard let e = PointerEffect(rawValue: name) else {
                throw PointerLayoutError(keyPath: c.keyPath("effect"),
                                         message: "expected one of highlight, lift, hover, none; got \"\(name)\"")
            }
            effect = e
        }
        let group = try c.decodeIfPresent(String.self, forKey: LayoutKey("group"))
        var z = 0
        if c.contains(LayoutKey("z")) {
            // Decoded as a number and checked here: Foundation's own Int error has no key path.
            let v = try c.finite("z")
            guard v == v.rounded(), abs(v) < 1e15 else { throw PointerLayoutError(keyPath: c.keyPath("z"), message: "expected an integer, got \(v)") }
            z = Int(v)
        }
        let text = try c.decodeIfPresent(Bool.self, forKey: LayoutKey("text")) ?? false
        var lineHeight = 20.0
        if c.contains(LayoutKey("lineHeight")) {
            lineHeight = try c.finite("lineHeight")
            guard lineHeight > 0 else { throw PointerLayoutError(keyPath: c.keyPath("lineHeight"), message: "expected a number > 0") }
        } else if text {
            throw PointerLayoutError(keyPath: c.keyPath("lineHeight"), message: "required when text is true")
        }
        element = PointerElement(id: ElementID(id), frame: frame, cornerRadius: radius, isBezeled: bezeled,
                                 effect: effect, z: z, group: group, isTextInput: text, lineHeight: lineHeight)
    }
}
