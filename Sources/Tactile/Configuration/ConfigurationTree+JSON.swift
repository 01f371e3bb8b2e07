#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TactileCore
@_spi(TactileInternals) import TactileTrace

extension ConfigurationTree {
    /// The subtree re-encoded as JSON, for sections decoded by a module's own Codable types.
    package func jsonData() throws(ConfigurationError) -> Data {
        guard let text = YAML11.json(value, fragmentsAllowed: true) else { throw self.error("cannot be represented as JSON") }
        return Data(text.utf8)
    }

    /// `decode` run on this subtree's JSON, its errors placed at this subtree's path and file.
    package func decoding<T>(_ decode: (Data) throws -> T) throws(ConfigurationError) -> T {
        let data = try jsonData()
        do {
            return try decode(data)
        } catch let e as ConfigurationError {
            throw e.nested(in: file, at: path)
        } catch let e as DecodingError {
            throw ConfigurationError(e, file: file, below: path)
        } catch {
            throw self.error("\(error)")
        }
    }
}
