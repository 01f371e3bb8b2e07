#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Synchronization
import Tactile
import TactileCore
import TactileSystem

/// `POST /calibrate`, the inspector's calibration page: the page draws four targets, the
/// technician touches each on the real screen, and the page posts where each touch was
/// reported (screen points, through the panel's current mapping) beside where its target was.
/// The desk fits the panel's matrix (``CalibrationFit/panel(_:mapper:device:)``), stores it
/// in the calibration file keyed by the panel's vendor:product (``PanelCalibrationFile``,
/// atomically), has the daemon reload its configuration (as SIGHUP does) so the matrix
/// applies at once, and answers with the matrix and the udev rule for the compositor.
///
/// The daemon's thread keeps the desk's picture of the panels and the screen current
/// (``update(screen:panels:)``); the web server's thread calibrates.
final class CalibrationDesk: Sendable {
    private struct State {
        var screen: ScreenConfiguration = .default
        /// The open touchscreens, by the device name their frame lines carry.
        var panels: [DeviceDescription] = []
    }
    private let state = Mutex(State())
    private let log: @Sendable (String) -> Void

    init(log: @escaping @Sendable (String) -> Void) { self.log = log }

    func update(screen: ScreenConfiguration, panels: [DeviceDescription]) {
        state.withLock { $0.screen = screen; $0.panels = panels }
    }

    /// The page's request: `{"device": NAME, "touches": [{"x":..,"y":..,"targetX":..,"targetY":..}]}` (points).
    struct Request: Decodable {
        struct Touch: Decodable { var x: Double, y: Double, targetX: Double, targetY: Double }
        var device: String?
        var touches: [Touch]
    }

    func calibrate(_ body: [UInt8]) -> (status: Int, json: String) {
        let request: Request
        do { request = try JSONDecoder().decode(Request.self, from: Data(body)) } catch {
            return failure(400, "expected {\"device\": NAME, \"touches\": [{\"x\", \"y\", \"targetX\", \"targetY\"}, ...]} in points")
        }
        let (screen, panels) = state.withLock { ($0.screen, $0.panels) }
        guard let file = screen.calibrationFile else {
            return failure(409, "the configuration names no calibration file: add screen.calibrationFile (Docs/DAEMON.md, \"Calibration\")")
        }
        let candidates = request.device.map { name in panels.filter { $0.name == name } } ?? panels
        guard let device = candidates.first else {
            return failure(404, "no open touchscreen" + (request.device.map { " named '\($0)'" } ?? ""))
        }
        guard let mapper = CoordinateMapper(device: device, screen: screen) else { return failure(409, "\(device.name) has no touch axes") }
        let samples = request.touches.map {
            CalibrationFit.Sample(reportedX: $0.x, reportedY: $0.y, targetX: $0.targetX, targetY: $0.targetY)
        }
        let result: CalibrationFit.PanelResult
        do throws(CalibrationFit.Failure) { result = try CalibrationFit.panel(samples, mapper: mapper, device: device) } catch {
            return failure(422, error.description)
        }
        let key = PanelKey(device.id)
        do throws(ConfigurationError) {
            _ = try PanelCalibrationFile.store(.init(name: device.name, calibration: result.calibration), for: key, path: file)
        } catch {
            return failure(500, error.description)
        }
        let rule = result.libinput.udevRule(for: key)
        log("tactile: calibrated \(device.name) (\(key.text)): calibration [\(result.calibration.udevText)], "
            + "residual \(plainNumber((result.residualPoints * 10).rounded() / 10)) pt, written to \(file); reloading. "
            + "For the compositor (libinput): \(rule)")
        // The reload (the daemon's own SIGHUP path) reads the file and applies the matrix.
        ProcessSignal.sendToSelf(ProcessSignal.hangup)
        var w = JSONLineWriter(capacity: 512)
        w.beginObject()
        w.key("panel"); w.string(key.text)
        w.key("name"); w.string(device.name)
        w.key("calibration"); w.beginArray()
        for v in result.calibration.values { w.number(v, decimals: 6) }
        w.endArray()
        w.key("libinput"); w.string(result.libinput.udevText)
        w.key("residualPoints"); w.number(result.residualPoints, decimals: 2)
        w.key("file"); w.string(file)
        w.key("udevRule"); w.string(rule)
        w.endObject()
        return (200, w.line)
    }

    private func failure(_ status: Int, _ message: String) -> (status: Int, json: String) {
        var w = JSONLineWriter(capacity: 256)
        w.beginObject()
        w.key("error"); w.string(message)
        w.endObject()
        return (status, w.line)
    }
}
