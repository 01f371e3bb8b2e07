import Testing
import TactileCore
@testable import TactilePointer

/// The flick-capture rule acts only on a trusted prediction whose endpoint is inside the
/// target's hit region.
@Suite struct FlickCaptureTests {
    static let map = HitRegionMap(layout: PointerLayout(screenWidth: 1000, screenHeight: 600, elements: [
        PointerElement(id: "a", frame: ScreenRect(x: 500, y: 280, width: 40, height: 40), effect: .highlight),
        PointerElement(id: "h", frame: ScreenRect(x: 800, y: 280, width: 40, height: 40), effect: .hover),
    ]))

    static func prediction(_ point: ScreenPoint, slot: Int32 = 0, confidence: Double = 0.9) -> TargetPrediction {
        TargetPrediction(target: Self.map.element(atSlot: slot)?.id, targetSlot: slot, point: point, confidence: confidence, isActive: true)
    }

    static func estimate(_ point: ScreenPoint, trusted: Bool = true) -> EndpointEstimate {
        EndpointEstimate(point: point, remainingPoints: 10, progress: 0.97, isDecelerating: true,
                         travelledPoints: 300, isTrusted: trusted)
    }

    @Test func capturesOnlyATrustedPredictionInsideTheRegion() {
        let endpoint = ScreenPoint(x: 515, y: 300)     // inside "a"'s visible frame
        let model = ScreenPoint(x: 460, y: 300)        // 16 pt outside its 24 pt padding
        let m = MagnetismConfiguration()
        func candidate(_ p: TargetPrediction, _ e: EndpointEstimate?, peak: Double = 1500, at model: ScreenPoint = model) -> Int32? {
            FlickCapture.candidate(prediction: p, estimate: e, peakSpeedPointsPerSecond: peak, model: model, map: Self.map, configuration: m)
        }
        #expect(candidate(Self.prediction(endpoint), Self.estimate(endpoint)) == 0)
        // Untrusted (too early, or still fast): no capture.
        #expect(candidate(Self.prediction(endpoint), Self.estimate(endpoint, trusted: false)) == nil)
        // The predicted endpoint outside the region (60 pt past it): no capture.
        let outside = ScreenPoint(x: 600, y: 300)
        #expect(candidate(Self.prediction(outside), Self.estimate(outside)) == nil)
        // Low confidence, slow movement, far from the region, a hover element: no capture.
        #expect(candidate(Self.prediction(endpoint, confidence: 0.6), Self.estimate(endpoint)) == nil)
        #expect(candidate(Self.prediction(endpoint), Self.estimate(endpoint), peak: 300) == nil)
        #expect(candidate(Self.prediction(endpoint), Self.estimate(endpoint), at: ScreenPoint(x: 300, y: 300)) == nil)
        let hover = ScreenPoint(x: 815, y: 300)
        #expect(candidate(Self.prediction(hover, slot: 1), Self.estimate(hover), at: ScreenPoint(x: 760, y: 300)) == nil)
        #expect(candidate(Self.prediction(endpoint), nil) == nil)
    }

    /// A candidate captures only once it has named the same element for the minimum dwell
    /// (10 ms): one frame is not enough, another element or a frame without a candidate
    /// starts the dwell again, and a dwell of 0 captures at once.
    @Test func captureWaitsForTheDwell() {
        let dwell = Milliseconds(10)
        func at(_ ms: Double) -> Timestamp { Timestamp(microseconds: Int64(ms * 1000)) }
        var d = FlickCaptureDwell()
        #expect(d.admit(0, at: at(100), minimum: dwell) == nil, "one frame")
        #expect(d.admit(0, at: at(108), minimum: dwell) == nil, "8 ms")
        #expect(d.admit(0, at: at(110), minimum: dwell) == 0, "10 ms on the same element")
        #expect(d.admit(1, at: at(118), minimum: dwell) == nil, "another element starts again")
        #expect(d.admit(1, at: at(128), minimum: dwell) == 1)
        #expect(d.admit(nil, at: at(130), minimum: dwell) == nil)
        #expect(d.admit(1, at: at(136), minimum: dwell) == nil, "a frame without a candidate ended it")
        #expect(d.admit(1, at: at(146), minimum: dwell) == 1)
        var immediate = FlickCaptureDwell()
        #expect(immediate.admit(0, at: at(100), minimum: .zero) == 0)
    }

    /// The predictor trusts itself only late: past the peak, slowed to 60% of it, 95% of
    /// the way by its own estimate, and only once the session showed its predictions right
    /// (confident): never in the first movement of a session.
    @Test func predictorTrustsOnlyTheEndOfAMovement() {
        var p = EndpointPredictor()
        var trustedAt: [[Double]] = []
        for k in 0..<4 {
            let x0 = k % 2 == 0 ? 100.0 : 600.0
            let start = ScreenPoint(x: x0, y: 300), end = ScreenPoint(x: 700 - x0, y: 300)
            let t0 = 1 + 2.0 * Double(k)
            var trusted: [Double] = []
            var tau = 0.0
            while tau <= 1 {
                let s = tau * tau * tau * (10 - 15 * tau + 6 * tau * tau)
                p.add(time: Timestamp(seconds: t0 + tau * 0.5), position: start + (end - start) * s)
                if p.estimate?.isTrusted == true { trusted.append(tau) }
                tau += 0.002
            }
            p.endMovement(at: Timestamp(seconds: t0 + 0.6))
            trustedAt.append(trusted)
        }
        #expect(trustedAt[0].isEmpty, "no measured gain yet: not confident, so not trusted")
        #expect(!trustedAt[3].isEmpty)
        #expect(trustedAt.joined().allSatisfy { $0 > 0.5 }, "trusted from tau = \(trustedAt.joined().first ?? -1)")
    }
}
