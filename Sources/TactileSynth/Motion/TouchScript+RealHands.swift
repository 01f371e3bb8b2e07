import TactileCore

/// Building blocks for hands as people use them: fingers that land one at a time (on a
/// hand that may already be moving), and the geometry of a finger set at any moment,
/// measured on the script itself so expectations can state what the motion really did
/// from the moment a finger set formed.
extension TouchScript {
    /// Fingers at `offsets` from `centre` that land at `down + landings[i]` and share one
    /// motion from `start` for `duration` s: the formation scales by `scale`, turns by
    /// `rotationDegrees` (clockwise positive on the y-down screen) and moves by
    /// `translation`, with `profile` progress. A finger that lands after `start` lands
    /// where the moving formation has taken its place (staggered landing on a moving
    /// hand). Finger `i` lifts at `ups[i]` (nil or missing: never).
    package static func formation(centre: PhysicalPoint, offsets: [PhysicalPoint], landings: [Double], down: Double,
                                 scale: Double = 1, rotationDegrees: Double = 0, translation: PhysicalPoint = .zero,
                                 start: Double, duration: Double, profile: MotionProfile = .minimumJerk,
                                 ups: [Double?] = []) -> [ContactPath] {
        precondition(offsets.count == landings.count, "one landing time per finger")
        return offsets.indices.map { i in
            let o = offsets[i]
            let angle = arcTangent(o.y, o.x)
            let orbit = Orbit(centreFrom: centre, centreTo: centre + translation,
                              radiusFrom: Millimetres(o.length), radiusTo: Millimetres(o.length * scale),
                              angleFromRadians: angle, angleToRadians: angle + radians(degrees: rotationDegrees))
            let segment = PathSegment(start: start, duration: duration, motion: .orbit(orbit), profile: profile)
            let landed = down + landings[i]
            let up = i < ups.count ? ups[i] : nil
            if landed > start { return ContactPath(down: landed, joining: segment, up: up) }
            return ContactPath(down: landed, at: orbit.position(progress: 0), up: up).appending(segment)
        }
    }

    /// The fingers `contacts` (indices into `paths`), moved together from `start` for
    /// `duration` s about the centroid of where they rest: scaled by `scale`, turned by
    /// `rotationDegrees` and moved by `translation`. Each continues from where it is
    /// (after its settle, say), so the span ratio and the turn of the set are exact.
    package static func transforming(_ paths: [ContactPath], _ contacts: [Int], scale: Double = 1,
                                    rotationDegrees: Double = 0, translation: PhysicalPoint = .zero,
                                    start: Double, duration: Double,
                                    profile: MotionProfile = .minimumJerk) -> [ContactPath] {
        let centre = contacts.reduce(PhysicalPoint.zero) { $0 + paths[$1].end } / Double(contacts.count)
        var out = paths
        for i in contacts {
            let o = paths[i].end - centre
            let angle = arcTangent(o.y, o.x)
            let orbit = Orbit(centreFrom: centre, centreTo: centre + translation,
                              radiusFrom: Millimetres(o.length), radiusTo: Millimetres(o.length * scale),
                              angleFromRadians: angle, angleToRadians: angle + radians(degrees: rotationDegrees))
            out[i] = paths[i].orbiting(orbit, start: start, duration: duration, profile: profile)
        }
        return out
    }

    /// The geometry of the fingers `contacts` at script time `t`, as the recognizers measure
    /// it in mm: the span is their distance (two fingers) or twice the mean distance to the
    /// centroid (more), positions without noise.
    package func span(of contacts: [Int], at t: Double) -> Double {
        let p = contacts.map { self.contacts[$0].position(at: t) }
        if p.count == 2 { return (p[1] - p[0]).length }
        let c = p.reduce(PhysicalPoint.zero, +) / Double(p.count)
        return 2 * p.reduce(0) { $0 + ($1 - c).length } / Double(p.count)
    }

    /// The centroid of the fingers `contacts` at script time `t` (mm).
    package func centroid(of contacts: [Int], at t: Double) -> PhysicalPoint {
        contacts.reduce(PhysicalPoint.zero) { $0 + self.contacts[$1].position(at: t) } / Double(contacts.count)
    }

    /// How far the fingers `contacts` turned from `from` to `to` (radians, clockwise positive
    /// on the y-down screen, not wrapped): the first-to-second finger axis for two fingers,
    /// the mean turn of every finger about the centroid for more. Followed in 1 ms steps.
    package func rotation(of contacts: [Int], from: Double, to: Double) -> Double {
        func angles(_ t: Double) -> [Double] {
            let p = contacts.map { self.contacts[$0].position(at: t) }
            if p.count == 2 { return [arcTangent(p[1].y - p[0].y, p[1].x - p[0].x)] }
            let c = p.reduce(PhysicalPoint.zero, +) / Double(p.count)
            return p.map { arcTangent($0.y - c.y, $0.x - c.x) }
        }
        let steps = Swift.max(1, Int(((to - from) * 1000).rounded(.up)))
        var last = angles(from)
        var total = 0.0
        for k in 1...steps {
            let now = angles(from + (to - from) * Double(k) / Double(steps))
            var sum = 0.0
            for (a, b) in zip(last, now) {
                var d = b - a
                while d > .pi { d -= 2 * .pi }
                while d < -.pi { d += 2 * .pi }
                sum += d
            }
            total += sum / Double(now.count)
            last = now
        }
        return total
    }
}
