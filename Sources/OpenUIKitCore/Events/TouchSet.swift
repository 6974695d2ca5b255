/// A set of touches that remembers the order they began in, with constant-time insertion, removal and lookup.
///
/// Recognizers on a window's root view receive every finger of the window, so the bookkeeping behind
/// `numberOfTouches`, "is this touch mine?" and "which touches did I see begin?" must not be linear in the number
/// of fingers, or one frame of many fingers becomes quadratic. Touches are keyed by their process-wide serial
/// number, which also gives the order they began in; ``ordered`` sorts once and caches until the set changes.
@MainActor
struct TouchSet {
    private var touches: [Int: UITouch] = [:]
    private var orderedCache: [UITouch]? = []

    init() {}

    var count: Int { touches.count }
    var isEmpty: Bool { touches.isEmpty }

    func contains(_ touch: UITouch) -> Bool { touches[touch.serial] != nil }

    /// Adds `touch`; returns false if it was already there.
    @discardableResult
    mutating func insert(_ touch: UITouch) -> Bool {
        guard touches.updateValue(touch, forKey: touch.serial) == nil else { return false }
        orderedCache = nil
        return true
    }

    /// Removes `touch`; returns false if it was not there.
    @discardableResult
    mutating func remove(_ touch: UITouch) -> Bool {
        guard touches.removeValue(forKey: touch.serial) != nil else { return false }
        orderedCache = nil
        return true
    }

    mutating func removeAll() {
        touches.removeAll()
        orderedCache = []
    }

    /// The touches in the order they began.
    var ordered: [UITouch] {
        mutating get {
            if let orderedCache { return orderedCache }
            let sorted = touches.keys.sorted().map { touches[$0]! }
            orderedCache = sorted
            return sorted
        }
    }
}
