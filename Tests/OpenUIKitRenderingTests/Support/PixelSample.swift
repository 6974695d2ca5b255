import OpenUIKitCore

extension UIImage {
    /// The pixel at (`x`, `y`) as red, green, blue and alpha from 0 to 255; empty outside the image.
    func rgbaValues(_ x: Int, _ y: Int) -> [Int] {
        guard let p = pixel(x: x, y: y) else { return [] }
        return [Int(p.red), Int(p.green), Int(p.blue), Int(p.alpha)]
    }
}

/// Whether two pixels differ by at most `tolerance` in every channel (blending rounds differently by a unit or two).
func pixelsNear(_ a: [Int], _ b: [Int], within tolerance: Int = 2) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
}
