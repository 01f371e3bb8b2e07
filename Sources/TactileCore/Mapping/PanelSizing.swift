/// Where a touch panel's physical size came from, most trusted first. Every millimetre
/// threshold rests on it, so every place that shows the size says which it was.
package enum PanelSizeSource: Hashable, Sendable {
    /// `screen.panels` in the configuration, for this panel's vendor:product.
    case configuredPanel(key: String)
    /// A quirk's `AttrSizeHint`.
    case quirk(String)
    /// `--screen-mm` or `screen.millimetres`: an explicit size wins over any resolution.
    case configuredScreen
    /// The axes' resolution (units/mm) as the kernel reports it.
    case axisResolution
    /// A quirk's `AttrResolutionHint`.
    case quirkResolution(String)
    /// The connected display's EDID (live).
    case display(String)
    /// Recorded with the trace (Tactile's screen metadata, or udev's ID_INPUT_WIDTH_MM/HEIGHT_MM).
    case trace(String)
    /// Nothing known: ``PanelSizing/assumedDiagonal`` with the axes' or the screen's aspect.
    case assumed

    /// `from the axis resolution`, `assumed (no size known)`, ...
    package var text: String {
        switch self {
        case .configuredPanel(let key): return "configured for panel \(key) (screen.panels)"
        case .quirk(let q): return "from the quirk \(q) (AttrSizeHint)"
        case .configuredScreen: return "configured (--screen-mm or screen.millimetres)"
        case .axisResolution: return "from the axis resolution"
        case .quirkResolution(let q): return "from the quirk \(q) (AttrResolutionHint)"
        case .display(let connector): return "the display's EDID (\(connector))"
        case .trace(let what): return "recorded in the trace (\(what))"
        case .assumed: return "assumed: no size known"
        }
    }

    /// A short name for JSON: `panel`, `quirk`, `screen`, `resolution`, `quirk-resolution`, `edid`, `trace`, `assumed`.
    package var name: String {
        switch self {
        case .configuredPanel: return "panel"
        case .quirk: return "quirk"
        case .configuredScreen: return "screen"
        case .axisResolution: return "resolution"
        case .quirkResolution: return "quirk-resolution"
        case .display: return "edid"
        case .trace: return "trace"
        case .assumed: return "assumed"
        }
    }
}

