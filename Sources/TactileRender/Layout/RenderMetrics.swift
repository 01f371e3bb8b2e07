/// Sizes of the drawing, in SVG user units (CSS pixels at the natural size).
enum RenderMetrics {
    static let documentWidth = 1100.0
    static let margin = 24.0
    static var contentWidth: Double { documentWidth - 2 * margin }
    /// Largest height of a panel's picture (screen outline or pointer extent).
    static let pictureMaxHeight = 460.0
    static let pointerPictureMaxHeight = 380.0
    /// Width of the label column left of the time strip.
    static let stripGutter = 118.0
    static let stripRowHeight = 16.0
    static let stripBarHeight = 10.0
    /// More touches than this share rows in the time strip instead of one row each.
    static let maxTouchRows = 16

    static let titleSize = 20.0
    static let headingSize = 15.0
    static let textSize = 12.0
    static let labelSize = 11.0

    /// The document's style sheet. Text classes only; shapes use presentation attributes.
    static let styleSheet = """
        <style type="text/css"><![CDATA[
            text { font-family: 'DejaVu Sans', 'Liberation Sans', Arial, Helvetica, sans-serif; fill: #222222; }
            .title { font-size: 20px; font-weight: bold; }
            .heading { font-size: 15px; font-weight: bold; }
            .info { font-size: 12px; fill: #555555; }
            .small { font-size: 11px; fill: #666666; }
            .axis { font-size: 11px; fill: #444444; }
            .row { font-size: 11px; font-weight: bold; }
            .touch-label, .click-label { font-size: 11px; font-weight: bold;
                paint-order: stroke; stroke: #FFFFFF; stroke-width: 3px; stroke-linejoin: round; }
            .gesture-text { font-size: 11px; }
        ]]></style>
        """
}
