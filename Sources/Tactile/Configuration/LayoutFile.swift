#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TactileCore
import TactilePointer

/// Reads a layout file (Docs/POINTER.md) for `tactile pointer --layout` and a configuration's
/// `layout: FILE`: a JSON syntax error names its line and column
/// (`layout.json: line 3, column 31: not valid JSON: expected ',' or '}' ...`), which
/// Foundation's decoder does not.
package enum LayoutFile {
    package static func load(_ url: URL) throws(ConfigurationError) -> PointerLayout {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw ConfigurationError(file: url.path, keyPath: "", message: "cannot read file: \(FileErrorText.message(for: error))")
        }
        do throws(ConfigurationError) {
            return try PointerLayout(jsonData: data, file: url.path)
        } catch {
            // Only where the decoder gave up on the syntax (it accepts a little more than
            // RFC 8259, e.g. a trailing comma in an array: nothing it accepts is refused here).
            if error.keyPath.isEmpty, let problem = JSONSyntaxCheck.firstProblem(in: data) {
                throw ConfigurationError(file: url.path, keyPath: "line \(problem.line), column \(problem.column)",
                                         message: "not valid JSON: \(problem.message)")
            }
            throw error
        }
    }
}
