import TactileCore

/// Building blocks for common finger motions. Each returns contacts to combine into a
/// ``TouchScript`` (a double tap is two taps). Positions in mm on the panel, times in s.
extension TouchScript {
    /// `count` positions on a line through `centre` at `angleDegrees` (0 = along +x,
    /// 90 = along +y, i.e. down), `spacing` apart and centred on `centre`.
    package static func fingerPositions(count: Int, centre: PhysicalPoint, spacing: Millimetres,
                                       angleDegrees: Double = 0) -> [PhysicalPoint] {
        let a = radians(degrees: angleDegrees)
        let direction = PhysicalPoint(x: cosine(a), y: sine(a))
        return (0..<count).map { i in
            centre + direction * ((Double(i) - Double(count - 1) / 2) * spacing.value)
        }
    }

    /// A tap with `fingers` fingers centred on `centre`: they land `stagger` s apart,
    /// rest, and lift in the same order `duration` s after each landed.
    package static func tap(at centre: PhysicalPoint, fingers: Int = 1, spacing: Millimetres = Millimetres(20),
                           down: Double, duration: Double, stagger: Double = 0) -> [ContactPath] {
        fingerPositions(count: fingers, centre: centre, spacing: spacing).enumerated().map { i, p in
            let landed = down + Double(i) * stagger
            return ContactPath(down: landed, at: p, up: landed + duration)
        }
    }

    /// Fingers that land around `centre` (staggered), then move together by
    /// `translation` from `start` for `duration` s, and lift at `up` (nil: never).
    package static func drag(from centre: PhysicalPoint, by translation: PhysicalPoint, fingers: Int = 1,
                            spacing: Millimetres = Millimetres(20), arrangementDegrees: Double = 0,
                            down: Double, stagger: Double = 0, start: Double, duration: Double,
                            up: Double?) -> [ContactPath] {
        fingerPositions(count: fingers, centre: centre, spacing: spacing, angleDegrees: arrangementDegrees)
            .enumerated().map { i, p in
                let path = ContactPath(down: down + Double(i) * stagger, at: p)
                    .moving(to: p + translation, start: start, duration: duration)
                return up.map { path.lifted(at: $0) } ?? path
            }
    }

    /// Fingers evenly spread on a circle about `centre`, first finger at `axisDegrees`,
    /// that land (staggered) and then, from `start` for `duration` s, all at once:
    /// scale their span by `scale`, turn by `rotationDegrees` (clockwise positive on the
    /// y-down screen) and move the centre by `translation`. They lift at `up` (nil: never).
    ///
    /// The span is the two fingers' distance, or twice the mean distance to the centre
    /// for more fingers; both equal the circle's diameter here, so the span ratio is
    /// exactly `scale` at the end.
    package static func transform(centre: PhysicalPoint, fingers: Int = 2, span: Millimetres, scale: Double = 1,
                                 rotationDegrees: Double = 0, translation: PhysicalPoint = .zero,
                                 axisDegrees: Double = 0, down: Double, stagger: Double = 0,
                                 start: Double, duration: Double, up: Double?) -> [ContactPath] {
        let radius = span.value / 2
        return (0..<fingers).map { i in
            let angle = radians(degrees: axisDegrees + 360 * Double(i) / Double(fingers))
            let orbit = Orbit(centreFrom: centre, centreTo: centre + translation,
                              radiusFrom: Millimetres(radius), radiusTo: Millimetres(radius * scale),
                              angleFromRadians: angle, angleToRadians: angle + radians(degrees: rotationDegrees))
            let path = ContactPath(down: down + Double(i) * stagger, at: orbit.position(progress: 0))
                .orbiting(orbit, start: start, duration: duration)
            return up.map { path.lifted(at: $0) } ?? path
        }
    }
}
