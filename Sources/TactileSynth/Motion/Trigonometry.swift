// The C math library for sin, cos, atan2, log, exp and pow. This is math, not I/O: the rule
// that only TactileEvdev touches C is about file descriptors.
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

@inline(__always) func sine(_ x: Double) -> Double { sin(x) }
@inline(__always) func cosine(_ x: Double) -> Double { cos(x) }
@inline(__always) func arcTangent(_ y: Double, _ x: Double) -> Double { atan2(y, x) }
@inline(__always) func logarithm(_ x: Double) -> Double { log(x) }
@inline(__always) func exponential(_ x: Double) -> Double { exp(x) }
@inline(__always) func power(_ x: Double, _ y: Double) -> Double { pow(x, y) }

/// Degrees to radians.
@inline(__always) func radians(degrees: Double) -> Double { degrees * .pi / 180 }
