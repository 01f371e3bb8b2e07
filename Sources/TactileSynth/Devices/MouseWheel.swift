/// How a synthetic mouse reports its wheel.
package enum MouseWheel: Hashable, Sendable {
    /// `REL_WHEEL` only, one unit per detent (older kernels and mice).
    case detents
    /// `REL_WHEEL` plus `REL_WHEEL_HI_RES` (120 per detent), as hid-input emits it: the
    /// wheel reports `stepsPerDetent` steps per detent (1 for a plain wheel, 8 for a
    /// free-spinning high-resolution one), each step `120 / stepsPerDetent` hi-res
    /// units; `REL_WHEEL` follows once the steps add up to a whole detent.
    case highResolution(stepsPerDetent: Int)

    package var summary: String {
        switch self {
        case .detents: return "REL_WHEEL only"
        case .highResolution(let n): return "REL_WHEEL_HI_RES, \(n) step\(n == 1 ? "" : "s")/detent"
        }
    }
}
