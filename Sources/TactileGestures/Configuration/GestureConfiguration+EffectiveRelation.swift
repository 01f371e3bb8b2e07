extension GestureConfiguration {
    /// The relation of recognizer `a` to recognizer `b` (indices into ``recognizers``):
    /// 1. an explicit entry in ``relations``;
    /// 2. unrelated when they are attached to different regions or take contacts of
    ///    different pointer types (a pen and a finger are independent);
    /// 3. a pinch and a rotate follow ``pinchRotatePolicy``;
    /// 4. a tap with fewer taps requires the failure of a tap with more taps and the same
    ///    fingers (so a double tap works without setup, and a single tap is only delayed
    ///    when a multi-tap actually competes for the touch);
    /// 5. a transform is simultaneous with pan, pinch, rotate and swipe: it reports the
    ///    same motion as one gesture, for the part of the app that wants it that way;
    /// 6. otherwise exclusive.
    func effectiveRelation(_ a: Int, _ b: Int) -> PairRelation {
        if a == b { return .unrelated }
        let ra = recognizers[a], rb = recognizers[b]
        for r in relations {
            if r.first == ra.name && r.second == rb.name {
                switch r.relation {
                case .exclusive: return .exclusive
                case .simultaneous: return .simultaneous
                case .requiresFailureOf: return .waitsFor
                case .transform: return .transform
                }
            }
            if r.first == rb.name && r.second == ra.name {
                switch r.relation {
                case .exclusive: return .exclusive
                case .simultaneous: return .simultaneous
                case .requiresFailureOf: return .blocks
                case .transform: return .transform
                }
            }
        }
        if ra.region != rb.region || ra.pointerType != rb.pointerType { return .unrelated }
        switch (ra.settings, rb.settings) {
        case (.pinch, .rotate), (.rotate, .pinch):
            switch pinchRotatePolicy.relation {
            case .exclusive: return .exclusive
            case .simultaneous: return .simultaneous
            case .transform: return .transform
            case .requiresFailureOf: return .waitsFor
            }
        case (.tap(let ta), .tap(let tb)) where ta.fingers == tb.fingers && ta.taps != tb.taps:
            return ta.taps < tb.taps ? .waitsFor : .blocks
        case (.transform, .pan), (.transform, .pinch), (.transform, .rotate), (.transform, .swipe),
             (.pan, .transform), (.pinch, .transform), (.rotate, .transform), (.swipe, .transform):
            return .simultaneous
        default:
            return .exclusive
        }
    }
}

extension GestureConfiguration {
    /// Names of the recognizers of kind `a` that are exclusive with a recognizer of kind `b`
    /// in the same region, as `(a, b)` name pairs: the relations `tactile run --check` warns
    /// about when one makes a gesture unreachable in practice (an exclusive pan claims two
    /// moving fingers before a pinch or rotate crosses its threshold).
    package func exclusivePairs(_ a: GestureKind, _ b: GestureKind) -> [(String, String)] {
        var pairs: [(String, String)] = []
        for i in recognizers.indices where recognizers[i].kind == a {
            for j in recognizers.indices where recognizers[j].kind == b && recognizers[j].region == recognizers[i].region
                && recognizers[j].pointerType == recognizers[i].pointerType {
                if effectiveRelation(i, j) == .exclusive { pairs.append((recognizers[i].name, recognizers[j].name)) }
            }
        }
        return pairs
    }
}
