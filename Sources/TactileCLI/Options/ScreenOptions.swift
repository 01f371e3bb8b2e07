import ArgumentParser
import TactileCore

/// `--screen`, `--rotation`, `--calibration`, `--screen-mm`: where touch devices map to.
struct ScreenOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Screen size in pixels and optional scale (pixels per point), e.g. 1920x1080 or 2560x1600@2 (default 1920x1080@1).",
                               valueName: "WxH[@scale]"))
    var screen: String?

    @Option(help: "Clockwise rotation of the touch panel relative to the screen: 0, 90, 180 or 270 (default 0).")
    var rotation: Int?

    @Option(help: ArgumentHelp("libinput calibration matrix, six numbers: \"a b c d e f\".", valueName: "matrix"))
    var calibration: String?

    @Option(name: .customLong("screen-mm"),
            help: ArgumentHelp("Physical screen size in mm, which the touch panel covers: wins over any axis resolution (default: the axis resolution if plausible, live the connected display's EDID size, else a 13.3-inch panel is assumed).",
                               valueName: "WxH"))
    var screenMillimetres: String?

    func validate() throws {
        _ = try configuration()
    }

    /// True when any screen option was given (they then override a trace's or config file's screen).
    var isSet: Bool { screen != nil || rotation != nil || calibration != nil || screenMillimetres != nil }

    /// `base` (a config file's or trace's screen, or the default) with the given options applied.
    func configuration(base: ScreenConfiguration = .default) throws -> ScreenConfiguration {
        var config = base
        if let screen {
            let parts = screen.split(separator: "@", omittingEmptySubsequences: false)
            let size = parts[0].split(separator: "x")
            guard parts.count <= 2, size.count == 2, let w = Int(size[0]), let h = Int(size[1]), w > 0, h > 0 else {
                throw ValidationError("--screen: expected WIDTHxHEIGHT[@SCALE] with positive integers, e.g. 1920x1080@1, got '\(screen)'")
            }
            config.widthPixels = w
            config.heightPixels = h
            if parts.count == 2 {
                guard let s = Double(parts[1]), s > 0, s.isFinite else {
                    throw ValidationError("--screen: the scale after '@' must be a positive number, got '\(parts[1])'")
                }
                config.scale = s
            }
        }
        if let rotation {
            guard let r = Rotation(rawValue: rotation) else {
                throw ValidationError("--rotation: expected 0, 90, 180 or 270, got \(rotation)")
            }
            config.rotation = r
        }
        if let calibration {
            let values = calibration.split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Double($0) }
            guard let m = CalibrationMatrix(values: values) else {
                throw ValidationError("--calibration: expected six numbers \"a b c d e f\", got '\(calibration)'")
            }
            config.calibration = m
        }
        if let screenMillimetres {
            let mm = screenMillimetres.split(separator: "x").compactMap { Double($0) }
            guard mm.count == 2, mm[0] > 0, mm[1] > 0 else {
                throw ValidationError("--screen-mm: expected WIDTHxHEIGHT in millimetres, got '\(screenMillimetres)'")
            }
            config.physicalWidthMillimetres = mm[0]
            config.physicalHeightMillimetres = mm[1]
            config.physicalSizeOrigin = .configured
        }
        return config
    }
}
