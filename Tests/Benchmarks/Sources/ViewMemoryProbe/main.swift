// Memory per UIView as glibc itself counts it, without package-benchmark's malloc interposer (which adds a 16-byte
// header to every allocation), plus a full correctness check of the hit-test scenes the benchmarks time.
//
//     swift run -c release ViewMemoryProbe
//
// Prints one line per figure; Docs/Benchmarks.md quotes them.

import BenchmarkScenes
import Foundation
import OpenUIKit

func bytesInUse() -> Int { mallocBytesInUse() }
func usableSize(_ object: AnyObject) -> Int { mallocUsableSize(of: object) }

let window = UIWindow(frame: CGRect(origin: .zero, size: ReferenceScene.windowSize))

// Warm up: any lazily made runtime metadata and caches are allocated before the first measurement.
do {
    let warm = UIView(frame: window.bounds)
    window.addSubview(warm)
    ReferenceScene.a.populate(warm)
    warm.removeFromSuperview()
}

/// Bytes in use per view after `build` made `count` views inside `container` (itself in the window).
@MainActor
func measure(_ label: String, count: Int, _ build: (UIView) -> Void) {
    let container = UIView(frame: window.bounds)
    window.addSubview(container)
    let before = bytesInUse()
    build(container)
    let after = bytesInUse()
    let perView = Double(after - before) / Double(count)
    print(String(format: "%@: %d views, %d bytes in use, %.1f bytes per view", label, count, after - before, perView))
    container.removeFromSuperview()
}

// Scene B: 1,000 chains of 10 nested views (every view but the deepest has a one-element subviews array).
measure("scene B (40x25 cells x 10 nested)", count: ReferenceScene.b.viewCount) { ReferenceScene.b.populate($0) }
// 10,000 leaf views in one parent (one 10,000-element subviews array).
measure("10,000 siblings in one parent", count: 10_000) { container in
    for index in 0..<10_000 {
        container.addSubview(UIView(frame: CGRect(x: index % 1280, y: index / 1280, width: 10, height: 10)))
    }
}
// 10,000 views in no hierarchy: the object alone.
do {
    let before = bytesInUse()
    var views: [UIView] = []
    views.reserveCapacity(10_000)
    let afterArray = bytesInUse()
    for _ in 0..<10_000 { views.append(UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))) }
    let after = bytesInUse()
    print(String(format: "10,000 detached UIView(frame:): %.1f bytes per view (holding array excluded, %d bytes)",
                 Double(after - afterArray) / 10_000, afterArray - before))
    print("malloc_usable_size of one UIView instance: \(usableSize(views[0])) bytes")
}

// Hit-test correctness on both scenes: every one of the 100,000 points must hit the view the geometry predicts.
@MainActor
func checkHitTests(_ scene: ReferenceScene, name: String) {
    let window = UIWindow(frame: CGRect(origin: .zero, size: ReferenceScene.windowSize))
    let deepest = scene.populate(window)
    let points = ReferenceScene.randomWindowPoints(count: 100_000)
    let size = scene.cellSize
    var depthHistogram = [Int](repeating: 0, count: scene.depth)
    for point in points {
        let column = Int(point.x / size.width)
        let row = Int(point.y / size.height)
        let local = CGPoint(x: point.x - CGFloat(column) * size.width, y: point.y - CGFloat(row) * size.height)
        // Level k of a cell covers [k, size - k) on both axes; the levels nest, so the answer is the deepest such k.
        var level = 0
        while level + 1 < scene.depth {
            let k = CGFloat(level + 1)
            guard local.x >= k, local.x < size.width - k, local.y >= k, local.y < size.height - k else { break }
            level += 1
        }
        var expected: UIView = deepest[row * scene.columns + column]
        for _ in 0..<(scene.depth - 1 - level) { expected = expected.superview! }
        guard let hit = window.hitTest(point, with: nil), hit === expected else {
            fatalError("\(name): \(point) hit the wrong view")
        }
        depthHistogram[level] += 1
    }
    print("hit-test check, scene \(name): 100,000 points correct; hits per depth 0...\(scene.depth - 1): \(depthHistogram)")
}
checkHitTests(.a, name: "A")
checkHitTests(.b, name: "B")
