/// What recognizers with some settings can report, so the daemon can tell whether an
/// action waiting for a gesture can ever fire without knowing each kind's settings.
package struct ReportedValues: Sendable {
    /// The finger counts reported at `began` / `recognized`; nil when any.
    package var fingersAtStart: ClosedRange<Int>?
    /// The tap count reported; nil when none is.
    package var taps: Int?
    /// The swipe directions reported; nil when none are.
    package var directions: SwipeDirections?
    /// The edges reported; nil when none are.
    package var edges: ScreenEdges?
    /// What that is, briefly, for error messages ("2 taps of 1 finger").
    package var summary: String

    init(fingersAtStart: ClosedRange<Int>? = nil, taps: Int? = nil, directions: SwipeDirections? = nil,
         edges: ScreenEdges? = nil, summary: String) {
        self.fingersAtStart = fingersAtStart; self.taps = taps
        self.directions = directions; self.edges = edges
        self.summary = summary
    }
}
