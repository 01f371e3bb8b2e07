import TactileCore
import Testing
import TactileSynth

@Suite("Minimum-jerk profile")
struct MinimumJerkTests {
    @Test func startsAndEndsAtTheEndpointsAndIsHalfwayAtHalfTime() {
        #expect(MinimumJerk.position(0) == 0)
        #expect(MinimumJerk.position(1) == 1)
        #expect(abs(MinimumJerk.position(0.5) - 0.5) < 1e-15)
    }

    @Test func isTheQuinticPolynomial() {
        for i in 0...20 {
            let t = Double(i) / 20
            let expected = 10 * t * t * t - 15 * t * t * t * t + 6 * t * t * t * t * t
            #expect(abs(MinimumJerk.position(t) - expected) < 1e-12)
        }
    }

    @Test func isPointSymmetricAboutTheMidpointAndMonotonic() {
        var previous = -1.0
        for i in 0...1000 {
            let t = Double(i) / 1000
            let s = MinimumJerk.position(t)
            #expect(abs(s + MinimumJerk.position(1 - t) - 1) < 1e-12)
            #expect(s >= previous)
            previous = s
        }
    }

    @Test func restsBeforeAndAfterTheMovement() {
        #expect(MinimumJerk.position(-0.5) == 0)
        #expect(MinimumJerk.position(1.5) == 1)
        for t in [-1.0, 0, 1, 2] {
            #expect(MinimumJerk.velocity(t) == 0)
            #expect(MinimumJerk.acceleration(t) == 0)
        }
    }

    @Test func velocityAndAccelerationAreTheDerivatives() {
        let h = 1e-6
        for i in 1..<50 {
            let t = Double(i) / 50
            let v = (MinimumJerk.position(t + h) - MinimumJerk.position(t - h)) / (2 * h)
            #expect(abs(v - MinimumJerk.velocity(t)) < 1e-6)
            let a = (MinimumJerk.velocity(t + h) - MinimumJerk.velocity(t - h)) / (2 * h)
            #expect(abs(a - MinimumJerk.acceleration(t)) < 1e-5)
        }
    }

    @Test func velocityIsABellPeakingAtHalfTime() {
        #expect(abs(MinimumJerk.velocity(0.5) - MinimumJerk.peakVelocity) < 1e-12)
        for i in 0...100 {
            #expect(MinimumJerk.velocity(Double(i) / 100) <= MinimumJerk.peakVelocity + 1e-12)
        }
        #expect(abs(MinimumJerk.acceleration(0.5)) < 1e-12)
        #expect(MinimumJerk.acceleration(0.25) > 0)
        #expect(MinimumJerk.acceleration(0.75) < 0)
    }
}
