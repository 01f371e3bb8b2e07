/// The physical image size a display reports in its EDID (VESA E-EDID 1.3/1.4 base block).
///
/// Touch panels that report no axis resolution usually cover the display exactly, and the
/// display knows its size: the preferred (first) detailed timing descriptor gives it in mm
/// (bytes 66-68); the base block's bytes 21-22 give it in whole cm as a fallback.
package enum DisplayEDID {
    /// The image size in mm, nil when `edid` is not a valid base block (header, checksum)
    /// or reports no size (0, as projectors and TVs that scale do).
    package static func imageSize(_ edid: [UInt8]) -> (width: Millimetres, height: Millimetres)? {
        guard edid.count >= 128 else { return nil }
        let header: [UInt8] = [0x00, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x00]
        guard Array(edid[0..<8]) == header else { return nil }
        guard edid[0..<128].reduce(UInt8(0), &+) == 0 else { return nil }
        // First detailed timing descriptor at 54: a timing (pixel clock bytes 54-55 non-zero)
        // carries the image size in mm, 12 bits each.
        if edid[54] != 0 || edid[55] != 0 {
            let width = Int(edid[68] >> 4) << 8 | Int(edid[66])
            let height = Int(edid[68] & 0x0F) << 8 | Int(edid[67])
            // Some EDIDs put an aspect ratio (e.g. 16 x 9) here: too small for a panel.
            if width >= 20 && height >= 20 { return (Millimetres(Double(width)), Millimetres(Double(height))) }
        }
        let widthCentimetres = Int(edid[21]), heightCentimetres = Int(edid[22])
        guard widthCentimetres > 0 && heightCentimetres > 0 else { return nil }
        return (Millimetres(Double(widthCentimetres * 10)), Millimetres(Double(heightCentimetres * 10)))
    }
}
