/// How a label's text that shrank to fit sits vertically. Mirrors UIKit's `UIBaselineAdjustment`, with its raw
/// values.
public enum UIBaselineAdjustment: Int, Sendable {
    case alignBaselines = 0
    case alignCenters = 1
    case none = 2
}
