import Foundation

// The keyboard's part of the backend contract (backend → core); see Events/UIApplication+BackendInput.swift
// for the rest of input.

extension UIApplication {
    /// The native window lost keyboard focus (X11's FocusOut, a Wayland `wl_keyboard.leave`): every key held in it
    /// is cancelled (`pressesCancelled`), since its release will go to another window. The window stays key, as a
    /// UIKit window does while its scene is inactive.
    @_spi(Input) public func backendWindowDidLoseFocus(_ window: UIWindow) {
        pressDispatcher.cancelPresses(in: window.identifier)
    }

    /// The keys held now, oldest first (the embedded backend's `finish()` reports them).
    @_spi(Input) public var pressesInProgress: [UIPress] {
        pressDispatcher.pressesInProgress
    }
}
