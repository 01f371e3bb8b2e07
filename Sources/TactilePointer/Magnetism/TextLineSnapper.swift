import TactileCore

/// Vertical snapping inside a text input: the beam sits on the centre of a line and only
/// changes line once the model pointer is past the current line's band by a margin.
package enum TextLineSnapper {
    /// The most lines an element is given: every line number up to it converts exactly
    /// between Int and Double (a 1e100 pt tall text area must not trap; found by fuzzing).
    package static let maximumLineCount = 1 << 52

    /// Number of lines of a text element (1 ... ``maximumLineCount``).
    package static func lineCount(of element: PointerElement) -> Int {
        let h = element.lineHeight > 0 ? element.lineHeight : 1
        let lines = (element.frame.height / h).rounded(.down)
        guard lines.isFinite, lines >= 1 else { return lines == .infinity ? maximumLineCount : 1 }
        return lines >= Double(maximumLineCount) ? maximumLineCount : Int(lines)
    }

    /// The line under `y` without hysteresis, clamped to the element's lines.
    package static func nearestLine(y: Double, in element: PointerElement) -> Int {
        let h = element.lineHeight > 0 ? element.lineHeight : 1
        let raw = ((y - element.frame.minY) / h).rounded(.down)
        let last = lineCount(of: element) - 1
        guard raw.isFinite else { return 0 }
        return raw < 0 ? 0 : (raw > Double(last) ? last : Int(raw))
    }

    /// The line to show: `current` until `y` leaves its band by more than
    /// `hysteresisFraction` of a line, then the line under `y`.
    package static func line(y: Double, in element: PointerElement, current: Int, hysteresisFraction: Double) -> Int {
        let h = element.lineHeight > 0 ? element.lineHeight : 1
        let top = element.frame.minY + Double(current) * h
        let margin = hysteresisFraction * h
        if y >= top - margin && y < top + h + margin { return Swift.min(current, lineCount(of: element) - 1) }
        return nearestLine(y: y, in: element)
    }

    /// The y of a line's centre, in points.
    package static func centreY(line: Int, in element: PointerElement) -> Double {
        element.frame.minY + (Double(line) + 0.5) * element.lineHeight
    }
}
