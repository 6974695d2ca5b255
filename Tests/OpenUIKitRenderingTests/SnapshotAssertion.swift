import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitCairo

/// Compares an image with a reference PNG in `Tests/OpenUIKitRenderingTests/Snapshots/`.
///
/// A pixel matches when no channel differs by more than `tolerance` (out of 255); the snapshot matches when at
/// most `allowedMismatch` of the pixels do not. With no reference yet — or with `SNAPSHOT_RECORD=1` in the
/// environment — the image is written as the reference and the check fails, so every new reference is looked at
/// before it is committed. A failing comparison writes the actual image next to the reference as `NAME.actual.png`.
@MainActor
func expectSnapshot(
    _ image: UIImage, named name: String, tolerance: Int = 3, allowedMismatch: Double = 0.001,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Snapshots")
    let referenceURL = directory.appendingPathComponent("\(name).png")
    let actualURL = directory.appendingPathComponent("\(name).actual.png")
    guard let data = image.pngData() else {
        Issue.record("snapshot \(name): the image has no pixels", sourceLocation: sourceLocation)
        return
    }
    let record = ProcessInfo.processInfo.environment["SNAPSHOT_RECORD"] == "1"
    guard !record, let referenceData = try? Data(contentsOf: referenceURL), let reference = UIImage(data: referenceData)
    else {
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try? data.write(to: referenceURL)
        Issue.record(
            "snapshot \(name): recorded a new reference at \(referenceURL.path); look at it, then commit it",
            sourceLocation: sourceLocation)
        return
    }
    let (mismatched, total, worst) = compare(image, reference, tolerance: tolerance)
    if total == 0 || Double(mismatched) > Double(total) * allowedMismatch {
        try? data.write(to: actualURL)
        Issue.record(
            """
            snapshot \(name): \(mismatched) of \(total) pixels differ by more than \(tolerance) (worst \(worst)); \
            actual image written to \(actualURL.path)
            """, sourceLocation: sourceLocation)
    } else {
        try? FileManager.default.removeItem(at: actualURL)
    }
}

/// Counts pixels whose channels differ by more than `tolerance`; sizes that differ make every pixel count.
@MainActor
private func compare(_ a: UIImage, _ b: UIImage, tolerance: Int) -> (mismatched: Int, total: Int, worst: Int) {
    let width = Int((a.size.width * a.scale).rounded()), height = Int((a.size.height * a.scale).rounded())
    guard width == Int((b.size.width * b.scale).rounded()), height == Int((b.size.height * b.scale).rounded()) else {
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
