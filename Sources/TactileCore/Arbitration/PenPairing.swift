/// A pen paired with a touchscreen by configuration (`pen.arbitration.pairs`), for panels whose
/// pen and touch nodes the siblings rule (``SiblingNodes/samePanel(_:_:)``) does not pair: a
/// pen display whose two controllers have different vendor:product ids and no common physical
/// path, or an external pen tablet laid over a touchscreen.
package struct PenPairing: Hashable, Sendable {
    /// Which device one side of a pairing names: `vendor:product` in hex, or a fragment of
    /// its name (case-insensitive, as the daemon's `devices: {names: [...]}`).
    package enum Match: Hashable, Sendable, CustomStringConvertible {
        case id(PanelKey)
        case name(String)

        /// `0eef:0001` is an id; anything else a name fragment.
        package init(_ text: String) {
            if let key = PanelKey(text: text) { self = .id(key) } else { self = .name(text) }
        }

        package func matches(_ d: DeviceDescription) -> Bool {
            switch self {
            case .id(let key): return PanelKey(d.id) == key
            case .name(let fragment): return d.name.lowercased().contains(fragment.lowercased())
            }
        }

        package var description: String {
            switch self {
            case .id(let key): return key.text
            case .name(let fragment): return "name containing '\(fragment)'"
            }
        }
    }

    package var pen: Match
    package var touchscreen: Match

    package init(pen: Match, touchscreen: Match) {
        self.pen = pen
        self.touchscreen = touchscreen
    }

    /// Whether this pairing joins `pen` (a pen device) with `touchscreen` (a touchscreen).
    package func pairs(pen p: DeviceDescription, touchscreen t: DeviceDescription) -> Bool {
        pen.matches(p) && touchscreen.matches(t)
    }
}
