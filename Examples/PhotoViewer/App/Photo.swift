import OpenUIKit  // UIKit: import UIKit

/// A "photo": a generated picture (sky, sun and hills in the photo's colours), so the example ships no files.
struct Photo {
    let name: String
    let sky: UIColor
    let ground: UIColor

    static let library: [Photo] = [
        Photo(name: "Beach", sky: .systemTeal, ground: .systemYellow),
        Photo(name: "Forest", sky: .systemCyan, ground: .systemGreen),
        Photo(name: "Sunset", sky: .systemOrange, ground: .systemBrown),
        Photo(name: "Lake", sky: .systemBlue, ground: .systemMint),
        Photo(name: "Desert", sky: .systemYellow, ground: .systemOrange),
        Photo(name: "Night", sky: .systemIndigo, ground: .systemGray),
    ]

    /// The grid's photos: the library eight times over, so the grid scrolls.
    static let album: [Photo] = (0..<8).flatMap { _ in library }

    @MainActor  // OpenUIKit: its drawing API is main-actor isolated (Docs/Porting.md)
    func image(size: CGSize) -> UIImage {
        UIGraphicsImageRenderer(size: size).image { _ in
            sky.setFill()
            UIBezierPath(rect: CGRect(origin: .zero, size: size)).fill()
            UIColor.white.withAlphaComponent(0.9).setFill()
            UIBezierPath(
                ovalIn: CGRect(
                    x: size.width * 0.65, y: size.height * 0.15, width: size.width * 0.2,
                    height: size.width * 0.2)
            ).fill()
            ground.setFill()
            let hills = UIBezierPath()
            hills.move(to: CGPoint(x: 0, y: size.height))
            hills.addLine(to: CGPoint(x: 0, y: size.height * 0.6))
            hills.addQuadCurve(
                to: CGPoint(x: size.width, y: size.height * 0.65),
                controlPoint: CGPoint(x: size.width * 0.5, y: size.height * 0.35))
            hills.addLine(to: CGPoint(x: size.width, y: size.height))
            hills.close()
            hills.fill()
        }
    }
}
