import TactileCore

/// The screen and the elements the pointer interacts with.
public struct PointerLayout: Hashable, Sendable {
    /// Screen width, in points.
    public var screenWidth: Double
    /// Screen height, in points.
    public var screenHeight: Double
    public var elements: [PointerElement]

    public init(screenWidth: Double, screenHeight: Double, elements: [PointerElement] = []) {
        self.screenWidth = screenWidth; self.screenHeight = screenHeight; self.elements = elements
    }

    /// The screen as a rectangle at the origin.
    public var screen: ScreenRect { ScreenRect(x: 0, y: 0, width: screenWidth, height: screenHeight) }
}
