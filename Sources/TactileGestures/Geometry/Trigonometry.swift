// The C math library, for atan2 only. This is math, not I/O: the rule that only
// TactileEvdev touches C is about file descriptors.
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Angle of (x, y) in radians, in (-pi, pi].
@inline(__always) func arcTangent(_ y: Double, _ x: Double) -> Double { atan2(y, x) }

/// Degrees to radians.
@inline(__always) func radians(degrees: Double) -> Double { degrees * .pi / 180 }
