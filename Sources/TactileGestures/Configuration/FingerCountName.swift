/// Default recognizer names carry the finger count when it is not one:
/// `tap` / `twoFingerTap`, `longPress` / `twoFingerLongPress`.
enum FingerCountName {
    private static let words = ["", "", "two", "three", "four", "five"]

    /// `name` (lower camel case) prefixed by the finger count when more than one.
    static func prefixed(_ name: String, fingers: Int) -> String {
        guard fingers >= 2 && fingers < words.count else { return name }
        return words[fingers] + "Finger" + name.prefix(1).uppercased() + name.dropFirst()
    }

    /// "1 finger", "2 fingers": a finger count in messages.
    static func count(_ fingers: Int) -> String { fingers == 1 ? "1 finger" : "\(fingers) fingers" }
}
