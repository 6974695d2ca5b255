import Foundation

/// `UIImage(named:)`: images by name from a bundle's resources, as UIKit finds them in an app's bundle.
///
/// A name is looked up in the bundle's resource folder, first as a file (`name`, then `name` with `.png`, `.jpg`,
/// `.jpeg`, each as `@3x`, `@2x` and plain, the first found giving the image and its scale), then as an image set
/// of an asset catalogue (`*.xcassets/…/name.imageset/Contents.json`, copied into the bundle as a folder; the
/// largest scale listed wins). Without a bundle (or with `Bundle.main`) the main bundle is the executable's folder
/// and the SwiftPM resource bundles beside it (`<package>_<target>.resources`), so an app that copies its
/// resources with SwiftPM finds them as it does on iOS. `Bundle.module` names a target's own resources.
///
/// Differences from UIKit: the highest scale available is used whatever the screen's (the image's size in points
/// is the same either way); asset catalogue folders' namespaces, appearances (dark variants), device idioms and
/// symbol sets are not read. Images are cached by bundle and name, as UIKit caches them, and the cache is kept
/// for the life of the process.
extension UIImage {
    /// The image named `name` in the main bundle; nil if there is none.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// The image named `name` in `bundle` (the main bundle when nil). The trait collection is accepted and not
    /// used: asset catalogue appearances are not read.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?)
    {
        guard let found = NamedImageCache.shared.image(named: name, in: bundle ?? .main) else { return nil }
        self.init(pixels: found.pixels, scale: found.scale, size: found.size, renderingMode: found.renderingMode)
    }

    /// `#imageLiteral(resourceName:)` as Xcode writes it: the image of that name in the main bundle, or an empty
    /// image (zero size) when there is none, where UIKit would stop the app.
    public convenience init(imageLiteralResourceName name: String) {
        let found = NamedImageCache.shared.image(named: name, in: .main)
        self.init(
            pixels: found?.pixels, scale: found?.scale ?? 1, size: found?.size ?? .zero,
            renderingMode: found?.renderingMode ?? .automatic)
    }
}

extension UIImage: _ExpressibleByImageLiteral {}

/// The images `UIImage(named:)` has loaded, and the asset catalogue index of each resource folder.
final class NamedImageCache: @unchecked Sendable {
    static let shared = NamedImageCache()

    private let lock = NSLock()
    private var images: [String: UIImage] = [:]
    private var missing: Set<String> = []
    /// Image-set name → (scale, file path), per resource folder.
    private var catalogues: [String: [String: [(scale: CGFloat, path: String)]]] = [:]

    func image(named name: String, in bundle: Bundle) -> UIImage? {
        guard !name.isEmpty else { return nil }
        let folders = Self.resourceFolders(of: bundle)
        let key = folders.joined(separator: "\u{0}") + "\u{1}" + name
        lock.lock()
        if let image = images[key] {
            lock.unlock()
            return image
        }
        let knownMissing = missing.contains(key)
        lock.unlock()
        if knownMissing { return nil }
        let image = folders.lazy.compactMap { self.load(name, from: $0) }.first
        lock.lock()
        if let image { images[key] = image } else { missing.insert(key) }
        lock.unlock()
        return image
    }

    /// The folders a bundle's resources are in: the main bundle's, plus the SwiftPM resource bundles beside it.
    static func resourceFolders(of bundle: Bundle) -> [String] {
        let resources = bundle.resourcePath ?? bundle.bundlePath
        guard bundle == .main else { return [resources] }
        let beside = (try? FileManager.default.contentsOfDirectory(atPath: resources)) ?? []
        return [resources] + beside.filter { $0.hasSuffix(".resources") }.sorted().map { resources + "/" + $0 }
    }

    private func load(_ name: String, from folder: String) -> UIImage? {
        let manager = FileManager.default
        let url = URL(fileURLWithPath: folder).appendingPathComponent(name)
        let stem = url.deletingPathExtension().path
        let givenExtension = url.pathExtension.lowercased()
        let extensions = ["png", "jpg", "jpeg"].contains(givenExtension) ? [givenExtension] : ["png", "jpg", "jpeg"]
        let base = ["png", "jpg", "jpeg"].contains(givenExtension) ? stem : url.path
        for fileExtension in extensions {
            for scale in [3, 2, 1] {
                let path = base + (scale == 1 ? "" : "@\(scale)x") + "." + fileExtension
                if manager.fileExists(atPath: path), let image = Self.decode(path, scale: CGFloat(scale)) {
                    return image
                }
            }
        }
        if let sets = catalogue(in: folder)[name], let best = sets.max(by: { $0.scale < $1.scale }) {
            return Self.decode(best.path, scale: best.scale)
        }
        return nil
    }

    private static func decode(_ path: String, scale: CGFloat) -> UIImage? {
        guard let pixels = Graphics.backend.loadImage(contentsOfFile: path) else { return nil }
        return UIImage(pixels: pixels, scale: scale, renderingMode: .automatic)
    }

    /// The image sets of every asset catalogue directly in `folder`, indexed once.
    private func catalogue(in folder: String) -> [String: [(scale: CGFloat, path: String)]] {
        lock.lock()
        if let index = catalogues[folder] {
            lock.unlock()
            return index
        }
        lock.unlock()
        var index: [String: [(scale: CGFloat, path: String)]] = [:]
        let manager = FileManager.default
        let entries = (try? manager.contentsOfDirectory(atPath: folder)) ?? []
        for catalogue in entries.sorted() where catalogue.hasSuffix(".xcassets") {
            let root = folder + "/" + catalogue
            let walker = manager.enumerator(atPath: root)
            while let relative = walker?.nextObject() as? String {
                guard relative.hasSuffix(".imageset") else { continue }
                let set = root + "/" + relative
                let name = URL(fileURLWithPath: set).deletingPathExtension().lastPathComponent
                if index[name] == nil { index[name] = Self.images(inImageSet: set) }
            }
        }
        lock.lock()
        catalogues[folder] = index
        lock.unlock()
        return index
    }

    /// An image set's files with their scales, from its Contents.json ("1x" when a file lists none).
    private static func images(inImageSet folder: String) -> [(scale: CGFloat, path: String)] {
        struct Contents: Decodable {
            struct Image: Decodable {
                var filename: String?
                var scale: String?
            }
            var images: [Image]?
        }
        guard let data = FileManager.default.contents(atPath: folder + "/Contents.json"),
            let contents = try? JSONDecoder().decode(Contents.self, from: data)
        else { return [] }
        return (contents.images ?? []).compactMap { image in
            guard let file = image.filename else { return nil }
            let scale = image.scale.flatMap { CGFloat(Double($0.dropLast()) ?? 1) } ?? 1
            return (scale, folder + "/" + file)
        }
    }
}
