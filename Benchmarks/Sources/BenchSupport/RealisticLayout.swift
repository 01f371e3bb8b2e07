import TactileCore
import TactilePointer

/// App-like pointer layouts made of the things real screens are made of, stacked in
/// sections down a page: toolbars (grouped bar buttons), grids of bezeled buttons, forms
/// (text fields, each with a clear button in front of it), rows of hover cards with
/// buttons on top (overlapping regions, resolved by z), and segmented controls (groups).
/// Deterministic for a given seed.
public enum RealisticLayout {
    /// A scrolling page `width` points wide holding exactly `elementCount` elements;
    /// the page is as tall as its sections need.
    public static func page(elementCount: Int, width: Double = 1920, seed: UInt64 = 0x7AC7_11E) -> PointerLayout {
        var builder = Builder(width: width, seed: seed, limit: elementCount, maximumHeight: .infinity)
        while builder.elements.count < elementCount { builder.addSection() }
        return PointerLayout(screenWidth: width, screenHeight: builder.y, elements: builder.elements)
    }

    /// One screen filled with sections (as many as fit).
    public static func screen(width: Double = 1920, height: Double = 1080, seed: UInt64 = 0x5C4EE) -> PointerLayout {
        var builder = Builder(width: width, seed: seed, limit: .max, maximumHeight: height)
        while builder.addSection() {}
        return PointerLayout(screenWidth: width, screenHeight: height, elements: builder.elements)
    }

    struct Builder {
        let width: Double
        var rng: SplitMix64
        let limit: Int
        let maximumHeight: Double
        var elements: [PointerElement] = []
        var y = 0.0
        var section = 0

        init(width: Double, seed: UInt64, limit: Int, maximumHeight: Double) {
            self.width = width
            rng = SplitMix64(seed: seed)
            self.limit = limit
            self.maximumHeight = maximumHeight
        }

        mutating func random(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &rng) }
        mutating func random(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &rng) }

        mutating func add(_ e: PointerElement) {
            guard elements.count < limit else { return }
            elements.append(e)
        }

        func id(_ kind: String, _ n: Int) -> ElementID { ElementID("s\(section)\(kind)\(n)") }

        /// Adds one section below the previous ones; false if it would not fit.
        @discardableResult
        mutating func addSection() -> Bool {
            let kind = section == 0 ? 0 : random(0...4)
            let height: Double
            switch kind {
            case 0: height = 52
            case 1: height = 0  // computed below
            case 2: height = 0
            case 3: height = 212
            default: height = 48
            }
            // Grids and forms pick their size first so a screen layout can check the fit.
            var rows = 0, columns = 0, buttonWidth = 0.0, buttonHeight = 0.0, gap = 0.0, fields = 0
            var sectionHeight = height
            if kind == 1 {
                rows = random(2...5); columns = random(4...10)
                buttonHeight = random(36.0...48.0); gap = random(8.0...16.0)
                buttonWidth = min(random(96.0...160.0), (width - 48 - Double(columns - 1) * gap) / Double(columns))
                sectionHeight = 24 + Double(rows) * (buttonHeight + gap)
            } else if kind == 2 {
                fields = random(2...6)
                sectionHeight = 24 + Double(fields) * 52
            }
            guard y + sectionHeight <= maximumHeight else { return false }
            let top = y + 12
            switch kind {
            case 0:  // toolbar: bar buttons at both ends, one group
                let count = random(6...14)
                for i in 0..<count {
                    let x = i < count / 2 ? 16 + Double(i) * 44 : width - 16 - Double(count - i) * 44
                    add(PointerElement(id: id("t", i), frame: ScreenRect(x: x, y: top + 2, width: 32, height: 32),
                                       cornerRadius: 6, effect: .highlight, z: 1, group: "s\(section)bar"))
                }
            case 1:  // grid of bezeled buttons
                for r in 0..<rows {
                    for c in 0..<columns {
                        add(PointerElement(
                            id: id("b", r * columns + c),
                            frame: ScreenRect(x: 24 + Double(c) * (buttonWidth + gap), y: top + Double(r) * (buttonHeight + gap),
                                              width: buttonWidth, height: buttonHeight),
                            cornerRadius: 8, isBezeled: true, effect: (r + c) % 3 == 0 ? .lift : .highlight))
                    }
                }
            case 2:  // form: text fields with a clear button in front
                for i in 0..<fields {
                    let fieldWidth = random(320.0...600.0), fieldY = top + Double(i) * 52
                    add(PointerElement(id: id("f", i), frame: ScreenRect(x: 160, y: fieldY, width: fieldWidth, height: 36),
                                       cornerRadius: 6, isBezeled: true, effect: .none, isTextInput: true, lineHeight: 20))
                    add(PointerElement(id: id("x", i), frame: ScreenRect(x: 160 + fieldWidth - 32, y: fieldY + 4, width: 28, height: 28),
                                       cornerRadius: 14, effect: .highlight, z: 1))
                }
            case 3:  // cards with buttons on top
                let cards = random(2...5)
                let cardWidth = min(320.0, (width - 48) / Double(cards) - 16)
                for i in 0..<cards {
                    let x = 24 + Double(i) * (cardWidth + 16)
                    add(PointerElement(id: id("c", i), frame: ScreenRect(x: x, y: top, width: cardWidth, height: 188),
                                       cornerRadius: 16, effect: .hover))
                    for b in 0..<2 {
                        add(PointerElement(id: id("cb", i * 2 + b),
                                           frame: ScreenRect(x: x + 16 + Double(b) * 104, y: top + 140, width: 92, height: 32),
                                           cornerRadius: 8, isBezeled: true, effect: .lift, z: 1))
                    }
                }
            default:  // segmented control: adjacent segments, one group
                let count = random(3...5)
                for i in 0..<count {
                    add(PointerElement(id: id("g", i), frame: ScreenRect(x: 24 + Double(i) * 120, y: top, width: 118, height: 28),
                                       cornerRadius: 6, isBezeled: true, effect: .highlight, group: "s\(section)seg"))
                }
            }
            y += sectionHeight
            section += 1
            return true
        }
    }
}
