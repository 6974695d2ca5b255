import Foundation

extension UIAccessibilityTraits {
    /// Each trait's Swift name, in the order of their bits, for diagnostics (the overlay's accessibility mode).
    @_spi(Accessibility) public var names: [String] {
        let all: [(UIAccessibilityTraits, String)] = [
            (.button, "button"), (.link, "link"), (.header, "header"), (.searchField, "searchField"),
            (.image, "image"), (.selected, "selected"), (.playsSound, "playsSound"), (.keyboardKey, "keyboardKey"),
            (.staticText, "staticText"), (.summaryElement, "summaryElement"), (.notEnabled, "notEnabled"),
            (.updatesFrequently, "updatesFrequently"), (.startsMediaSession, "startsMediaSession"),
            (.adjustable, "adjustable"), (.allowsDirectInteraction, "allowsDirectInteraction"),
            (.causesPageTurn, "causesPageTurn"), (.tabBar, "tabBar"), (.supportsZoom, "supportsZoom"),
            (.toggleButton, "toggleButton"), (.supportsTextEntry, "supportsTextEntry"),
        ]
        return all.filter { contains($0.0) }.map(\.1)
    }
}
