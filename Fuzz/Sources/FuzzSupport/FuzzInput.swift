import TactileCore

/// One step of an event stream for the assembler or the engine.
public enum FuzzInput: Sendable {
    case event(InputEvent)
    /// libevdev reported `SYN_DROPPED`; the sync events follow (``FrameAssembler/beginResync(at:)``).
    case resync(Timestamp)
}
