import Foundation

/// A behaviour added to a view with ``UIView/addInteraction(_:)``, such as ``UIContextMenuInteraction``.
///
/// Mirrors `UIInteraction`: the view tells the interaction before and after it is attached or detached, and the
/// interaction installs or removes what it needs (usually gesture recognizers) there.
@preconcurrency @MainActor
public protocol UIInteraction: AnyObject {
    /// The view the interaction is attached to.
    var view: UIView? { get }
    /// Called before the interaction is attached to `view`, or detached (nil).
    func willMove(to view: UIView?)
    /// Called after the interaction was attached to `view`, or detached (nil).
    func didMove(to view: UIView?)
}

extension UIView {
    /// The interactions attached to this view, in the order they were added.
    public var interactions: [any UIInteraction] {
        get { storedInteractions }
        set {
            for interaction in storedInteractions where !newValue.contains(where: { $0 === interaction }) {
                removeInteraction(interaction)
            }
            for interaction in newValue { addInteraction(interaction) }
            storedInteractions = newValue.filter { $0.view === self }
        }
    }

    /// Attaches `interaction`, taking it from the view it was attached to. Adding it twice does nothing.
    public func addInteraction(_ interaction: any UIInteraction) {
        guard !storedInteractions.contains(where: { $0 === interaction }) else { return }
        interaction.view?.removeInteraction(interaction)
        interaction.willMove(to: self)
        storedInteractions.append(interaction)
        interaction.didMove(to: self)
    }

    /// Detaches `interaction`; nothing happens if it is not attached to this view.
    public func removeInteraction(_ interaction: any UIInteraction) {
        guard let index = storedInteractions.firstIndex(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        storedInteractions.remove(at: index)
        interaction.didMove(to: nil)
    }
}
