import TactileCore

/// A minimal SVG 1.1 writer: elements, attributes and text, escaped, with
/// coordinates rounded to 0.1 so the same input always gives the same bytes.
///
/// Coordinates are in the document's user units (1 unit = 1 CSS pixel at the
/// natural size). The root element (with `xmlns`, `viewBox`, `width`, `height`)
/// is written by ``finish(width:height:)`` because the height is only known
/// once every panel has been laid out.
///
/// Attributes with an empty value are left out, so an optional attribute can be
/// written as `"stroke-dasharray": dash ?? ""`.
struct SVGDocument: Sendable {
    /// The body, between the root's start and end tags.
    private var body: String = ""
    private var depth = 1
    private var openElements: [String] = []

    init() {
        body.reserveCapacity(64 * 1024)
    }

    /// An empty element: `<name a="v" .../>`.
    mutating func element(_ name: String, _ attributes: KeyValuePairs<String, String>) {
        startTag(name, attributes, selfClosing: true)
    }

    /// An element whose content is text: `<name ...>text</name>`.
    mutating func element(_ name: String, _ attributes: KeyValuePairs<String, String>, text: String) {
        indent()
        body += "<" + name
        append(attributes)
        body += ">" + Self.escape(text) + "</" + name + ">\n"
    }

    /// Opens an element that will hold children; close it with ``close()``.
    mutating func open(_ name: String, _ attributes: KeyValuePairs<String, String> = [:]) {
        startTag(name, attributes, selfClosing: false)
        openElements.append(name)
        depth += 1
    }

    /// Closes the innermost element opened with ``open(_:_:)``.
    mutating func close() {
        guard let name = openElements.popLast() else { return }
        depth -= 1
        indent()
        body += "</" + name + ">\n"
    }

    /// A `<text>` element at (`x`, `y`) (the baseline) with a CSS class.
    mutating func text(_ string: String, x: Double, y: Double, class cssClass: String,
                              anchor: TextAnchor = .start, fill: String? = nil) {
        indent()
        body += "<text x=\"" + Self.number(x) + "\" y=\"" + Self.number(y) + "\" class=\"" + cssClass + "\""
        if anchor != .start { body += " text-anchor=\"" + anchor.rawValue + "\"" }
        // A style attribute, because the style sheet's text rules beat a `fill` attribute.
        if let fill { body += " style=\"fill:" + Self.escape(fill) + "\"" }
        body += ">" + Self.escape(string) + "</text>\n"
    }

    /// Raw markup from this module (a style sheet); never pass outside text here.
    mutating func raw(_ markup: String) {
        indent()
        body += markup + "\n"
    }

    /// The finished document: XML declaration, root element sized `width` x
    /// `height` user units, and the body. Unclosed elements are closed.
    mutating func finish(width: Double, height: Double) -> String {
        while !openElements.isEmpty { close() }
        let w = Self.number(width), h = Self.number(height)
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"\(w)\" height=\"\(h)\" viewBox=\"0 0 \(w) \(h)\">\n"
        out += body
        out += "</svg>\n"
        return out
    }

    enum TextAnchor: String, Sendable {
        case start, middle, end
    }

    // MARK: - Formatting

    /// `v` rounded to 0.1, without a trailing `.0` and never `-0`; non-finite values become 0.
    static func number(_ v: Double) -> String {
        guard v.isFinite else { return "0" }
        // Integer arithmetic so the text never depends on how a Double prints.
        let tenths = Int64((v * 10).rounded(.toNearestOrAwayFromZero).clamped(to: -1e15...1e15))
        let negative = tenths < 0
        let magnitude = negative ? -tenths : tenths
        let whole = magnitude / 10, fraction = magnitude % 10
        var s = negative ? "-" : ""
        s += String(whole)
        if fraction != 0 { s += "." + String(fraction) }
        return s
    }

    /// Text for element content and attribute values (``XMLEscaping``).
    static func escape(_ text: String) -> String { XMLEscaping.escape(text, .svg) }

    // MARK: - Private

    private mutating func startTag(_ name: String, _ attributes: KeyValuePairs<String, String>, selfClosing: Bool) {
        indent()
        body += "<" + name
        append(attributes)
        body += selfClosing ? "/>\n" : ">\n"
    }

    private mutating func append(_ attributes: KeyValuePairs<String, String>) {
        for (key, value) in attributes where !value.isEmpty {
            body += " " + key + "=\"" + Self.escape(value) + "\""
        }
    }

    private mutating func indent() {
        body += String(repeating: "  ", count: depth)
    }
}
