// The module apps import. It re-exports the headless event core; the Cairo renderer and the X11 backend join it
// in their own issues, so `import OpenUIKit` keeps giving an app everything it needs.
@_exported import OpenUIKitCore
@_exported import Foundation
