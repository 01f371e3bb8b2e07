import Testing
import TactileCore
import TactileSynth

@Suite("Sampling")
struct ScannerTests {
    let script = TouchScript(contacts: TouchScript.drag(from: PhysicalPoint(x: 100, y: 100), by: PhysicalPoint(x: 50, y: 20),
                                                        down: 0.1, start: 0.2, duration: 0.5, up: 0.8))

    @Test(arguments: [60.0, 90, 120, 240])
    func scansHappenAtTheRate(rate: Double) {
        let frames = ContactScanner(device: .isotropic, options: SamplingOptions(rateHertz: rate, seed: 1)).scan(script)
        for (a, b) in zip(frames, frames.dropFirst()) {
            #expect(abs(Double((b.time.microseconds - a.time.microseconds)) - 1e6 / rate) <= 1)
        }
        #expect(frames.first!.time.seconds >= 0.1 && frames.first!.time.seconds < 0.1 + 1 / rate)
        // The last scan sees the lift.
        #expect(frames.last!.contacts.isEmpty)
        #expect(frames.dropLast().allSatisfy { $0.contacts.count == 1 })
    }

    @Test func positionNoiseIsBoundedAtThreeSigma() {
        let sigma = 0.4
        let clean = ContactScanner(device: .isotropic, options: SamplingOptions(positionJitterMillimetres: 0, seed: 5)).scan(script)
        let noisy = ContactScanner(device: .isotropic, options: SamplingOptions(positionJitterMillimetres: sigma, seed: 5)).scan(script)
        #expect(clean.count == noisy.count)
        var largest = 0.0
        for (c, n) in zip(clean, noisy) {
            for (a, b) in zip(c.contacts, n.contacts) {
                // 10 units per mm; one unit of rounding on each side.
                largest = max(largest, abs(Double(a.x - b.x)), abs(Double(a.y - b.y)))
            }
        }
        #expect(largest <= 3 * sigma * 10 + 1)
        #expect(largest > sigma * 10)   // the noise is really there
    }

    @Test func timingNoiseNeverReordersScans() {
        let frames = ContactScanner(device: .isotropic,
                                    options: SamplingOptions(rateHertz: 240, timingJitterMilliseconds: 5, seed: 8)).scan(script)
        for (a, b) in zip(frames, frames.dropFirst()) { #expect(a.time < b.time) }
        let period = 1e6 / 240
        let offsets = frames.map { f -> Double in
            let t = Double(f.time.microseconds)
            return t - (t / period).rounded() * period
        }
        #expect(offsets.allSatisfy { abs($0) <= period / 4 + 1 })
        #expect(offsets.contains { abs($0) > 100 })
    }

    @Test func theMotionFollowsTheScriptExactlyWithoutNoise() {
        let device = SyntheticTouchscreen.isotropic
        let frames = ContactScanner(device: device, options: SamplingOptions(positionJitterMillimetres: 0, seed: 1)).scan(script)
        for f in frames {
            guard let c = f.contacts.first else { continue }
            let p = script.contacts[0].position(at: f.time.seconds)
            let u = device.deviceUnits(of: p)
            #expect(c.x == u.x && c.y == u.y)
        }
    }

    @Test func aScriptCanEndWithAFingerDown() throws {
        let entry = try #require(Corpus.entry(named: "pan-ends-finger-down"))
        let (_, script, _) = try #require(entry.touchInput)
        #expect(script.endsWithContactDown)
        var (frames, assembler) = assemble(entry.trace())
        #expect(assembler.activeTouchCount == 1)
        #expect(touchFrames(frames).allSatisfy { $0.touches.allSatisfy { !$0.phase.isTerminal } })
        // Core cancels it when the trace ends.
        let end = entry.trace().devices[0].events.last!.time
        let cancelled = assembler.cancelAll(at: end)
        frames.append(try #require(cancelled))
        guard case .touch(let f) = cancelled else { Issue.record("expected a touch frame"); return }
        #expect(f.touches.map(\.phase) == [.cancelled])
    }
}
