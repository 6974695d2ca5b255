import Foundation

/// Several animations run together on one timeline, as Core Animation's `CAAnimationGroup`.
///
/// Each animation of `animations` runs on the group's time (its `beginTime` counted from the group's start) and is
/// cut off at the group's end; their delegates are not called (the group's is), as in Core Animation.
open class CAAnimationGroup: CAAnimation {
    public var animations: [CAAnimation]?

    public override init() {
        super.init()
    }

    public required init(copying other: CAAnimation) {
        super.init(copying: other)
        animations = (other as? CAAnimationGroup)?.animations?.compactMap { $0.copy() as? CAAnimation }
    }

    override func values(at progress: Double, local: CFTimeInterval, for layer: CALayer, into values: inout LayerValues)
    {
        // The group's own time within an iteration, from its eased progress.
        let groupTime = progress * effectiveDuration
        for animation in animations ?? [] {
            let childLocal = (groupTime - animation.beginTime) * Double(animation.speed) + animation.timeOffset
            guard let childProgress = animation.progress(atLocalTime: childLocal) else { continue }
            animation.values(at: childProgress, local: childLocal, for: layer, into: &values)
        }
    }
}
