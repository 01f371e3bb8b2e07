import TactileCore
import TactilePointer

/// App layouts for the pointer engine: the example toolbar/cards/text layout, and one
/// with overlapping, degenerate and far-off elements.
public enum FuzzLayouts {
    public static let example = PointerLayout(screenWidth: 1280, screenHeight: 800, elements: [
        PointerElement(id: "back", frame: ScreenRect(x: 16, y: 12, width: 28, height: 28), cornerRadius: 6, group: "toolbar"),
        PointerElement(id: "share", frame: ScreenRect(x: 1180, y: 12, width: 28, height: 28), cornerRadius: 6, group: "toolbar"),
        PointerElement(id: "photo", frame: ScreenRect(x: 240, y: 120, width: 160, height: 160), cornerRadius: 20,
                       isBezeled: true, effect: .lift),
        PointerElement(id: "card", frame: ScreenRect(x: 480, y: 120, width: 520, height: 300), cornerRadius: 16, effect: .hover),
        PointerElement(id: "send", frame: ScreenRect(x: 1080, y: 720, width: 120, height: 44), cornerRadius: 10,
                       isBezeled: true, z: 2),
        PointerElement(id: "notes", frame: ScreenRect(x: 240, y: 460, width: 760, height: 240), isBezeled: true,
                       effect: .none, isTextInput: true, lineHeight: 24),
    ])

    public static let odd = PointerLayout(screenWidth: 1920, screenHeight: 1080, elements: [
        PointerElement(id: "zero", frame: ScreenRect(x: 10, y: 10, width: 0, height: 0)),
        PointerElement(id: "over1", frame: ScreenRect(x: 100, y: 100, width: 300, height: 300), z: 1, group: "g"),
        PointerElement(id: "over2", frame: ScreenRect(x: 150, y: 150, width: 300, height: 300), z: 1, group: "g"),
        PointerElement(id: "huge", frame: ScreenRect(x: -1e6, y: -1e6, width: 2e6, height: 2e6), cornerRadius: 1e9, effect: .lift),
        PointerElement(id: "offscreen", frame: ScreenRect(x: 5000, y: 5000, width: 10, height: 10)),
        PointerElement(id: "tinyText", frame: ScreenRect(x: 600, y: 600, width: 200, height: 3), isTextInput: true, lineHeight: 0.5),
    ])

    public static let all = [example, odd]
}
