import TactileCore

/// Screens the touch devices are mapped onto: ordinary ones, rotated, calibrated, and a
/// few a configuration file could not give (one pixel wide, a zero calibration matrix).
public enum FuzzScreen {
    static let sizes: [(Int, Int, Double)] = [(1920, 1080, 1), (2560, 1600, 2), (800, 1280, 1.5), (1, 1, 1), (0, 0, 0)]
    static let calibrations: [CalibrationMatrix] = [
        .identity, CalibrationMatrix(0, 1, 0, 1, 0, 0), CalibrationMatrix(0.5, 0, 0.25, 0, 0.5, 0.25),
        CalibrationMatrix(0, 0, 0, 0, 0, 0), CalibrationMatrix(1e6, 0, -5e5, 0, -1e6, 5e5),
    ]

    public static func decode(_ b: inout FuzzBytes) -> ScreenConfiguration {
        let selector = b.byte()
        guard selector >= 128 else { return .default }
        let (w, h, scale) = sizes[Int(selector) % sizes.count]
        let rotation = Rotation.allCases[Int(b.byte()) % Rotation.allCases.count]
        let calibration = b.pick(calibrations)
        let millimetres: Double? = b.chance(64) ? Double(b.byte()) : nil
        return ScreenConfiguration(widthPixels: w, heightPixels: h, scale: scale, rotation: rotation,
                                   calibration: calibration, physicalWidthMillimetres: millimetres,
                                   physicalHeightMillimetres: millimetres.map { $0 / 2 })
    }
}
