import Foundation

/// A layer property animations move, named by its key path (the raw value): read once when an animation is added,
/// so each frame switches over cases rather than comparing strings.
enum LayerProperty: String {
    case opacity
    case position
    case positionX = "position.x"
    case positionY = "position.y"
    case bounds
    case boundsSize = "bounds.size"
    case boundsWidth = "bounds.size.width"
    case boundsHeight = "bounds.size.height"
    case boundsOrigin = "bounds.origin"
    case anchorPoint
    case zPosition
    case transform
    case rotation = "transform.rotation"
    case rotationZ = "transform.rotation.z"
    case scale = "transform.scale"
    case scaleX = "transform.scale.x"
    case scaleY = "transform.scale.y"
    case translationX = "transform.translation.x"
    case translationY = "transform.translation.y"
    case sublayerTransform
    case cornerRadius
    case borderWidth
    case borderColor
    case backgroundColor
    case shadowOpacity
    case shadowRadius
    case shadowOffset
    case shadowColor
    case hidden
    // Shape layers.
    case strokeStart
    case strokeEnd
    case lineWidth
    case lineDashPhase
    case miterLimit
    case fillColor
    case strokeColor
    case path
    // Gradient layers.
    case startPoint
    case endPoint
    case colors
    case locations
    // Text layers.
    case fontSize
    case foregroundColor
    /// How far a ``CATransition`` is (no layer property: nothing else animates it).
    case transitionProgress = "openuikit.transitionProgress"

    /// Whether the property only says where and how opaquely the layer is drawn, not what it draws (a rasterized
    /// layer keeps its bitmap when only these change).
    var isPlacement: Bool {
        switch self {
        case .opacity, .position, .positionX, .positionY, .anchorPoint, .zPosition, .transform, .rotation, .rotationZ,
            .scale, .scaleX, .scaleY, .translationX, .translationY:
            true
        default: false
        }
    }

    /// Whether the property is stored as the layer's geometry or opacity (`position`, `bounds`, `transform`,
    /// `anchorPoint`, `opacity`): true of a whole property (`root`), saved and put back as stored around a paint.
    var isStoredGeometry: Bool {
        switch self {
        case .position, .bounds, .transform, .anchorPoint, .opacity: true
        default: false
        }
    }

    /// Whether the area the layer may paint, and where it is, do not depend on the property (what is drawn inside
    /// it changes: a stroke's trim, a colour), so marking that area needs no value of it.
    var leavesAreaAlone: Bool {
        switch self {
        case .strokeStart, .strokeEnd, .lineDashPhase, .fillColor, .backgroundColor, .borderColor: true
        default: false
        }
    }

    /// The whole property the key path is part of: `transform` for `transform.scale.x`, `position` for
    /// `position.y`.
    var root: LayerProperty {
        switch self {
        case .positionX, .positionY: .position
        case .boundsSize, .boundsWidth, .boundsHeight, .boundsOrigin: .bounds
        case .rotation, .rotationZ, .scale, .scaleX, .scaleY, .translationX, .translationY: .transform
        default: self
        }
    }
}

/// A layer's animated values by property, in the order they were set: a few entries, searched in order, with no
/// hashing and one small buffer.
struct LayerValues {
    private(set) var entries: [(property: LayerProperty, value: LayerValue)] = []

    var isEmpty: Bool { entries.isEmpty }

    subscript(property: LayerProperty) -> LayerValue? {
        get {
            for entry in entries where entry.property == property { return entry.value }
            return nil
        }
        set {
            if let index = entries.firstIndex(where: { $0.property == property }) {
                if let newValue { entries[index].value = newValue } else { entries.remove(at: index) }
            } else if let newValue {
                entries.append((property, newValue))
            }
        }
    }

    /// Empties the values, keeping the buffer for the next frame's.
    mutating func removeAll() { entries.removeAll(keepingCapacity: true) }
}
