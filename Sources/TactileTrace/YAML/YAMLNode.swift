/// A composed YAML node: a scalar, a sequence or a mapping, with its tag and where it starts.
/// Aliases are replaced by the node they name, as Yams composed them.
package struct YAMLNode: Sendable {
    package enum Content: Sendable {
        case scalar(String)
        case sequence([YAMLNode])
        case mapping([(key: YAMLNode, value: YAMLNode)])
    }

    package var content: Content
    /// The tag written in the text (or `str` for a quoted scalar); nil when implicit.
    package var explicitTag: String?
    /// How a scalar was written (`.any` for collections).
    package var style: YAMLScalarStyle
    package var mark: YAMLMark

    /// The scalar's text, or nil for a collection.
    package var scalar: String? {
        if case .scalar(let s) = content { return s }
        return nil
    }

    /// The resolved tag: the written one, else YAML 1.1's resolution of a plain scalar
    /// (``YAML11/resolve(_:)``), `seq` or `map`.
    package var tag: String {
        switch content {
        case .scalar(let s):
            if let explicitTag { return explicitTag == YAMLTag.nonSpecific ? YAMLTag.str : explicitTag }
            return YAML11.resolve(s)
        case .sequence:
            guard let explicitTag, explicitTag != YAMLTag.nonSpecific else { return YAMLTag.seq }
            return explicitTag
        case .mapping:
            guard let explicitTag, explicitTag != YAMLTag.nonSpecific else { return YAMLTag.map }
            return explicitTag
        }
    }

    /// Whether every mapping key in this tree is a scalar (``YAMLShapeCheck`` refuses
    /// others before composing; kept as a second line for trees built otherwise).
    package var hasOnlyScalarKeys: Bool {
        switch content {
        case .scalar:
            return true
        case .sequence(let items):
            return items.allSatisfy(\.hasOnlyScalarKeys)
        case .mapping(let pairs):
            return pairs.allSatisfy { pair in
                guard case .scalar = pair.key.content else { return false }
                return pair.value.hasOnlyScalarKeys
            }
        }
    }

    /// Composes the single document in `text` (nil for an empty stream), as `Yams.compose`
    /// did: aliases resolved (an unknown one is an error), duplicated keys and a second
    /// document refused.
    package static func compose(_ text: String) throws(YAMLError) -> YAMLNode? {
        var composer = Composer(parser: YAMLParser(text), text: text)
        return try composer.singleRoot()
    }
}

/// Builds nodes from libyaml's events, the way Yams' `Parser` did.
private struct Composer {
    let parser: YAMLParser
    let text: String
    /// Anchors seen so far (a later one shadows an earlier one of the same name).
    var anchors: [String: YAMLNode] = [:]

    init(parser: YAMLParser, text: String) {
        self.parser = parser
        self.text = text
    }

    mutating func singleRoot() throws(YAMLError) -> YAMLNode? {
        guard case .streamStart = try parser.next() else { return nil }
        guard case .documentStart = try parser.next() else { return nil }
        let node = try load(try parser.next())
        _ = try parser.next()  // the document's end
        let event = try parser.next()
        if case .streamEnd = event { return node }
        throw YAMLError.composer(context: .init(text: "expected a single document in the stream", mark: YAMLMark(line: 1, column: 1)),
                                 problem: "but found another document", mark: parser.lastMark, yaml: text)
    }

    private mutating func load(_ event: YAMLEvent) throws(YAMLError) -> YAMLNode {
        switch event {
        case .alias(let anchor, let mark):
            guard let node = anchors[anchor] else {
                throw YAMLError.composer(context: nil, problem: "found undefined alias", mark: mark, yaml: text)
            }
            return node
        case .scalar(let value, let tag, let anchor, let style, let mark):
            let node = YAMLNode(content: .scalar(value), explicitTag: tag, style: style, mark: mark)
            if let anchor { anchors[anchor] = node }
            return node
        case .sequenceStart(let tag, let anchor, let mark):
            var items: [YAMLNode] = []
            while true {
                let next = try parser.next()
                if case .sequenceEnd = next { break }
                items.append(try load(next))
            }
            let node = YAMLNode(content: .sequence(items), explicitTag: tag, style: .any, mark: mark)
            if let anchor { anchors[anchor] = node }
            return node
        case .mappingStart(let tag, let anchor, let mark):
            var pairs: [(key: YAMLNode, value: YAMLNode)] = []
            while true {
                let next = try parser.next()
                if case .mappingEnd = next { break }
                let key = try load(next)
                let value = try load(try parser.next())
                pairs.append((key, value))
            }
            try checkDuplicates(pairs.map(\.key))
            let node = YAMLNode(content: .mapping(pairs), explicitTag: tag, style: .any, mark: mark)
            if let anchor { anchors[anchor] = node }
            return node
        default:
            // libyaml's grammar allows only nodes here.
            throw YAMLError.composer(context: nil, problem: "expected a node", mark: parser.lastMark, yaml: text)
        }
    }

    /// Keys equal in text and resolved tag, reported sorted with the first one's position.
    private func checkDuplicates(_ keys: [YAMLNode]) throws(YAMLError) {
        struct Key: Hashable { var text: String; var tag: String }
        var first: [Key: YAMLNode] = [:]
        var count: [Key: Int] = [:]
        for key in keys {
            // Non-scalar keys are refused before composing (YAMLShapeCheck).
            guard let text = key.scalar else { continue }
            let k = Key(text: text, tag: key.tag)
            if first[k] == nil { first[k] = key }
            count[k, default: 0] += 1
        }
        let duplicated = count.filter { $0.value > 1 }.keys.sorted { $0.text < $1.text }
        guard let head = duplicated.first, let mark = first[head]?.mark else { return }
        throw YAMLError.duplicatedKeysInMapping(duplicates: duplicated.map(\.text), context: .init(text: text, mark: mark))
    }
}
