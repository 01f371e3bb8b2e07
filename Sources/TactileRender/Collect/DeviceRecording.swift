import TactileCore

/// Everything drawn for one device: its description and the frames it produced.
package struct DeviceRecording: Sendable {
    /// The engine's device id.
    package var id: Int
    package var name: String
    package var description: DeviceDescription
    package var touches = TouchPathCollector()
    package var pointer = PointerPathCollector()
    package var pen = PenPathCollector()

    package init(id: Int, name: String, description: DeviceDescription) {
        self.id = id; self.name = name; self.description = description
    }

    /// Frames of either kind.
    package var frameCount: Int { touches.frameCount + pointer.frameCount + pen.frameCount }

    /// Whether to draw a touch panel: a touchscreen, or anything that sent touch frames.
    var drawsTouchPanel: Bool { description.classification.kind == .touchscreen || touches.frameCount > 0 }
    /// Whether to draw a pointer panel: a mouse, or anything that sent pointer frames.
    /// Whether to draw a pen panel: a pen, or anything that sent pen frames.
    var drawsPenPanel: Bool { description.classification.kind == .pen || pen.frameCount > 0 }
    var drawsPointerPanel: Bool { description.classification.kind == .mouse || pointer.frameCount > 0 }
}
