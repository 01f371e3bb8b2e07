/// The colours of touches, buttons and gestures.
///
/// The Okabe–Ito palette (distinguishable with the common colour-vision
/// deficiencies), without its yellow, which is unreadable on white. After the
/// seven colours it cycles, and each further cycle draws with a different dash
/// pattern so touch 1 and touch 8 still look different.
enum Palette {
    /// The colours, in the order touches get them.
    static let colours: [String] = [
        "#0072B2",  // blue
        "#D55E00",  // vermillion
        "#009E73",  // bluish green
        "#CC79A7",  // reddish purple
        "#E69F00",  // orange
        "#56B4E9",  // sky blue
        "#000000",  // black
    ]

    /// Dash patterns per cycle through the colours (nil: solid).
    static let dashes: [String?] = [nil, "7 4", "2 3", "10 3 2 3"]

    /// How the `index`-th item (0-based, in order of appearance) is drawn.
    static func style(at index: Int) -> Style {
        let i = Swift.max(0, index)
        let cycle = i / colours.count
        return Style(colour: colours[i % colours.count], dash: dashes[cycle % dashes.count])
    }

    /// One colour and its dash pattern.
    struct Style: Hashable, Sendable {
        /// `#RRGGBB`.
        var colour: String
        /// An SVG `stroke-dasharray` in user units, nil for a solid line.
        var dash: String?
    }

    /// Neutral colours of the frame around the data.
    static let ink = "#222222"
    static let muted = "#666666"
    static let faint = "#DDDDDD"
    static let screenFill = "#F7F7F7"
    static let screenStroke = "#8A8A8A"
    /// Gestures in the time strip; their names tell them apart.
    static let gesture = "#3B3B3B"
}
