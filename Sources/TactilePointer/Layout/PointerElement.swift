import TactileCore

/// One interactive element the app supplies, in screen points (origin top-left, y down).
public struct PointerElement: Hashable, Sendable {
    public var id: ElementID
    /// The visible bounds.
    public var frame: ScreenRect
    /// Corner radius of the visible shape; the highlight pointer morphs to it.
    public var cornerRadius: Double
    /// Bezeled elements get the smaller padding (12 pt by default), others 24 pt.
    public var isBezeled: Bool
    public var effect: PointerEffect
    /// Larger is in front. Overlapping hit regions resolve by z, then by distance to the centre.
    public var z: Int
    /// Elements with the same group (a bar) get contiguous hit regions.
    public var group: String?
    /// A text-input area: the pointer becomes a beam, precise in x, snapping to lines in y.
    public var isTextInput: Bool
    /// Line height of a text input, in points.
    public var lineHeight: Double

    public init(id: ElementID, frame: ScreenRect, cornerRadius: Double = 0, isBezeled: Bool = false,
                effect: PointerEffect = .highlight, z: Int = 0, group: String? = nil,
                isTextInput: Bool = false, lineHeight: Double = 20) {
        self.id = id; self.frame = frame; self.cornerRadius = cornerRadius; self.isBezeled = isBezeled
        self.effect = effect; self.z = z; self.group = group
        self.isTextInput = isTextInput; self.lineHeight = lineHeight
    }
}
