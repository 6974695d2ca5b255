import Foundation
import Testing
import OpenUIKit
import OpenUIKitTesting

/// Compares a screenshot read back from the server with a reference PNG in `Tests/OpenUIKitX11Tests/Snapshots/`
/// (see ``ReferenceImage``: `SNAPSHOT_RECORD=1` records, a failure writes `NAME.actual.png`).
@MainActor
func expectScreenshot(
    _ image: UIImage, named name: String, tolerance: Int = 8, allowedMismatch: Double = 0.002,
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
