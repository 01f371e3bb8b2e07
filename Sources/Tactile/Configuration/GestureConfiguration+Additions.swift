#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TactileGestures

extension GestureConfiguration {
    private struct Additions: Decodable {
        var recognizers: [RecognizerConfiguration]?
        var relations: [RelationConfiguration]?
    }

    /// This configuration plus a trace's extra recognizers and relations
    /// (`TraceMetadata.gestureAdditions`): a recognizer is added unless one of that
    /// name exists; a relation replaces any relation between the same two recognizers.
    public func adding(additionsJSON json: String) throws -> GestureConfiguration {
        let additions = try JSONDecoder().decode(Additions.self, from: Data(json.utf8))
        var result = self
        for r in additions.recognizers ?? [] where result.index(of: r.name) == nil {
            _ = result.add(r)
        }
        for rel in additions.relations ?? [] {
            result.relations.removeAll {
                ($0.first == rel.first && $0.second == rel.second) || ($0.first == rel.second && $0.second == rel.first)
            }
            result.relations.append(rel)
        }
        try result.validate()
        return result
    }
}
