/// Maps seconds since the trace's first event onto a horizontal span, with tick
/// marks at round values (1, 2 or 5 times a power of ten).
struct TimeAxis {
    /// Seconds covered; at least 0.1 so an instantaneous trace still has an axis.
    let duration: Double
    /// Left and right ends in user units.
    let left: Double
    let right: Double

    init(duration: Double, left: Double, right: Double) {
        self.duration = Swift.max(duration.isFinite ? duration : 0, 0.1)
        self.left = left
        self.right = Swift.max(right, left + 1)
    }

    /// The x of `seconds`, clamped to the axis.
    func x(_ seconds: Double) -> Double {
        let s = seconds.isFinite ? seconds.clamped(to: 0...duration) : 0
        return left + (right - left) * s / duration
    }

    /// Tick spacing in seconds: the smallest round step giving at most `maxTicks` intervals.
    func step(maxTicks: Int = 10) -> (seconds: Double, decimals: Int) {
        let target = duration / Double(Swift.max(maxTicks, 1))
        var magnitude = 1.0
        var decimals = 0
        while magnitude > target { magnitude /= 10; decimals += 1 }
        while magnitude * 10 <= target { magnitude *= 10; decimals = Swift.max(0, decimals - 1) }
        for m in [1.0, 2.0, 5.0, 10.0] where magnitude * m >= target {
            return (magnitude * m, m == 10 ? Swift.max(0, decimals - 1) : decimals)
        }
        return (magnitude * 10, Swift.max(0, decimals - 1))
    }

    /// Tick positions in seconds, from 0 to the duration.
    func ticks(maxTicks: Int = 10) -> [(seconds: Double, label: String)] {
        let (step, decimals) = step(maxTicks: maxTicks)
        var result: [(Double, String)] = []
        var i = 0
        while Double(i) * step <= duration + step * 1e-9 {
            let s = Double(i) * step
            result.append((s, TextFormat.fixed(s, decimals: decimals)))
            i += 1
        }
        return result
    }
}
