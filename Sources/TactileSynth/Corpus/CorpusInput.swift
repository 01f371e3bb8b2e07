/// What a corpus trace is generated from.
public enum CorpusInput: Hashable, Sendable {
    /// A touchscreen sampling a finger script.
    case touch(device: SyntheticTouchscreen, script: TouchScript, sampling: SamplingOptions)
    /// A mouse moved, clicked and scrolled by a script.
    case mouse(device: SyntheticMouse, script: MouseScript)
    /// A pen display driven by a pen script.
    case pen(device: SyntheticPen, script: PenScript)
}
