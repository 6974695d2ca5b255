// The module apps import. It re-exports the headless core (views, events, gestures, controls, UIKit's drawing API),
// the Cairo/Pango renderer behind it, the Linux platform layer (of which only key translation is public; the main
// loop is backends' SPI) and the X11 backend, so `import OpenUIKit` gives an app everything it needs.
@_exported import OpenUIKitCore
@_exported import OpenUIKitCairo
@_exported import OpenUIKitPlatform
@_exported import OpenUIKitX11
@_exported import OpenUIKitMacros
@_exported import Foundation
