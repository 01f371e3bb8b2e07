/// The files the web server serves from memory: the JavaScript client, the example kiosk
/// page and the inspector. Their sources are in Web/Assets (SwiftPM embeds them in the
/// binary, so a kiosk installs one file).
enum WebAssets {
    struct Asset {
        let contentType: String
        let bytes: [UInt8]
        /// Served only when the inspector is enabled.
        let isInspector: Bool
    }

    static func asset(at path: Substring) -> Asset? {
        switch path {
        case "/tactile.js": return Asset(contentType: "text/javascript; charset=utf-8", bytes: PackageResources.tactile_js, isInspector: false)
        case "/example": return Asset(contentType: "text/html; charset=utf-8", bytes: PackageResources.kiosk_html, isInspector: false)
        case "/inspector": return Asset(contentType: "text/html; charset=utf-8", bytes: PackageResources.inspector_html, isInspector: true)
        case "/inspector.js": return Asset(contentType: "text/javascript; charset=utf-8", bytes: PackageResources.inspector_js, isInspector: true)
        default: return nil
        }
    }
}
