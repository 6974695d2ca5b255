/// What a view's content means for layout direction: mirrors UIKit's `UISemanticContentAttribute`. Raw values
/// match UIKit's.
///
/// A view whose content has no direction of its own (`.unspecified`) follows its superview's layout direction;
/// playback controls and spatial content keep left to right in every language; the two forced values fix the
/// direction of the view and of the `.unspecified` views inside it.
public enum UISemanticContentAttribute: Int, Sendable {
    case unspecified = 0
    /// Playback controls (play, rewind): always left to right.
    case playback = 1
    /// Directional controls (arrows, a joystick): always left to right.
    case spatial = 2
    case forceLeftToRight = 3
    case forceRightToLeft = 4
}