/// Decides a touch panel's physical size (in device orientation, x along the x axis).
///
/// In order: the configuration's size for this panel, a quirk's `AttrSizeHint`, the
/// configured screen size (`--screen-mm`, `screen.millimetres`), the axis resolution (a
/// quirk's `AttrResolutionHint` instead, none with `AttrResolutionIgnore`), the display's
/// EDID, the size recorded in the trace, and last an assumption (``assumedDiagonal``).
/// Measured sizes (resolution, EDID, trace) outside ``plausibleRange`` are not believed:
/// the next source is used and ``warning`` says why.
package struct PanelSizing: Hashable, Sendable {
    /// Width and height along the device's x and y axes.
    package var width: Millimetres
    package var height: Millimetres
    package var source: PanelSizeSource
    /// Why a reported size was not believed, or that the size is only assumed; nil otherwise.
    package var warning: String?

    /// Each side of a panel must lie in 30 mm ... 2 m: smaller or larger sizes come from
    /// bogus units (resolution 1 makes a 15" panel 16-33 m wide), never from a real panel.
    package static let plausibleRange: ClosedRange<Double> = 30...2000

    /// The size assumed when nothing says it: a 13.3" diagonal. Kiosk and desktop touch panels
    /// run from 7" to 24" and more; 13.3" is about their geometric middle (sqrt(7 x 24) = 13),
    /// so the assumed millimetres are off by at most 1.9x either way over that range. The
    /// former assumption, the screen at 96 dpi (508 mm wide, a 23" monitor), made a 7" panel's
    /// millimetres 3.3x too large: its two-finger press moved far enough to be a pan.
    package static let assumedDiagonal = Millimetres(13.3 * 25.4)

    package init(width: Millimetres, height: Millimetres, source: PanelSizeSource, warning: String? = nil) {
        self.width = width; self.height = height; self.source = source; self.warning = warning
    }

    /// `x` and `y` axes of `device` (nil for tests that give axes only) mapped onto `screen`.
    package init(xAxis: AbsInfo, yAxis: AbsInfo, device: DeviceDescription?, screen: ScreenConfiguration) {
        let quirk = device?.quirk
        let swapped = screen.rotation.swapsAxes != (quirk?.swapsAxes ?? false)
        /// A screen size (width x height on the screen) in device orientation.
        func deviceOriented(_ w: Double, _ h: Double) -> (Millimetres, Millimetres) {
            swapped ? (Millimetres(h), Millimetres(w)) : (Millimetres(w), Millimetres(h))
        }
        var rejected: [String] = []
        func plausible(_ w: Double, _ h: Double, _ what: String) -> Bool {
            if Self.plausibleRange.contains(w) && Self.plausibleRange.contains(h) { return true }
            rejected.append("\(what) gives \(plainNumber((w * 10).rounded() / 10)) x \(plainNumber((h * 10).rounded() / 10)) mm, "
                + "outside 30 mm ... 2 m, so it is not believed")
            return false
        }
        func finish(_ w: Millimetres, _ h: Millimetres, _ source: PanelSizeSource, warning extra: String? = nil) -> PanelSizing {
            let parts = rejected + (extra.map { [$0] } ?? [])
            return PanelSizing(width: w, height: h, source: source, warning: parts.isEmpty ? nil : parts.joined(separator: "; "))
        }

        if let device, let size = screen.panels[PanelKey(device.id).text] {
            let (w, h) = deviceOriented(size.width.value, size.height.value)
            self = finish(w, h, .configuredPanel(key: PanelKey(device.id).text)); return
        }
        if let quirk, let size = quirk.size {
            // A quirk describes the panel itself: already in device orientation.
            self = finish(size.width, size.height, .quirk(quirk.description)); return
        }
        if screen.physicalSizeOrigin == .configured, let w = screen.physicalWidthMillimetres, let h = screen.physicalHeightMillimetres {
            let (dw, dh) = deviceOriented(w, h)
            self = finish(dw, dh, .configuredScreen); return
        }
        if let quirk, let r = quirk.resolution {
            let w = xAxis.range / Double(r.x), h = yAxis.range / Double(r.y)
            if plausible(w, h, "the quirk's resolution \(r.x)x\(r.y) units/mm") {
                self = finish(Millimetres(w), Millimetres(h), .quirkResolution(quirk.description)); return
            }
        } else if !(quirk?.ignoresResolution ?? false), xAxis.resolution > 0, yAxis.resolution > 0 {
            let w = xAxis.range / Double(xAxis.resolution), h = yAxis.range / Double(yAxis.resolution)
            if plausible(w, h, "the axis resolution (\(xAxis.resolution) x \(yAxis.resolution) units/mm)") {
                self = finish(Millimetres(w), Millimetres(h), .axisResolution); return
            }
        }
        let origin = screen.physicalSizeOrigin
        if origin != .configured, let w = screen.physicalWidthMillimetres, let h = screen.physicalHeightMillimetres {
            let source: PanelSizeSource
            switch origin {
            case .display(let connector): source = .display(connector)
            case .trace(let what): source = .trace(what)
            case .configured: source = .configuredScreen
            }
            if plausible(w, h, source.text) {
                let (dw, dh) = deviceOriented(w, h)
                self = finish(dw, dh, source); return
            }
        }
        // Assumed: the diagonal with the axes' aspect when they have one (equal ranges, as
        // 0..4095 on both axes, say nothing), else the screen's.
        let screenSize = screen.sizePoints
        let (sw, sh) = deviceOriented(screenSize.width.value, screenSize.height.value)
        let aspect = xAxis.range != yAxis.range ? xAxis.range / yAxis.range : sw.value / Swift.max(sh.value, 1e-9)
        let diagonal = Self.assumedDiagonal.value
        let h = diagonal / (aspect * aspect + 1).squareRoot(), w = h * aspect
        self = finish(Millimetres(w), Millimetres(h), .assumed,
                      warning: "no size known: assumed \(plainNumber(w.rounded())) x \(plainNumber(h.rounded())) mm (a 13.3-inch panel), "
                        + "and millimetre thresholds rest on that; give the real size with --screen-mm WxH, screen.millimetres, "
                        + "screen.panels or a quirk (AttrSizeHint)")
    }
}

/// `0eef:0001`: how the configuration keys a panel (vendor:product, lowercase hex).
package struct PanelKey: Hashable, Sendable {
    package var vendor: UInt16
    package var product: UInt16
    package init(_ id: InputID) { vendor = id.vendor; product = id.product }
    /// From `0eef:0001` (hex, case-insensitive); nil for anything else.
    package init?(text: String) {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ (1...4).contains($0.count) }),
              let v = UInt16(parts[0], radix: 16), let p = UInt16(parts[1], radix: 16) else { return nil }
        vendor = v; product = p
    }
    package var text: String {
        func hex(_ v: UInt16) -> String { let s = String(v, radix: 16); return String(repeating: "0", count: 4 - s.count) + s }
        return "\(hex(vendor)):\(hex(product))"
    }
}
