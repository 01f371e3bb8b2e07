/// How much a client may fall behind: lines queued but not yet started, counted in
/// bytes (newlines included) and/or lines. A nil limit is not checked.
package struct QueueLimits: Hashable, Sendable {
    package var maximumBytes: Int?
    package var maximumLines: Int?

    package init(maximumBytes: Int? = 1 << 20, maximumLines: Int? = nil) {
        self.maximumBytes = maximumBytes
        self.maximumLines = maximumLines
    }

    /// 1 MiB, no line limit: about 3,000 gesture lines, several seconds of a busy stream.
    package static let `default` = QueueLimits()
}
