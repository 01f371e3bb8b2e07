/// What a corpus trace is generated from.
package enum CorpusInput: Hashable, Sendable {
    /// A touchscreen sampling a finger script.
    case touch(device: SyntheticTouchscreen, script: TouchScript, sampling: SamplingOptions)
    /// A mouse moved, clicked and scrolled by a script.
    case mouse(device: SyntheticMouse, script: MouseScript)
    /// A pen display: its touch node sampling a finger script and its pen node (paired by
    /// vendor:product) following a pen script.
    case penAndTouch(device: SyntheticTouchscreen, script: TouchScript, sampling: SamplingOptions, pen: SyntheticPen, penScript: PenScript)
    /// A pen display driven by a pen script.
    case pen(device: SyntheticPen, script: PenScript)
}
