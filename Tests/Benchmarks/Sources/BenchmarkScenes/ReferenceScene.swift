import CMallocInfo
import OpenUIKit

/// Bytes the C allocator has handed out and not taken back (glibc's `mallinfo2().uordblks`; 0 elsewhere).
public func mallocBytesInUse() -> Int { Int(cmallocinfo_bytes_in_use()) }

/// The size of the heap block holding `object` (glibc's `malloc_usable_size`; 0 elsewhere).
public func mallocUsableSize(of object: AnyObject) -> Int {
    Int(cmallocinfo_usable_size(Unmanaged.passUnretained(object).toOpaque()))
}

/// SplitMix64 (Steele, Lea and Flood 2014): a tiny, fast, fixed-seed generator, so every run tests the same points.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(seed: UInt64) {
        state = seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A double in [0, 1) from the top 53 bits.
    public mutating func nextUnit() -> Double {
        Double(next() >> 11) * 0x1.0p-53
    }
}

/// The reference scene: a 1280×800 window holding a grid of `columns × rows` cells, each cell a chain of
/// `depth` nested views, every level at (1, 1) in its parent and 2 points smaller than it. N = columns·rows·depth.
public struct ReferenceScene: Sendable {
    public static let windowSize = CGSize(width: 1280, height: 800)
    /// The seed of every point list, so runs and machines test the same points.
    public static let seed: UInt64 = 0x0DDB_1A5E_5EED_2024

    public let columns: Int
    public let rows: Int
    public let depth: Int
    public var cellSize: CGSize {
        CGSize(width: Self.windowSize.width / CGFloat(columns), height: Self.windowSize.height / CGFloat(rows))
    }
    public var viewCount: Int { columns * rows * depth }

    public init(columns: Int, rows: Int, depth: Int = 10) {
        self.columns = columns
        self.rows = rows
        self.depth = depth
    }

    /// Scene A: 10×10 cells of 128×80 points, N = 1,000.
    public static let a = ReferenceScene(columns: 10, rows: 10)
    /// Scene B: 40×25 cells of 32×32 points, N = 10,000.
    public static let b = ReferenceScene(columns: 40, rows: 25)

    /// A shown 1280×800 window. Windows start hidden, as in UIKit, and a hidden window takes no touches, so the
    /// hit-test scenes show theirs (which also makes the window known to `UIApplication.shared`).
    @MainActor
    public static func makeWindow() -> UIWindow {
        let window = UIWindow(frame: CGRect(origin: .zero, size: windowSize))
        window.isHidden = false
        return window
    }

    /// Fills `root` (a window, or any view of the window's size) with the grid. Each cell's deepest view is made
    /// by `makeDeepest` (a plain `UIView` by default), the other levels are plain `UIView`s. Returns the deepest
    /// views, row by row.
    @MainActor
    @discardableResult
    public func populate(
        _ root: UIView,
        makeDeepest: (CGRect) -> UIView = { UIView(frame: $0) }
    ) -> [UIView] {
        let size = cellSize
        var deepest: [UIView] = []
        deepest.reserveCapacity(columns * rows)
        for row in 0..<rows {
            for column in 0..<columns {
                var parent = root
                var frame = CGRect(
                    x: CGFloat(column) * size.width, y: CGFloat(row) * size.height,
                    width: size.width, height: size.height)
                for level in 0..<depth {
                    let view = level == depth - 1 ? makeDeepest(frame) : UIView(frame: frame)
                    parent.addSubview(view)
                    parent = view
                    frame = CGRect(x: 1, y: 1, width: frame.width - 2, height: frame.height - 2)
                }
                deepest.append(parent)
            }
        }
        return deepest
    }

    /// `count` points uniformly spread over the window, from the fixed seed.
    public static func randomWindowPoints(count: Int, seed: UInt64 = seed) -> [CGPoint] {
        var generator = SplitMix64(seed: seed)
        return (0..<count).map { _ in
            CGPoint(x: generator.nextUnit() * windowSize.width, y: generator.nextUnit() * windowSize.height)
        }
    }

    /// `count` points, each inside the deepest view of a pseudo-randomly chosen cell (window coordinates), from
    /// the fixed seed.
    public func randomDeepestViewPoints(count: Int, seed: UInt64 = ReferenceScene.seed) -> [CGPoint] {
        var generator = SplitMix64(seed: seed)
        let size = cellSize
        let inset = CGFloat(depth - 1)  // the deepest view's origin in its cell
        let inner = CGSize(width: size.width - 2 * inset, height: size.height - 2 * inset)
        return (0..<count).map { _ in
            let column = Int(generator.next() % UInt64(columns))
            let row = Int(generator.next() % UInt64(rows))
            return CGPoint(
                x: CGFloat(column) * size.width + inset + generator.nextUnit() * inner.width,
                y: CGFloat(row) * size.height + inset + generator.nextUnit() * inner.height)
        }
    }
}
