import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

/// The visual format language: the constraints each format makes (their descriptions, in order), the frames they
/// give, and the diagnostics for formats that cannot be read.
@MainActor
@Suite struct VisualFormatTests {
    @Test func aRowOfViewsWithStandardMetricAndPredicateSpacing() {
        let driver = EventDriver()
        let window = driver.makeWindow()  // 320 × 480
        let a = constrainedView("a")
        let b = constrainedView("b")
        let c = constrainedView("c")
        for view in [a, b, c] { window.addSubview(view) }
        let views = ["a": a, "b": b, "c": c]
        let row = NSLayoutConstraint.constraints(
            withVisualFormat: "H:|-[a(50)]-gap-[b(>=30,<=c@750)]-(>=0,==10@500)-[c(==60)]-|", options: .alignAllTop,
            metrics: ["gap": 12], views: views)
        #expect(
            row.map(\.description)
                == [
                    "a.width == 50", "a.leading == window.leading + 20", "b.width >= 30", "b.width <= c.width @750",
                    "b.leading == a.trailing + 12", "c.width == 60", "c.leading >= b.trailing",
                    "c.leading == b.trailing + 10 @500", "window.trailing == c.trailing + 20", "b.top == a.top",
                    "c.top == a.top",
                ].map { $0.replacingOccurrences(of: "window", with: window.debugName) })
        NSLayoutConstraint.activate(row)
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(withVisualFormat: "V:|-(40)-[a(20)]", metrics: nil, views: views)
                + [b.heightAnchor.constraint(equalToConstant: 20), c.heightAnchor.constraint(equalToConstant: 20)])
        window.layoutIfNeeded()
        // 320 - 20 - 50 - 12 - 60 - 20 = 158 for b and its gap to c: b at most c's 60 (750 beats the 10 at 500).
        #expect(a.frame == CGRect(x: 20, y: 40, width: 50, height: 20))
        #expect(b.frame == CGRect(x: 82, y: 40, width: 60, height: 20))
        #expect(c.frame == CGRect(x: 240, y: 40, width: 60, height: 20))
        #expect(driver.diagnostics == [])
    }

    @Test func flushViewsVerticalFormatsAndRightToLeft() {
        let driver = EventDriver()
        let window = driver.makeWindow()
        let a = constrainedView("a")
        let b = constrainedView("b")
        for view in [a, b] { window.addSubview(view) }
        let views = ["a": a, "b": b]
        let column = NSLayoutConstraint.constraints(
            withVisualFormat: "V:|[a(10)][b(==a)]-|", options: [.alignAllLeft, .alignAllRight], metrics: nil,
            views: views)
        #expect(
            column.map(\.description) == [
                "a.height == 10", "a.top == \(window.debugName).top", "b.height == a.height", "b.top == a.bottom",
                "\(window.debugName).bottom == b.bottom + 20", "b.left == a.left", "b.right == a.right",
            ])
        let rightToLeft = NSLayoutConstraint.constraints(
            withVisualFormat: "|-(>=5)-[a(30)]-[b(40)]", options: .directionRightToLeft, metrics: nil, views: views)
        #expect(
            rightToLeft.map(\.description) == [
                "a.width == 30", "a.right <= \(window.debugName).right - 5", "b.width == 40", "b.right == a.left - 8",
            ])
        // The row from the right, the first view held 5 from the edge; the column's heights and tops.
        NSLayoutConstraint.activate(
            rightToLeft + column.filter { $0.firstAttribute == .height || $0.firstAttribute == .top }
                + [a.rightAnchor.constraint(equalTo: window.rightAnchor, constant: -5)])
        window.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 285, y: 0, width: 30, height: 10))
        #expect(b.frame == CGRect(x: 237, y: 10, width: 40, height: 10))
        #expect(driver.diagnostics == [])
    }

    /// Each bad format: no constraints, and a diagnostic that names the problem and points at it.
    @Test func badFormatsAreReportedWithWhereTheyWentWrong() {
        let driver = EventDriver()
        let window = driver.makeWindow()
        let a = constrainedView("a")
        window.addSubview(a)
        let loose = constrainedView("loose")
        let views: [String: Any] = ["a": a, "loose": loose]
        let formats = [
            "H:|-[a", "H:|-[missing]", "H:[a(>=wide)]", "H:[a]-", "H:[a]-(10-[a]", "V:[a]x", "H:|[loose]",
            "H:[a]", "", "H:[a]-12",
        ]
        var made: [Int] = []
        for format in formats {
            made.append(
                NSLayoutConstraint.constraints(
                    withVisualFormat: format, options: format == "H:[a]" ? .alignAllLeft : [], metrics: nil,
                    views: views
                ).count)
        }
        #expect(made == Array(repeating: 0, count: formats.count))
        #expect(
            driver.diagnostics.map(\.message) == [
                "Unable to parse constraint format: expected ] after the view\nH:|-[a\n      ^",
                "Unable to parse constraint format: missing is not a key in the views dictionary\nH:|-[missing]\n     ^",
                "Unable to parse constraint format: wide is neither a metric nor a view in the dictionaries\n"
                    + "H:[a(>=wide)]\n       ^",
                "Unable to parse constraint format: expected a number or a metric name\nH:[a]-\n      ^",
                "Unable to parse constraint format: expected , or ) in the predicate list\nH:[a]-(10-[a]\n         ^",
                "Unable to parse constraint format: expected a view, [name]\nV:[a]x\n     ^",
                "Unable to parse constraint format: loose has no superview for |\nH:|[loose]\n          ^",
                "Unable to parse constraint format: left alignment is along the format's own axis\nH:[a]\n^",
                "Unable to parse constraint format: expected a view, [name]\n\n^",
                "Unable to parse constraint format: expected - after the spacing\nH:[a]-12\n        ^",
            ])
    }
}
