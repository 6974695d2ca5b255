import Foundation

/// Shaped text kept between draws, so a `draw(_:)` that draws the same strings every frame shapes them once.
///
/// UIKit keeps no such cache for `NSString` drawing (apps that care keep an `NSAttributedString` or a label), but
/// TextKit's own caches make repeated drawing of the same string cheap there; OpenUIKit gets the same effect here.
/// Every text path of the core goes through it: `String`'s and `NSAttributedString`'s `size`, `draw(at:)`,
/// `draw(in:)`, `draw(with:options:context:)` and `boundingRect(with:options:context:)`, `UILabel`, and the
/// controls' titles.
///
/// An entry's key is everything that changes the shaped result: the string, the font, the layout options (width and
/// height limits, line limit, alignment, line break mode, line spacing, per-paragraph truncation) and, for
/// attributed text, every run's range and look. The colour of plain text is not in the key: it is given when the
/// layout is drawn, so white and black "42" share one layout.
///
/// The cache is bounded twice: by entries (``entryLimit``) and by the UTF-8 bytes of the cached strings
/// (``textLimit``); a string longer than the text limit is shaped and not kept. When either bound is reached,
/// entries are evicted by the CLOCK (second-chance) scheme: entries sit on a ring, a hit only sets the entry's
/// referenced bit, and a hand sweeping the ring clears set bits and evicts the first entry whose bit is clear.
/// CLOCK rather than strict LRU because a hit is the hot path — every string, every frame — and CLOCK's hit is one
/// bit set, where LRU's is an unlink and relink; a new entry starts unreferenced, so strings drawn once (a clock
/// display's seconds) leave before strings drawn every frame.
///
/// The shared cache also admits a layout only on its second request (``admitsOnSecondRequest``): the first is shaped
/// and handed out, its key's hash noted; a request for the last layout handed out that way (measure, then draw)
/// gets that same layout, kept from then on, and any later request of a noted key is shaped again and kept. Strings shown once — every row of a table flung through a
/// million rows — then cost no memory, where they used to fill the cache to its bound (about 3.5 MB); a string drawn
/// every frame is shaped twice in all instead of once.
@_spi(Rendering)
@preconcurrency @MainActor
public final class TextLayoutCache {
    /// What happened to one request, for tests and tools (``observer``).
    public enum Event: Equatable, Sendable, CustomStringConvertible {
        /// A layout was found.
        case hit(String)
        /// A layout was made and kept.
        case miss(String)
        /// A layout was made and not kept: its string is longer than the text limit.
        case bypass(String)
        /// A kept layout was dropped to make room.
        case evict(String)

        public var description: String {
            switch self {
            case .hit(let text): "hit \(text)"
            case .miss(let text): "miss \(text)"
            case .bypass(let text): "bypass \(text)"
            case .evict(let text): "evict \(text)"
            }
        }
    }

    /// The cache every text path of the core uses; it admits on the second request.
    public static let shared = TextLayoutCache(admitsOnSecondRequest: true)

    /// At most this many layouts are kept. 2,048 holds a screenful of distinct strings (the benchmarks' grid draws 1,000)
    /// twice over; a short string's Pango layout takes about 1.7 KB, so a full cache about 3.5 MB.
    public let entryLimit: Int
    /// At most this many UTF-8 bytes of text are kept across all entries.
    public let textLimit: Int
    public private(set) var hits = 0
    public private(set) var misses = 0
    public private(set) var evictions = 0
    /// Layouts kept now.
    public var count: Int { slots.count }
    /// UTF-8 bytes of the kept strings.
    public private(set) var textBytes = 0
    /// Whether a layout is kept only when its key is asked for a second time (see the type's discussion).
    public let admitsOnSecondRequest: Bool
    /// Told of every hit, miss, bypass and eviction, in order; nil (and free) by default.
    public var observer: ((Event) -> Void)?

    private struct Entry {
        let key: TextLayoutKey
        let layout: any LaidOutText
        let bytes: Int
        var referenced = false
    }

    /// The clock's ring; nil where an entry was evicted and its place not yet reused.
    private var ring: [Entry?] = []
    private var freePlaces: [Int] = []
    private var slots: [TextLayoutKey: Int] = [:]
    private var hand = 0
    /// Where the last hit was found.
    private var lastPlace = 0
    /// With ``admitsOnSecondRequest``: hashes of the keys asked for once and not kept (cleared when it holds four
    /// times the entry limit, so it stays a few kilobytes), and the last layout handed out without being kept.
    private var askedOnce: Set<Int> = []
    private var probation: (key: TextLayoutKey, layout: any LaidOutText)?

