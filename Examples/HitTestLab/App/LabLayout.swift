import OpenUIKit

/// Where the lab's parts sit in its window.
enum LabLayout {
    static let windowSize = CGSize(width: 900, height: 600)
    /// The figure's root view A, in the controller's view.
    static let figure = CGRect(x: 20, y: 50, width: 420, height: 420)
    /// The panel of switches and readings, right of the figure.
    static let panelX: CGFloat = 470
    static let panelWidth: CGFloat = 410
}
