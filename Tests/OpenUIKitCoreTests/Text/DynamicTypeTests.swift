import Foundation
import Testing
@testable import OpenUIKitCore
import OpenUIKitTesting

/// Dynamic Type: content size categories, text-style fonts and `UIFontMetrics` at each, and labels that follow a
/// change of the category. The category is one setting for the process: each test puts it back before returning.
@MainActor
@Suite(.serialized) struct DynamicTypeTests {
    @Test func categoriesOrderAndScaleTextStyles() {
        let driver = EventDriver()
        let application = driver.application
        defer { application.preferredContentSizeCategory = .large }
        #expect(application.preferredContentSizeCategory == .large)
        #expect(
            UIContentSizeCategory.small < .large && UIContentSizeCategory.accessibilityMedium > .extraExtraExtraLarge)
        #expect(!UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        #expect(UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
        var sizes: [String] = []
        for category in [
            UIContentSizeCategory.extraSmall, .large, .extraExtraExtraLarge, .accessibilityExtraExtraExtraLarge,
        ] {
            application.preferredContentSizeCategory = category
            let body = UIFont.preferredFont(forTextStyle: .body).pointSize
            let caption = UIFont.preferredFont(forTextStyle: .caption1).pointSize
            let custom = UIFontMetrics(forTextStyle: .headline).scaledFont(for: .systemFont(ofSize: 20, weight: .bold))
            let capped = UIFontMetrics.default.scaledFont(for: .systemFont(ofSize: 20), maximumPointSize: 30).pointSize
            sizes.append(
                "\(Int(body)) \(Int(caption)) \(Int(custom.pointSize))\(custom.weight == .bold ? "b" : "") \(Int(capped)) \(Int(UIFontMetrics.default.scaledValue(for: 34).rounded()))"
            )
        }
        #expect(sizes == ["14 10 16b 16 28", "17 12 20b 20 34", "23 16 27b 27 46", "53 37 62b 30 106"])
        #expect(
            UITraitCollection(userInterfaceStyle: .dark).preferredContentSizeCategory
                == .accessibilityExtraExtraExtraLarge)
    }

    @Test func labelsThatAdjustFollowTheCategoryAndOthersStay() {
        let driver = EventDriver()
        let application = driver.application
        defer { application.preferredContentSizeCategory = .large }
        final class Posted: @unchecked Sendable { var names: [String] = [] }
        let posted = Posted()
        let token = NotificationCenter.default.addObserver(
            forName: UIContentSizeCategory.didChangeNotification, object: nil, queue: nil
        ) { note in
            let category = note.userInfo?[UIContentSizeCategory.newValueUserInfoKey] as? UIContentSizeCategory
            posted.names.append(category?.rawValue ?? "?")
        }
        defer { NotificationCenter.default.removeObserver(token) }
        let adjusting = UILabel(), fixed = UILabel(), plainFont = UILabel()
        adjusting.font = .preferredFont(forTextStyle: .body)
        adjusting.adjustsFontForContentSizeCategory = true
        fixed.font = .preferredFont(forTextStyle: .body)
        plainFont.font = .systemFont(ofSize: 12)
        plainFont.adjustsFontForContentSizeCategory = true
        application.preferredContentSizeCategory = .extraExtraLarge
        application.preferredContentSizeCategory = .extraExtraLarge
        #expect(posted.names == ["UICTContentSizeCategoryXXL"])
        #expect([adjusting, fixed, plainFont].map(\.font.pointSize) == [21, 17, 12])
        adjusting.adjustsFontForContentSizeCategory = false
        application.preferredContentSizeCategory = .small
        #expect(adjusting.font.pointSize == 21)
    }
}