    /// - Parameters:
    ///   - entryLimit: at least 1.
    ///   - textLimit: in UTF-8 bytes, at least 1.
    ///   - admitsOnSecondRequest: keep a layout only once its key is asked for again.
    public init(entryLimit: Int = 2048, textLimit: Int = 256 * 1024, admitsOnSecondRequest: Bool = false) {
        self.entryLimit = max(entryLimit, 1)
        self.textLimit = max(textLimit, 1)
        self.admitsOnSecondRequest = admitsOnSecondRequest
    }

    /// The layout of `text` in `font` (one look throughout, coloured when drawn), made on a miss.
    public func layout(of text: String, font: UIFont, options: TextLayoutOptions) -> any LaidOutText {
        layout(for: TextLayoutKey(text: text, font: font, runs: [], options: options)) {
            Graphics.backend.layOutText(text, font: font, options: options)
        }
    }

    /// The layout of attributed `text` whose `runs` cover it in order, made on a miss.
    public func layout(of text: String, runs: [TextRun], options: TextLayoutOptions) -> any LaidOutText {
        let font = runs.first?.style.font ?? .systemFont(ofSize: 12)
        return layout(for: TextLayoutKey(text: text, font: font, runs: runs, options: options)) {
            Graphics.backend.layOutText(text, runs: runs, options: options)
        }
    }

    /// Drops every layout (views that keep one, such as labels, keep theirs); the counters stay.
    public func removeAll() {
        ring.removeAll()
        freePlaces.removeAll()
        slots.removeAll()
        textBytes = 0
        hand = 0
        askedOnce.removeAll()
        probation = nil
    }

    private func layout(for key: TextLayoutKey, make: () -> any LaidOutText) -> any LaidOutText {
        // A draw(_:) that measures a string and then draws it asks twice in a row: the second time, one comparison
        // with the last hit replaces hashing the key.
        if lastPlace < ring.count, let entry = ring[lastPlace], entry.key == key {
            return hit(entry, at: lastPlace)
        }
        if let place = slots[key], let entry = ring[place] {
            lastPlace = place
            return hit(entry, at: place)
        }
        let bytes = key.text.utf8.count
        if admitsOnSecondRequest, bytes <= textLimit {
            if let waiting = probation, waiting.key == key {
                // Asked again right away (measured, then drawn): the layout just made is kept now.
                probation = nil
                askedOnce.remove(key.hashValue)
                hits += 1
                observer?(.hit(key.text))
                keep(waiting.layout, for: key, bytes: bytes)
                return waiting.layout
            }
            if askedOnce.remove(key.hashValue) == nil {
                let layout = make()
                misses += 1
                observer?(.miss(key.text))
                if askedOnce.count >= entryLimit * 4 { askedOnce.removeAll() }
                askedOnce.insert(key.hashValue)
                probation = (key, layout)
                return layout
            }
        }
        let layout = make()
        guard bytes <= textLimit else {
            observer?(.bypass(key.text))
            return layout
        }
        misses += 1
        observer?(.miss(key.text))
        keep(layout, for: key, bytes: bytes)
        return layout
    }

    /// Puts a layout on the ring, evicting first if a bound would be passed.
    private func keep(_ layout: any LaidOutText, for key: TextLayoutKey, bytes: Int) {
        while slots.count >= entryLimit || textBytes + bytes > textLimit { evictOne() }
        let place: Int
        if let free = freePlaces.popLast() {
            place = free
        } else {
            place = ring.count
            ring.append(nil)
        }
        ring[place] = Entry(key: key, layout: layout, bytes: bytes)
        slots[key] = place
        textBytes += bytes
    }

    private func hit(_ entry: Entry, at place: Int) -> any LaidOutText {
        if !entry.referenced { ring[place]!.referenced = true }
        hits += 1
        observer?(.hit(entry.key.text))
        return entry.layout
    }

    /// Sweeps the hand to the first unreferenced entry, giving referenced ones a second chance, and drops it.
    /// Only called with at least one entry kept, so the sweep ends within two turns of the ring.
    private func evictOne() {
        while true {
            if hand >= ring.count { hand = 0 }
            let place = hand
            hand += 1
            guard let entry = ring[place] else { continue }
            if entry.referenced {
                ring[place]!.referenced = false
                continue
            }
            ring[place] = nil
            freePlaces.append(place)
            slots[entry.key] = nil
            textBytes -= entry.bytes
            evictions += 1
            observer?(.evict(entry.key.text))
            return
        }
    }
}

/// Everything that changes how a piece of text is shaped.
struct TextLayoutKey: Hashable {
    let text: String
    /// For attributed text, the first run's font (the runs carry every font).
    let font: UIFont
    /// Empty for text with one look.
    let runs: [TextRun]
    let options: TextLayoutOptions
}
