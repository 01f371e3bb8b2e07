extension Comparable {
    /// `self` limited to `range`.
    func clamped(to range: ClosedRange<Self>) -> Self { Swift.min(Swift.max(self, range.lowerBound), range.upperBound) }
}
