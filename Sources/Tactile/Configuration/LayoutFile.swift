import Foundation
import TactilePointer

/// Reads a layout file (Docs/POINTER.md) for `tactile pointer --layout` and a configuration's
/// `layout: FILE`: a JSON syntax error names its line and column
/// (`layout.json: line 3, column 31: not valid JSON: expected ',' or '}' ...`), which
/// Foundation's decoder does not.
public enum LayoutFile {
    public static func load(_ url: URL) throws(PointerLayoutError) -> PointerLayout {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw PointerLayoutError(file: url.path, keyPath: "", message: "cannot read file: \(error.localizedDescription)")
        }
        if let problem = JSONSyntaxCheck.firstProblem(in: data) {
            throw PointerLayoutError(file: url.path, keyPath: "line \(problem.line), column \(problem.column)",
                                     message: "not valid JSON: \(problem.message)")
        }
        return try PointerLayout(jsonData: data, file: url.path)
    }
}
