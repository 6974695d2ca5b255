import Foundation

/// Values kept beside layers rather than in them, for properties few layers ever set (media timing, hints): a
/// layer that never sets one pays nothing for it.
///
/// Keyed by the layer's identity and holding the layer weakly, so a value is found only while its layer lives (an
/// identifier reused by a new layer is told apart); values of layers that are gone are dropped as the table grows.
@MainActor
final class LayerSideTable<Value> {
    private struct Entry {
        weak var layer: CALayer?
        var value: Value
    }
    private var entries: [ObjectIdentifier: Entry] = [:]
    private var sweepAt = 64

    /// Whether no layer has a value (reads of an empty table skip the hashing).
    var isEmpty: Bool { entries.isEmpty }

    subscript(layer: CALayer) -> Value? {
        get {
            guard !entries.isEmpty, let entry = entries[ObjectIdentifier(layer)], entry.layer === layer else {
                return nil
            }
            return entry.value
        }
        set {
            if entries.count >= sweepAt {
                entries = entries.filter { $0.value.layer != nil }
                sweepAt = max(64, entries.count * 2)
            }
            entries[ObjectIdentifier(layer)] = newValue.map { Entry(layer: layer, value: $0) }
        }
    }
}
