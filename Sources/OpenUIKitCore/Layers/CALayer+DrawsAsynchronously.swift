import Foundation

// `drawsAsynchronously` is a hint Core Animation may use to draw a layer's content off the main thread. OpenUIKit
// stores it and reads it back, so ported layer code keeps compiling and behaving; the Cairo renderer draws on the
// main thread either way. The value lives in a table beside the layers (`LayerSideTable`): few layers set it.
extension CALayer {
    private static let drawsAsynchronouslyTable = LayerSideTable<Bool>()

    /// Whether the layer's drawing may happen in the background. Stored only (see above).
    public var drawsAsynchronously: Bool {
        get { Self.drawsAsynchronouslyTable[self] ?? false }
        set { Self.drawsAsynchronouslyTable[self] = newValue }
    }
}
