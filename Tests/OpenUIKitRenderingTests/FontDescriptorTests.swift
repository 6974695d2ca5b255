import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitCairo

/// Bold and italic variants derived through descriptors, as UIKit code makes them.
@Suite struct FontDescriptorTests {
    @Test func descriptorsDeriveBoldAndItalicVariantsKeepingFamilyAndSize() throws {
        let body = UIFont.systemFont(ofSize: 15)
        let descriptor = body.fontDescriptor
        #expect(descriptor.pointSize == 15 && descriptor.symbolicTraits == [])
        let boldItalic = try #require(descriptor.withSymbolicTraits([.traitBold, .traitItalic]))
        let font = UIFont(descriptor: boldItalic, size: 0)
        #expect(font.fontName == "DejaVu Sans-BoldItalic" && font.pointSize == 15)
        #expect(font.fontDescriptor.symbolicTraits == [.traitBold, .traitItalic])
        // Removing bold from a heavy font makes it regular; a heavier weight is kept when bold is asked for.
        let heavy = UIFont.systemFont(ofSize: 12, weight: .heavy).fontDescriptor
        #expect(UIFont(descriptor: try #require(heavy.withSymbolicTraits([])), size: 12).weight == .regular)
        #expect(UIFont(descriptor: try #require(heavy.withSymbolicTraits(.traitBold)), size: 12).weight == .heavy)
        let serif = UIFontDescriptor(name: "Georgia-Bold", size: 20).withSize(22).withFamily("Menlo")
        #expect(UIFont(descriptor: serif, size: 0).fontName == "DejaVu Sans Mono-Bold")
        #expect(UIFont(descriptor: serif, size: 0).pointSize == 22)
    }
}
