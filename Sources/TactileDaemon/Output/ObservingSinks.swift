import Tactile
import TactileCore

/// The input filter sees every touch frame and gesture (its consume rules) before the lines
/// go out; what it writes to its virtual devices is settled after each engine call.
extension FilterRunner: OutputSink {
    func deliver(_ output: DaemonOutput, lines: inout OutputLines) {
        if case .engine(let output, _) = output { observe(output) }
    }
}

/// `/metrics`' aggregate counts.
extension DaemonMetrics: OutputSink {
    func deliver(_ output: DaemonOutput, lines: inout OutputLines) {
        if case .engine(let output, let protected) = output { observe(output, protected: protected) }
    }
}

/// Field capture's gesture trigger (a capture is written when its gesture is seen).
final class CaptureSink: OutputSink {
    let capture: FieldCapture
    private let log: @Sendable (String) -> Void

    init(_ capture: FieldCapture, log: @escaping @Sendable (String) -> Void) { self.capture = capture; self.log = log }

    func deliver(_ output: DaemonOutput, lines: inout OutputLines) {
        guard case .engine(let output, _) = output, let trigger = capture.observe(output) else { return }
        capture.take(trigger, log: log)
    }
}

extension FieldCapture {
    /// Writes a capture and logs where (any thread); returns whether it was written, and the message.
    @discardableResult
    func take(_ trigger: CaptureTrigger, log: @Sendable (String) -> Void) -> (written: Bool, message: String) {
        let message: String
        var written = false
        do throws(CaptureError) {
            let capture = try self.capture(trigger)
            written = true
            message = "tactile: captured \(CFormat.string("%.1f", capture.seconds)) s of input (\(trigger.rawValue)) with "
                + "\(capture.gestures) gesture event\(capture.gestures == 1 ? "" : "s") to \(capture.trace)"
        } catch {
            message = "tactile: \(error)"
        }
        log(message)
        return (written, message)
    }
}
