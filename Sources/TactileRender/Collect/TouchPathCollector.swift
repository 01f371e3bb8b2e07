import TactileCore

/// Turns one device's touch frames into one ``TouchPath`` per touch id, in the
/// order the touches began.
package struct TouchPathCollector: Sendable {
    package private(set) var paths: [TouchPath] = []
    /// Touch frames seen.
    package private(set) var frameCount = 0
    /// Times of the first and last frame seen.
    package private(set) var firstTime: Timestamp?
    package private(set) var lastTime: Timestamp?
    private var indexByID: [Int: Int] = [:]

    package init() {}

    package mutating func add(_ frame: TouchFrame) {
        frameCount += 1
        if firstTime == nil { firstTime = frame.time }
        lastTime = frame.time
        for touch in frame.touches {
            let index: Int
            if let known = indexByID[touch.id] {
                index = known
            } else {
                // A touch is new at its first appearance, whatever its phase: a
                // frame that starts mid-touch still gets a path.
                index = paths.count
                indexByID[touch.id] = index
                paths.append(TouchPath(id: touch.id, positions: [], began: frame.time, lastSeen: frame.time, terminalPhase: nil))
            }
            paths[index].positions.append(touch.position)
            paths[index].lastSeen = frame.time
            if touch.phase.isTerminal { paths[index].terminalPhase = touch.phase }
        }
    }
}
