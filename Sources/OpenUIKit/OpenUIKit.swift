// The module apps import. It re-exports the headless core (views, events, gestures, controls, the Cairo renderer)
// and the X11 backend, so `import OpenUIKit` gives an app everything it needs.
@_exported import OpenUIKitCore
@_exported import OpenUIKitX11
@_exported import Foundation
