import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

/// Swipe actions: a horizontal drag reveals the row's buttons; a tap on one runs it; a full swipe runs the first;
/// vertical drags still scroll; another row's swipe or a tap closes the open row first.
@MainActor
@Suite struct TableViewSwipeTests {
    @Test func aSwipeLeftOpensTheTrailingActionsAndATapOnOneRunsIt() throws {
        try SwipeScene().aSwipeLeftOpensTheTrailingActionsAndATapOnOneRunsIt()
    }
    @Test func aSmallSwipeSpringsBackClosed() throws { try SwipeScene().aSmallSwipeSpringsBackClosed() }
    @Test func aFullSwipeRunsTheFirstAction() throws { try SwipeScene().aFullSwipeRunsTheFirstAction() }
    @Test func aSwipeRightOpensTheLeadingActionsOnlyWhereThereAreSome() throws {
        try SwipeScene().aSwipeRightOpensTheLeadingActionsOnlyWhereThereAreSome()
    }
    @Test func aTapOrASwipeElsewhereClosesTheOpenRowFirst() throws {
        try SwipeScene().aTapOrASwipeElsewhereClosesTheOpenRowFirst()
    }
    @Test func aVerticalDragStillScrolls() throws { try SwipeScene().aVerticalDragStillScrolls() }
}
