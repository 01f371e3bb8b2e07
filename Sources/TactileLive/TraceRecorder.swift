import TactileCore
import TactileSystem
import TactileTrace

/// Records live devices into a libinput-record YAML trace, frame by frame.
///
/// The first device streams: each complete frame is handed to `write` at once,
/// so a recorder killed hard leaves a file that replays up to its last complete
/// frame. Other devices are kept in memory and written by ``finish()`` (as
/// `libinput record` does). Keyboard keys are dropped unless `allowKeys`:
/// traces end up in bug reports, and key codes can be passwords.
package final class TraceRecorder: LiveInputHandler {
    private let write: ([UInt8]) -> Void
    private let allowKeys: Bool
    private var stream = LibinputRecordStream()
    private let expectedDevices: Int
    private var firstDeviceID: Int?
    private var others: [Int: TraceDevice] = [:]
    private var otherOrder: [Int] = []
    private var pending: [InputEvent] = []
    /// Events written or kept, and keyboard events dropped.
    package private(set) var recordedEvents = 0
    package private(set) var droppedKeyEvents = 0
    package private(set) var writeError: TraceWriteError?

    /// - Parameters:
    ///   - expectedDevices: how many devices the file will describe (the header's `ndevices`).
    ///   - write: receives the file's bytes in order.
    package init(expectedDevices: Int, allowKeys: Bool, write: @escaping ([UInt8]) -> Void) {
        self.expectedDevices = expectedDevices
        self.allowKeys = allowKeys
        self.write = write
        pending.reserveCapacity(64)
    }

    package func deviceAdded(id: Int, path: String, description: DeviceDescription) {
        let device = TraceDevice(description: description, node: path)
        if firstDeviceID == nil {
            firstDeviceID = id
            write(stream.header(firstDevice: device, deviceCount: expectedDevices))
        } else {
            others[id] = device
            otherOrder.append(id)
        }
    }

    package func deviceRemoved(id: Int, path: String, reason: EvdevError?) {}
    package func deviceSkipped(path: String, reason: String) {}
    package var nextDeadline: Timestamp? { nil }
    package func deadlineReached(_ deadline: Timestamp) {}

    package func input(_ input: EvdevDevice.Input, fromDevice id: Int) {
        guard case .event(let event) = input else { return }  // libevdev's sync events follow as normal events
        if event.type == EventType.key && event.code < EventCode.firstButton && !allowKeys {
            droppedKeyEvents += 1
            return
        }
        recordedEvents += 1
        if id == firstDeviceID {
            pending.append(event)
            if event.type == EventType.syn && event.code == EventCode.synReport {
                do throws(TraceWriteError) { write(try stream.events(pending[...])) } catch { writeError = error }
                pending.removeAll(keepingCapacity: true)
            }
        } else {
            others[id]?.events.append(event)
        }
    }

    /// Writes the devices recorded after the first one. Events after the last
    /// `SYN_REPORT` are an incomplete frame and are not written.
    package func finish() {
        do throws(TraceWriteError) {
            write(try stream.trailer(otherDevices: otherOrder.compactMap { others[$0] }))
        } catch { writeError = error }
    }
}
