import Foundation

/// UIKit's string drawing on `NSString` itself, for code that casts first (`(text as NSString).draw(in:withAttributes:)`),
/// as pre-Swift-3 code and many component libraries write it. Each method draws as its `String` counterpart
/// (String+Drawing.swift).
extension NSString {
    @preconcurrency @MainActor
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        String(self).size(withAttributes: attributes)
    }

    @preconcurrency @MainActor
    public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        String(self).draw(at: point, withAttributes: attributes)
    }

    @preconcurrency @MainActor
    public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        String(self).draw(in: rect, withAttributes: attributes)
    }

    @preconcurrency @MainActor
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
        context: NSStringDrawingContext?
    ) -> CGRect {
        String(self).boundingRect(with: size, options: options, attributes: attributes, context: context)
    }

    @preconcurrency @MainActor
    public func draw(
        with rect: CGRect, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
        context: NSStringDrawingContext?
    ) {
        String(self).draw(with: rect, options: options, attributes: attributes, context: context)
    }
}
