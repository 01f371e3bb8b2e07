import Yams

extension Node {
    /// Whether every mapping key in this tree is a scalar.
    ///
    /// Yams' default constructor (`Yams.load`, `Node.any`) force-unwraps each mapping key
    /// as a string and traps on a key that is itself a mapping or a sequence
    /// (`{[a]: 1}`, `? {b: 2} : 3`), so untrusted YAML is checked with this first.
    /// Found by fuzzing (Fuzz/, RELIABILITY.md).
    package var hasOnlyScalarKeys: Bool {
        switch self {
        case .scalar, .alias:
            return true
        case .sequence(let items):
            return items.allSatisfy(\.hasOnlyScalarKeys)
        case .mapping(let pairs):
            return pairs.allSatisfy { pair in
                guard case .scalar = pair.key else { return false }
                return pair.value.hasOnlyScalarKeys
            }
        }
    }
}
