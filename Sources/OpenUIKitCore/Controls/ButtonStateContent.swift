import Foundation

/// A button's per-state titles, title colours and images, and UIKit's rule for which state's values a button shows.
///
/// UIKit falls back to `.normal` for a state that has no value of its own, and a combined state (highlighted and
/// selected, say) that has none of its own uses its most specific part that has one. Buttons configure a handful of
/// states at most, so the values live in a short array searched in place: a state change on every press and
/// release looks them up several times, and hashing the state for three dictionaries cost more than the rest of the
/// button's press.
struct ButtonStateContent {
    private struct Entry {
        var state: UIControl.State
        var title: String?
        var titleColor: UIColor?
        var image: UIImage?

        var isEmpty: Bool { title == nil && titleColor == nil && image == nil }
    }

    /// What a button shows in one state, after the fallbacks.
    struct Resolved {
        var title: String?
        var titleColor: UIColor?
        var image: UIImage?
    }

    /// At most one entry per state, none without a value.
    private var entries: [Entry] = []

    private func index(of state: UIControl.State) -> Int? {
        entries.firstIndex { $0.state == state }
    }

    private mutating func update(_ state: UIControl.State, _ change: (inout Entry) -> Void) {
        if let index = index(of: state) {
            change(&entries[index])
            if entries[index].isEmpty { entries.remove(at: index) }
        } else {
            var entry = Entry(state: state)
            change(&entry)
            if !entry.isEmpty { entries.append(entry) }
        }
    }

    mutating func setTitle(_ title: String?, for state: UIControl.State) { update(state) { $0.title = title } }
    mutating func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
        update(state) { $0.titleColor = color }
    }
    mutating func setImage(_ image: UIImage?, for state: UIControl.State) { update(state) { $0.image = image } }

    /// `state`'s own title, else the normal state's (UIKit's `title(for:)`).
    func title(for state: UIControl.State) -> String? {
        index(of: state).flatMap { entries[$0].title } ?? index(of: .normal).flatMap { entries[$0].title }
    }

    func titleColor(for state: UIControl.State) -> UIColor? {
        index(of: state).flatMap { entries[$0].titleColor } ?? index(of: .normal).flatMap { entries[$0].titleColor }
    }

    func image(for state: UIControl.State) -> UIImage? {
        index(of: state).flatMap { entries[$0].image } ?? index(of: .normal).flatMap { entries[$0].image }
    }

    /// The state whose values a button in `state` shows: `state` itself if it has any value, else its most specific
    /// part that does (disabled, then highlighted, then selected), else `state` (whose lookups fall back to normal).
    func lookupState(for state: UIControl.State) -> UIControl.State {
        if state == .normal || index(of: state) != nil { return state }
        if state.contains(.disabled), index(of: .disabled) != nil { return .disabled }
        if state.contains(.highlighted), index(of: .highlighted) != nil { return .highlighted }
        if state.contains(.selected), index(of: .selected) != nil { return .selected }
        return state
    }

    /// Everything a button in `state` shows, found with one lookup of the state.
    func resolved(for state: UIControl.State) -> Resolved {
        let shown = lookupState(for: state)
        return Resolved(title: title(for: shown), titleColor: titleColor(for: shown), image: image(for: shown))
    }
}
