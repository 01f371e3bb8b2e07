import TactileCore

/// Decides whether a touch panel shows an enlarged detail beside the whole screen.
enum ZoomRegion {
    /// When every touch lies in a small part of the screen: that part, padded and
    /// shaped like the detail view; nil when the whole screen shows them well.
    static func find(paths: [TouchPath], screen: ScreenRect) -> ScreenRect? {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for path in paths {
            for p in path.positions {
                minX = Swift.min(minX, p.x); maxX = Swift.max(maxX, p.x)
                minY = Swift.min(minY, p.y); maxY = Swift.max(maxY, p.y)
            }
        }
        guard minX <= maxX, minY <= maxY else { return nil }
        // Room for markers and labels around the data, and never closer than 1/12 of the screen.
        let pad = Swift.max(screen.width, screen.height) / 40
        var width = Swift.max(maxX - minX + 2 * pad, screen.width / 12)
        var height = Swift.max(maxY - minY + 2 * pad, screen.height / 12)
        guard width <= screen.width * 0.35, height <= screen.height * 0.35 else { return nil }
        // The detail view's shape: what is left beside the overview.
        let overviewWidth = Swift.min(RenderMetrics.contentWidth * 0.4, 300 * screen.width / screen.height)
        let aspect = (RenderMetrics.contentWidth - overviewWidth - 48) / (RenderMetrics.pictureMaxHeight * 0.75)
        if width / height < aspect { width = height * aspect } else { height = width / aspect }
        guard width <= screen.width, height <= screen.height else { return nil }
        let x = ((minX + maxX) / 2 - width / 2).clamped(to: 0...(screen.width - width))
        let y = ((minY + maxY) / 2 - height / 2).clamped(to: 0...(screen.height - height))
        return ScreenRect(x: x, y: y, width: width, height: height)
    }
}
