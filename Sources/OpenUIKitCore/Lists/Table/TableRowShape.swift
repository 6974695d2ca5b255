import Foundation

/// The outline of a row in an inset grouped table: a rectangle whose top corners (first row), bottom corners
/// (last row) or all corners (a section's only row) are rounded, so a section reads as one rounded block.
@MainActor
enum TableRowShape {
    static let cornerRadius: CGFloat = 10

    static func path(in rect: CGRect, roundsTop: Bool, roundsBottom: Bool) -> UIBezierPath {
        guard roundsTop || roundsBottom else { return UIBezierPath(rect: rect) }
        let r = min(cornerRadius, rect.height / 2, rect.width / 2)
        let top = roundsTop ? r : 0, bottom = roundsBottom ? r : 0
        let path = UIBezierPath()
        path.move(to: CGPoint(x: rect.minX + top, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX - top, y: rect.minY))
        if top > 0 {
            path.addArc(
                withCenter: CGPoint(x: rect.maxX - top, y: rect.minY + top), radius: top, startAngle: -.pi / 2,
                endAngle: 0, clockwise: true)
        }
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - bottom))
        if bottom > 0 {
            path.addArc(
                withCenter: CGPoint(x: rect.maxX - bottom, y: rect.maxY - bottom), radius: bottom, startAngle: 0,
                endAngle: .pi / 2, clockwise: true)
        }
        path.addLine(to: CGPoint(x: rect.minX + bottom, y: rect.maxY))
        if bottom > 0 {
            path.addArc(
                withCenter: CGPoint(x: rect.minX + bottom, y: rect.maxY - bottom), radius: bottom, startAngle: .pi / 2,
                endAngle: .pi, clockwise: true)
        }
        path.addLine(to: CGPoint(x: rect.minX, y: rect.minY + top))
        if top > 0 {
            path.addArc(
                withCenter: CGPoint(x: rect.minX + top, y: rect.minY + top), radius: top, startAngle: .pi,
                endAngle: 3 * .pi / 2, clockwise: true)
        }
        path.close()
        return path
    }
}
