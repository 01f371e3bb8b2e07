import TactileCore

/// One device inside the engine: its description and its frame assembler.
struct EngineDevice {
    let id: Int
    let name: String
    let description: DeviceDescription
    var assembler: FrameAssembler
}
