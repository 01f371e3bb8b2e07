// Runs inside `umockdev-run` (the LivePathBenchmarks start it): drains the emulated evdev
// node until the expected number of events arrived and prints what that cost the reading
// thread, as one line of `key=value` pairs:
//
//   LivePathProbe bare    NODE EVENTS   # C: poll + libevdev_next_event, counting only (the floor)
//   LivePathProbe tactile NODE EVENTS   # Swift: poll + EvdevDevice.drain + Engine (frames)
//
// CPU time is the thread's (CLOCK_THREAD_CPUTIME_ID, user + system) from the first poll to
// the last event: time spent blocked waiting for umockdev's writer is not counted, so the
// figure is the cost of reading and processing, whatever the writer's speed.
import CBareEvdev
import Glibc
import Tactile
import TactileLive
import TactileCore
import TactileSystem

let arguments = CommandLine.arguments
guard arguments.count == 4, let expected = Int64(arguments[3]), ["bare", "tactile"].contains(arguments[1]) else {
    FileHandleOutput.error("usage: LivePathProbe bare|tactile NODE EVENTS")
    exit(2)
}
let node = arguments[2]
let pollTimeoutMilliseconds: Int32 = 10_000
/// Sleep after each wake-up before reading, so umockdev has finished writing the frame
/// (a read in the middle of its write can return a torn event, which libevdev rejects with
/// EINVAL). Costs no CPU time; the same in both modes.
let settleMicroseconds: Int32 = 300

func threadCPUNanoseconds() -> Int64 {
    var ts = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
    return Int64(ts.tv_sec) * 1_000_000_000 + Int64(ts.tv_nsec)
}

func monotonicNanoseconds() -> Int64 {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Int64(ts.tv_sec) * 1_000_000_000 + Int64(ts.tv_nsec)
}

func report(events: Int64, frames: Int64, cpu: Int64, wall: Int64, polls: Int64, error: String?) -> Never {
    print("events=\(events) frames=\(frames) cpu_ns=\(cpu) wall_ns=\(wall) polls=\(polls)" + (error.map { " error=\($0)" } ?? ""))
    exit(error == nil ? 0 : 1)
}

switch arguments[1] {
case "bare":
    var result = bare_evdev_result()
    let rc = bare_evdev_drain(node, expected, pollTimeoutMilliseconds, settleMicroseconds, &result)
    report(events: result.events, frames: result.frames, cpu: result.cpu_ns, wall: result.wall_ns, polls: result.polls,
           error: rc == 0 ? nil : String(cString: strerror(rc)))
default:
    let device: EvdevDevice
    do {
        device = try EvdevDevice(path: node)
    } catch {
        report(events: 0, frames: 0, cpu: 0, wall: 0, polls: 0, error: "\(error)".replacingSpaces())
    }
    let frames = Counter()
    let engine: Engine
    do {
        engine = try Engine(onOutput: { output in
            if case .frame = output { frames.value += 1 }
        })
    } catch {
        report(events: 0, frames: 0, cpu: 0, wall: 0, polls: 0, error: "\(error)".replacingSpaces())
    }
    engine.addDevice(id: 1, description: device.description)
    var events: Int64 = 0
    var polls: Int64 = 0
    var fds = [pollfd(fd: device.fd.rawValue, events: Int16(POLLIN), revents: 0)]
    let cpu0 = threadCPUNanoseconds(), wall0 = monotonicNanoseconds()
    var cpu1 = cpu0, wall1 = wall0
    var failure: String?
    while events < expected {
        let ready = poll(&fds, 1, pollTimeoutMilliseconds)
        polls += 1
        if ready == 0 { failure = "timeout"; break }
        if ready < 0 { if errno == EINTR { continue }; failure = String(cString: strerror(errno)).replacingSpaces(); break }
        usleep(UInt32(settleMicroseconds))
        do {
            try device.drain { input in
                if case .event = input { events += 1 }
                engine.input(input, fromDevice: 1)
            }
        } catch {
            failure = "\(error)".replacingSpaces()
            break
        }
        cpu1 = threadCPUNanoseconds()
        wall1 = monotonicNanoseconds()
    }
    report(events: events, frames: frames.value, cpu: cpu1 - cpu0, wall: wall1 - wall0, polls: polls, error: failure)
}

final class Counter {
    var value: Int64 = 0
}

enum FileHandleOutput {
    static func error(_ message: String) {
        let line = Array((message + "\n").utf8)
        _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
    }
}

extension String {
    func replacingSpaces() -> String { String(map { $0 == " " ? "_" : $0 }) }
}
