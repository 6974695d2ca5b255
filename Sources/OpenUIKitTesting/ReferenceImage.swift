import Foundation
import OpenUIKitCore

/// Compares images with reference PNGs kept beside the tests, for snapshot tests in any test framework.
///
/// A pixel matches when no channel differs by more than `tolerance` (out of 255); the image matches when at most
/// `allowedMismatch` of its pixels do not. With no reference yet — or with `record` — the image is written as the
/// reference and the check fails, so every new reference is looked at before it is committed. A failing comparison
/// writes the actual image next to the reference as `NAME.actual.png`. OpenUIKit testing support; no UIKit
/// counterpart.
public enum ReferenceImage {
    /// Checks `image` against `directory/name.png`; nil when it matches, else what went wrong, for the test to report.
    @MainActor
    public static func check(
        _ image: UIImage, named name: String, in directory: URL, tolerance: Int = 3, allowedMismatch: Double = 0.001,
        record: Bool = ProcessInfo.processInfo.environment["SNAPSHOT_RECORD"] == "1"
    ) -> String? {
        let referenceURL = directory.appendingPathComponent("\(name).png")
        let actualURL = directory.appendingPathComponent("\(name).actual.png")
        guard let data = image.pngData() else { return "snapshot \(name): the image has no pixels" }
        guard !record, let referenceData = try? Data(contentsOf: referenceURL),
            let reference = UIImage(data: referenceData)
        else {
            try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try? data.write(to: referenceURL)
            return "snapshot \(name): recorded a new reference at \(referenceURL.path); look at it, then commit it"
        }
        let difference = compare(image, reference, tolerance: tolerance)
        guard difference.total > 0, Double(difference.mismatched) <= Double(difference.total) * allowedMismatch else {
            try? data.write(to: actualURL)
            return """
                snapshot \(name): \(difference.mismatched) of \(difference.total) pixels differ by more than \
                \(tolerance) (worst \(difference.worst)); actual image written to \(actualURL.path)
                """
        }
        try? FileManager.default.removeItem(at: actualURL)
        return nil
    }

    /// Counts pixels whose channels differ by more than `tolerance`; sizes that differ make every pixel count.
    @MainActor
    public static func compare(_ a: UIImage, _ b: UIImage, tolerance: Int) -> (mismatched: Int, total: Int, worst: Int)
    {
        let width = Int((a.size.width * a.scale).rounded()), height = Int((a.size.height * a.scale).rounded())
        guard width == Int((b.size.width * b.scale).rounded()), height == Int((b.size.height * b.scale).rounded())
        else {
            return (max(width * height, 1), max(width * height, 1), 255)
        }
        var mismatched = 0, worst = 0
        for y in 0..<height {
            for x in 0..<width {
                guard let p = a.pixel(x: x, y: y), let q = b.pixel(x: x, y: y) else { continue }
                let difference = max(
                    abs(Int(p.red) - Int(q.red)), abs(Int(p.green) - Int(q.green)),
                    abs(Int(p.blue) - Int(q.blue)), abs(Int(p.alpha) - Int(q.alpha)))
                worst = max(worst, difference)
                if difference > tolerance { mismatched += 1 }
            }
        }
        return (mismatched, width * height, worst)
    }
}
