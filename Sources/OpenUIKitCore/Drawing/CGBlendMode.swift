import Foundation

/// How a context combines what it draws with what is already there, as Core Graphics' `CGBlendMode`.
///
/// Every mode except `.plusDarker` is drawn by the Cairo operator with the same formula: the separable and
/// non-separable modes of the PDF specification (`.multiply` … `.luminosity`), the Porter-Duff modes (`.clear`,
/// `.copy`, `.sourceIn` …), and `.plusLighter` (Cairo's `ADD`).
///
/// Differences: `.plusDarker` has no Cairo match and draws as `.normal`, with a ``GraphicsDiagnostics`` report.
/// Cairo's unbounded operators (`.sourceIn`, `.sourceOut`, `.destinationIn`, `.destinationAtop`) change the
/// destination everywhere inside the clip, not only under the shape drawn. Inside a view's `draw(_:)` the view has
/// no backing store of its own, so `.clear` and the other destructive modes act on what lies below the view
/// (its background and its superviews); draw into a `UIGraphicsImageRenderer` and show the image, as drawing apps'
/// erasers do, for UIKit's result.
public enum CGBlendMode: Int32, Sendable, CaseIterable {
    case normal = 0
    case multiply = 1
    case screen = 2
    case overlay = 3
    case darken = 4
    case lighten = 5
    case colorDodge = 6
    case colorBurn = 7
    case softLight = 8
    case hardLight = 9
    case difference = 10
    case exclusion = 11
    case hue = 12
    case saturation = 13
    case color = 14
    case luminosity = 15
    case clear = 16
    case copy = 17
    case sourceIn = 18
    case sourceOut = 19
    case sourceAtop = 20
    case destinationOver = 21
    case destinationIn = 22
    case destinationOut = 23
    case destinationAtop = 24
    case xor = 25
    case plusDarker = 26
    case plusLighter = 27
}
