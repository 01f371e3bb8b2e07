/// YAML's tag names for the types Tactile reads (YAML 1.1, as Yams resolved them).
package enum YAMLTag {
    package static let str = yaml11("str")
    package static let seq = yaml11("seq")
    package static let map = yaml11("map")
    package static let bool = yaml11("bool")
    package static let float = yaml11("float")
    package static let null = yaml11("null")
    package static let int = yaml11("int")
    package static let binary = yaml11("binary")
    package static let merge = yaml11("merge")
    package static let omap = yaml11("omap")
    package static let pairs = yaml11("pairs")
    package static let set = yaml11("set")
    package static let timestamp = yaml11("timestamp")
    package static let value = yaml11("value")
    /// The non-specific tag `!`: the node's kind decides (`str`, `seq` or `map`).
    package static let nonSpecific = "!"

    private static func yaml11(_ name: String) -> String { "tag:yaml.org,2002:" + name }
}
