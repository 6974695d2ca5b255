import Foundation
import Testing

@_spi(Rendering) @testable import OpenUIKitCore

/// The shared text layout cache (issue 11): what hits, what misses, what is evicted, and that the bounds hold. The
/// core alone measures text with `HeadlessGraphics`, so these run without Cairo.
@MainActor
@Suite struct TextLayoutCacheTests {
    let font = UIFont.systemFont(ofSize: 12)

    func recording(_ cache: TextLayoutCache) -> () -> [String] {
        var log: [String] = []
        cache.observer = { log.append($0.description) }
        return { log }
    }

    @Test func aScriptedSequenceHitsMissesAndEvictsByTheClock() {
        let cache = TextLayoutCache(entryLimit: 3, textLimit: 1_000)
        let log = recording(cache)
        let options = TextLayoutOptions(width: nil)
        for text in ["a", "b", "c", "a", "d", "b", "a", "d", "e"] {
            _ = cache.layout(of: text, font: font, options: options)
        }
        // "d" finds the ring full: the hand gives "a" (hit) a second chance and evicts "b"; "b" then evicts "c"; "e"
        // sweeps past "a" and "d" (both hit since) and evicts "b" again.
        #expect(
            log() == [
                "miss a", "miss b", "miss c", "hit a", "miss d", "evict b", "miss b", "evict c", "hit a", "hit d",
                "miss e", "evict b",
            ])
        #expect([cache.hits, cache.misses, cache.evictions, cache.count] == [3, 6, 3, 3] as [Int])
    }

    @Test func differentAttributesNeverShareAnEntry() {
        let cache = TextLayoutCache()
        let log = recording(cache)
        let plain = TextLayoutOptions(width: nil)
        func run(_ style: TextRunStyle) -> [TextRun] { [TextRun(utf8Range: 0..<2, style: style)] }
        let white = UIColor.white.cgColor, black = UIColor.black.cgColor
        let requests: [() -> any LaidOutText] = [
            { cache.layout(of: "42", font: self.font, options: plain) },
            { cache.layout(of: "42", font: .systemFont(ofSize: 13), options: plain) },
            { cache.layout(of: "42", font: .boldSystemFont(ofSize: 12), options: plain) },
            { cache.layout(of: "42", font: .italicSystemFont(ofSize: 12), options: plain) },
            { cache.layout(of: "42", font: self.font, options: TextLayoutOptions(width: 20)) },
            { cache.layout(of: "42", font: self.font, options: TextLayoutOptions(width: 20, height: 10)) },
            { cache.layout(of: "42", font: self.font, options: TextLayoutOptions(width: 20, maximumLines: 2)) },
            { cache.layout(of: "42", font: self.font, options: TextLayoutOptions(width: nil, alignment: .center)) },
            {
                cache.layout(
                    of: "42", font: self.font, options: TextLayoutOptions(width: 20, lineBreakMode: .byTruncatingTail))
            },
            { cache.layout(of: "42", font: self.font, options: TextLayoutOptions(width: nil, lineSpacing: 2)) },
            {
                cache.layout(
                    of: "42", font: self.font, options: TextLayoutOptions(width: 20, truncatesEachParagraph: true))
            },
            {
                cache.layout(of: "42", runs: run(TextRunStyle(font: self.font, foregroundColor: white)), options: plain)
            },
            {
                cache.layout(of: "42", runs: run(TextRunStyle(font: self.font, foregroundColor: black)), options: plain)
            },
            {
                cache.layout(of: "42", runs: run(TextRunStyle(font: self.font, backgroundColor: black)), options: plain)
            },
            { cache.layout(of: "42", runs: run(TextRunStyle(font: self.font, underlineStyle: 1)), options: plain) },
            { cache.layout(of: "42", runs: run(TextRunStyle(font: self.font, strikethroughStyle: 1)), options: plain) },
            { cache.layout(of: "42", runs: run(TextRunStyle(font: self.font, kern: 1)), options: plain) },
            {
                cache.layout(
                    of: "42",
                    runs: [
                        TextRun(utf8Range: 0..<1, style: TextRunStyle(font: self.font)),
                        TextRun(utf8Range: 1..<2, style: TextRunStyle(font: .boldSystemFont(ofSize: 12))),
                    ], options: plain)
            },
            { cache.layout(of: "42 ", font: self.font, options: plain) },
        ]
        let first = requests.map { $0() }
        let second = requests.map { $0() }
        #expect(
            log() == Array(repeating: "miss 42", count: 18) + ["miss 42 "] + Array(repeating: "hit 42", count: 18) + [
                "hit 42 "
            ])
        #expect(Set(first.map { ObjectIdentifier($0) }).count == requests.count)
        #expect(zip(first, second).allSatisfy { $0 === $1 })
    }

    @Test func theTextBoundHoldsAndLongStringsAreNotKept() {
        let cache = TextLayoutCache(entryLimit: 100, textLimit: 10)
        let log = recording(cache)
        var textBytes: [Int] = []
        for text in ["aaaa", "bbbb", "cccc", "0123456789A", "dd", "bbbb"] {
            _ = cache.layout(of: text, font: font, options: TextLayoutOptions(width: nil))
            textBytes.append(cache.textBytes)
        }
        #expect(
            log() == [
                "miss aaaa", "miss bbbb", "miss cccc", "evict aaaa", "bypass 0123456789A", "miss dd", "hit bbbb",
            ])
        #expect(textBytes == [4, 8, 8, 8, 10, 10])
    }

    @Test func theEntryBoundHoldsForEndlesslyDifferentStrings() {
        let cache = TextLayoutCache(entryLimit: 64)
        var largest = 0
        for index in 0..<10_000 {
            _ = cache.layout(of: "frame \(index)", font: font, options: TextLayoutOptions(width: nil))
            largest = max(largest, cache.count)
        }
        #expect(
            [largest, cache.count, cache.misses, cache.evictions, cache.hits] == [64, 64, 10_000, 9_936, 0] as [Int])
    }

    /// Admission on the second request (the shared cache's): 10,000 strings asked for once each, as the rows of a
    /// flung table, keep nothing; strings drawn every frame are kept from their second frame (the last one handed
    /// out unkept without shaping again); a string measured and then drawn is kept at once, with one shaping.
    @Test func admittingOnTheSecondRequestKeepsNothingOfStringsShownOnce() {
        let cache = TextLayoutCache(entryLimit: 64, admitsOnSecondRequest: true)
        let log = recording(cache)
        let options = TextLayoutOptions(width: nil)
        for index in 0..<10_000 {
            _ = cache.layout(of: "Row \(index)", font: font, options: options)
        }
        #expect([cache.count, cache.misses, cache.evictions, cache.hits] == [0, 10_000, 0, 0] as [Int])
        for _ in 0..<3 {
            for text in ["a", "b"] { _ = cache.layout(of: text, font: font, options: options) }
        }
        let measured = cache.layout(of: "c", font: font, options: options)
        let drawn = cache.layout(of: "c", font: font, options: options)
        #expect(measured === drawn, "the layout handed out first is the one kept")
        #expect(
            log().suffix(8) == ["miss a", "miss b", "miss a", "hit b", "hit a", "hit b", "miss c", "hit c"],
            "b, the last layout handed out unkept, is kept when asked for again")
        #expect(cache.count == 3)
    }

    @Test func aLabelShapesOnceKeepsItsLayoutAndSharesItWithItsTwin() {
        let cache = TextLayoutCache.shared
        cache.removeAll()
        var log: [String] = []
        cache.observer = { log.append($0.description) }
        defer { cache.observer = nil }
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 80, height: 20))
        let twin = UILabel(frame: CGRect(x: 0, y: 0, width: 80, height: 20))
        label.text = "hello"
        twin.text = "hello"
        _ = UIGraphicsImageRenderer(size: CGSize(width: 80, height: 20)).image { _ in
            label.draw(label.bounds)
            log.append("frame")
            // The label keeps its layout: redrawing asks the cache nothing.
            label.draw(label.bounds)
            log.append("frame")
            twin.draw(twin.bounds)
            log.append("text changes")
            label.text = "bye"
            label.draw(label.bounds)
            label.draw(label.bounds)
        }
        #expect(log == ["miss hello", "frame", "frame", "hit hello", "text changes", "miss bye"])
    }

    @Test func everyStringDrawingCallGoesThroughTheSharedCache() {
        let cache = TextLayoutCache.shared
        cache.removeAll()
        var log: [String] = []
        cache.observer = { log.append($0.description) }
        defer { cache.observer = nil }
        let font = UIFont.systemFont(ofSize: 9)
        _ = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40)).image { _ in
            // Measure then draw, as a cell's draw(_:) does: one shaping.
            _ = "7".size(withAttributes: [.font: font])
            "7".draw(at: .zero, withAttributes: [.font: font, .foregroundColor: UIColor.white])
            // The colour is given when drawing: black shares the white layout; a background too.
            "7".draw(at: .zero, withAttributes: [.font: font, .foregroundColor: UIColor.black])
            "7".draw(at: .zero, withAttributes: [.font: font, .backgroundColor: UIColor.red])
            // An attributed string of one plain look is the same layout.
            NSAttributedString(string: "7", attributes: [.font: font, .foregroundColor: UIColor.blue]).draw(at: .zero)
            // Underlining is part of the layout: a new entry, then a hit.
            "7".draw(at: .zero, withAttributes: [.font: font, .underlineStyle: NSUnderlineStyle.single.rawValue])
            _ = "7".size(withAttributes: [.font: font, .underlineStyle: NSUnderlineStyle.single])
            // Wrapping at a width is another layout; boundingRect with the line fragment origin shares it.
            "7".draw(in: CGRect(x: 0, y: 0, width: 30, height: 30), withAttributes: [.font: font])
            _ = "7".boundingRect(
                with: CGSize(width: 30, height: 30), options: .usesLineFragmentOrigin, attributes: [.font: font],
                context: nil)
        }
        #expect(log == ["miss 7", "hit 7", "hit 7", "hit 7", "hit 7", "miss 7", "hit 7", "miss 7", "hit 7"])
    }
}
