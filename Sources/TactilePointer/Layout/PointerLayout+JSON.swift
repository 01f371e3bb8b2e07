#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TactileCore


// The layout JSON the CLI reads:
// {"screen": {"width": <pt>, "height": <pt>},
//  "elements": [{"id": "ok", "x": .., "y": .., "width": .., "height": .., "cornerRadius": ..,
//                "bezeled": true, "effect": "highlight", "group": "toolbar", "z": 0,
//                "text": false, "lineHeight": ..}]}
// Required: screen.width/height, and per element id, x, y, width, height. Defaults:
// cornerRadius 0, bezeled false, effect "highlight", group none, z 0, text false;
// lineHeight is required when text is true. Unknown keys are errors (typos must not
// silently fall back to defaults).

extension PointerLayout {
    /// Decodes a layout document; errors name the key path (`elements[3].width`).
    public init(jsonData data: Data, file: String? = nil) throws(ConfigurationError) {
        do {
            let document = try JSONDecoder().decode(LayoutDocument.self, from: data)
            self = document.layout
        } catch let error as ConfigurationError {
            var e = error
            e.file = file
            throw e
        } catch let error as DecodingError {
            throw ConfigurationError(error, file: file)
        } catch {
            throw ConfigurationError(file: file, keyPath: "", message: "\(error)")
        }
    }

    /// Reads and decodes a layout file.
    public init(contentsOf url: URL) throws(ConfigurationError) {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw ConfigurationError(file: url.path, keyPath: "", message: "cannot read file: \(FileErrorText.message(for: error))")
        }
        try self.init(jsonData: data, file: url.path)
    }
}
