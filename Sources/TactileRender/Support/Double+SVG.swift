extension Double {
    /// This value as an SVG number: rounded to 0.1 (see ``SVGDocument/number(_:)``).
    var svg: String { SVGDocument.number(self) }
}
