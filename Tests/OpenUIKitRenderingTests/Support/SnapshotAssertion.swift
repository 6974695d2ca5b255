import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

/// Compares an image with a reference PNG in `Tests/OpenUIKitRenderingTests/Snapshots/` (see ``ReferenceImage``:
/// `SNAPSHOT_RECORD=1` records, a failure writes `NAME.actual.png`).
@MainActor
func expectSnapshot(
    _ image: UIImage, named name: String, tolerance: Int = 3, allowedMismatch: Double = 0.001,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Snapshots")
    if let failure = ReferenceImage.check(
        image, named: name, in: directory, tolerance: tolerance, allowedMismatch: allowedMismatch)
    {
        Issue.record(Comment(rawValue: failure), sourceLocation: sourceLocation)
    }
}
