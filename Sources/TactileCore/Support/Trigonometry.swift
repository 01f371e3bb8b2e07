// The C math library for the elementary functions. This is math, not I/O: the rule that only
// TactileSystem touches C is about file descriptors.
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// Package-wide, not public API; @inlinable so recognizers pay no call across modules.
@inlinable package func sine(_ x: Double) -> Double { sin(x) }
@inlinable package func cosine(_ x: Double) -> Double { cos(x) }
/// Angle of (x, y) in radians, in (-pi, pi].
@inlinable package func arcTangent(_ y: Double, _ x: Double) -> Double { atan2(y, x) }
@inlinable package func logarithm(_ x: Double) -> Double { log(x) }
@inlinable package func exponential(_ x: Double) -> Double { exp(x) }
@inlinable package func power(_ x: Double, _ y: Double) -> Double { pow(x, y) }

/// Degrees to radians.
@inlinable package func radians(degrees: Double) -> Double { degrees * .pi / 180 }
