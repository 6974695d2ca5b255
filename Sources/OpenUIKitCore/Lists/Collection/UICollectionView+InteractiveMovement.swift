import Foundation

// Interactive movement, as UIKit's collection view does it: app code (a long-press handler, or the controller's
// standard gesture, or a list cell's reorder grip) lifts an item with `beginInteractiveMovementForItem(at:)`, moves
// it with `updateInteractiveMovementTargetPosition(_:)`, and drops it with `endInteractiveMovement()` or puts it
// back with `cancelInteractiveMovement()`. While the item is held the layout is asked for the proposed order: the
// items between where it was and where it would land slide into the places the layout gives them in that order,
// and the held cell follows the point. Held near an edge the content scrolls by itself (``EdgeAutoscroller``, the
// table's). The drop tells the data source `moveItemAt` once and slides the item into its place. A change of the
// data from any callback on the way (`canMoveItemAt`, the delegate's retargeting, `moveItemAt`,
// `scrollViewDidScroll`) ends the movement, with every item where the change put it.
//
// Difference from UIKit: an item moves within its own section only (a proposal in another section keeps the
// current place).

extension UICollectionView {
    /// An item being moved interactively.
    struct InteractiveMovement {
        let cell: UICollectionViewCell
        /// Where the item was when it was lifted.
        let source: IndexPath
        /// Where it would land now (in the items after the move).
        var destination: IndexPath
        /// The place last offered to the delegate (it may have chosen another).
        var proposed: IndexPath
        /// The target position less the content offset when it was given: the point stays put on screen while the
        /// content scrolls under it. Nil until the first update.
        var screenPosition: CGPoint?
        let generation: Int
        /// How far the cell's centre is from the finger of the gesture that lifted it.
        var grab = CGPoint.zero
        /// The recognizer that lifted it, if one did: only it moves, drops or cancels it.
        weak var recognizer: UIGestureRecognizer?
    }

    /// Lifts the item at `indexPath` to move it. False (and nothing happens) when another item is being moved, the
    /// item does not exist or is not on screen, or the data source's `collectionView(_:canMoveItemAt:)` says no;
    /// UIKit also returns false in those cases.
    @discardableResult
    public func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
        guard movement == nil, isValid(indexPath), let dataSource else { return false }
        let startGeneration = dataGeneration
        guard dataSource.collectionView(self, canMoveItemAt: indexPath), startGeneration == dataGeneration,
            movement == nil
        else { return false }
        layoutIfNeeded()
        guard let cell = cellForItem(at: indexPath), cell.superview === self else { return false }
        endHighlightTracking(notify: true)
        if listSwipe != nil { closeListSwipe(animated: true) }
        // The delegate calls those made may have changed the data: then nothing is lifted.
        guard startGeneration == dataGeneration, movement == nil, cellForItem(at: indexPath) === cell else {
            return false
        }
        movement = InteractiveMovement(
            cell: cell, source: indexPath, destination: indexPath, proposed: indexPath, screenPosition: nil,
            generation: dataGeneration)
        bringSubviewToFront(cell)
        return true
    }

    /// Moves the held item's centre to `targetPosition` (in the collection view's coordinates, as a gesture's
    /// `location(in: collectionView)`), offers the item under it as the new place to the delegate, and slides the
    /// other items to make room. Near an edge with content beyond it, the collection view scrolls by itself.
    public func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) {
        guard movement != nil, endMovementIfStale() == false else { return }
        movement?.screenPosition = CGPoint(
            x: targetPosition.x - contentOffset.x, y: targetPosition.y - contentOffset.y)
        moveHeldItem(to: targetPosition)
        autoscrollWhileMoving()
    }

    /// Drops the held item at its current place: the data source's `collectionView(_:moveItemAt:to:)` is told once
    /// (when the place changed) and the item slides into it.
    public func endInteractiveMovement() {
        guard let current = movement else { return }
        movement = nil
        movementAutoscroller?.stop()
        guard current.generation == dataGeneration, isValid(current.source) else {
            setNeedsLayout()
            return
        }
        guard current.destination != current.source else {
            settleAfterMovement()
            return
        }
        let startGeneration = dataGeneration
        dataSource?.collectionView(self, moveItemAt: current.source, to: current.destination)
        guard startGeneration == dataGeneration else { return }
        // The items show their new order already; the move re-keys them and slides the held one into its place.
        performBatchUpdates { self.moveItem(at: current.source, to: current.destination) }
    }

    /// Puts the held item back where it was; the data source is told nothing.
    public func cancelInteractiveMovement() {
        movementAutoscroller?.stop()
        guard movement != nil else { return }
        movement = nil
        settleAfterMovement()
    }

    // MARK: Driven by a gesture

    /// Drives a movement from a recognizer (the controller's standard long press, a list cell's grip): it begins by
    /// lifting the item under it, moves it keeping the cell where the finger took hold of it, drops it when it
    /// ends, and puts it back when it is cancelled.
    func driveInteractiveMovement(with recognizer: UIGestureRecognizer) {
        let point = (recognizer as? TableReorderRecognizer)?.holdingLocation(in: self) ?? recognizer.location(in: self)
        if recognizer.state == .began {
            guard movement == nil, let indexPath = indexPathForItem(at: point),
                beginInteractiveMovementForItem(at: indexPath), let cell = movement?.cell
            else { return }
            movement?.grab = CGPoint(x: cell.center.x - point.x, y: cell.center.y - point.y)
            movement?.recognizer = recognizer
            return
        }
        // A movement app code began is not this recognizer's to move or end.
        guard let current = movement, current.recognizer === recognizer else { return }
        switch recognizer.state {
        case .changed:
            updateInteractiveMovementTargetPosition(CGPoint(x: point.x + current.grab.x, y: point.y + current.grab.y))
        case .ended:
            endInteractiveMovement()
        case .cancelled, .failed:
            cancelInteractiveMovement()
        default:
            break
        }
    }

    /// Whether a visible list cell's reorder grip is under `point` (collection view coordinates).
    func reorderGripIsUnder(_ point: CGPoint) -> Bool {
        guard movement == nil, let indexPath = indexPathForItem(at: point),
            let cell = cellForItem(at: indexPath) as? UICollectionViewListCell
        else { return false }
        return cell.accessoryViews.contains { grip in
            grip.accessory.kind == .reorder && !grip.isHidden && grip.frame.contains(convert(point, to: cell))
        }
    }

    /// Installs the grip's recognizer the first time a list cell with a reorder accessory is shown.
    func installReorderGripRecognizerIfNeeded(for cell: UICollectionViewCell) {
        guard reorderGripRecognizer == nil, let listCell = cell as? UICollectionViewListCell,
            listCell.accessories.contains(where: { $0.kind == .reorder })
        else { return }
        let recognizer = TableReorderRecognizer()
        recognizer.mayBegin = { [weak self] point in self?.reorderGripIsUnder(point) ?? false }
        recognizer.name = "reorder"
        reorderGripRecognizer = recognizer
        addGestureRecognizer(recognizer)
        recognizer.addHandler { [weak self] recognizer in self?.driveInteractiveMovement(with: recognizer) }
    }

    // MARK: The pass

    /// Ends a movement the data changed under (a reload or update from a callback). True when it did.
    @discardableResult
    func endMovementIfStale() -> Bool {
        guard let current = movement, current.generation != dataGeneration else { return false }
        movement = nil
        movementAutoscroller?.stop()
        setNeedsLayout()
        return true
    }

    /// The data item shown in the layout's place `slot` while the held item would land at its destination.
    func itemShown(inSlot slot: IndexPath) -> IndexPath {
        guard let current = movement, slot.section == current.source.section else { return slot }
        let from = current.source.item, to = current.destination.item, item = slot.item
        if item == to { return current.source }
        if from < to, item >= from, item < to { return IndexPath(item: item + 1, section: slot.section) }
        if to < from, item > to, item <= from { return IndexPath(item: item - 1, section: slot.section) }
        return slot
    }

    /// The layout's elements with each cell of the held item's section given the data item the proposed order puts
    /// in its place; the held item's own place is left out (its cell follows the point instead).
    func arrangedForMovement(
        _ wanted: [(attributes: UICollectionViewLayoutAttributes, container: UIView, origin: CGPoint)]
    ) -> [(attributes: UICollectionViewLayoutAttributes, container: UIView, origin: CGPoint)] {
        guard let current = movement, current.destination != current.source || current.screenPosition != nil else {
            return wanted
        }
        var arranged: [(attributes: UICollectionViewLayoutAttributes, container: UIView, origin: CGPoint)] = []
        arranged.reserveCapacity(wanted.count)
        for element in wanted {
            let attributes = element.attributes
            guard attributes.representedElementCategory == .cell, element.container === self,
                attributes.indexPath.section == current.source.section
            else {
                arranged.append(element)
                continue
            }
            let shown = itemShown(inSlot: attributes.indexPath)
            if shown == current.source { continue }
            if shown != attributes.indexPath, let moved = attributes.copy() as? UICollectionViewLayoutAttributes {
                moved.indexPath = shown
                arranged.append((attributes: moved, container: element.container, origin: element.origin))
            } else {
                arranged.append(element)
            }
        }
        return arranged
    }

    /// Keeps the held cell under the point and above the other items.
    func placeHeldItem() {
        guard let current = movement, let screen = current.screenPosition else { return }
        current.cell.center = CGPoint(x: screen.x + contentOffset.x, y: screen.y + contentOffset.y)
        if subviews.last !== current.cell { bringSubviewToFront(current.cell) }
    }

    // MARK: Moving

    private func moveHeldItem(to point: CGPoint) {
        guard let current = movement else { return }
        current.cell.center = point
        guard let proposed = slot(at: point, in: current.source.section), proposed != current.proposed else {
            return
        }
        movement?.proposed = proposed
        var target = proposed
        if let collectionDelegate {
            let startGeneration = dataGeneration
            let asked = collectionDelegate.collectionView(
                self, targetIndexPathForMoveOfItemFromOriginalIndexPath: current.source,
                atCurrentIndexPath: current.destination, toProposedIndexPath: proposed)
            guard startGeneration == dataGeneration, movement != nil else {
                endMovementIfStale()
                return
            }
            if asked.count == 2, asked.section == current.source.section, asked.item >= 0,
                asked.item < numberOfItems(inSection: asked.section)
            {
                target = asked
            } else {
                UIApplication.reportProgrammingError(
                    "UICollectionView: collectionView(_:targetIndexPathForMoveOfItemFromOriginalIndexPath:"
                        + "atCurrentIndexPath:toProposedIndexPath:) returned \(asked), which is not a place in the"
                        + " item's section; \(proposed) is used", about: self)
            }
        }
        guard target != movement?.destination else { return }
        movement?.destination = target
        UIView.animate(
            withDuration: 0.2, delay: 0, options: [.allowUserInteraction, .beginFromCurrentState],
            animations: {
                self.setNeedsLayout()
                self.layoutIfNeeded()
            })
    }

    /// The layout's place for an item of `section` under `point`; nil over a gap or another section.
    private func slot(at point: CGPoint, in section: Int) -> IndexPath? {
        prepareLayoutIfNeeded()
        let probe = CGRect(x: point.x - 0.5, y: point.y - 0.5, width: 1, height: 1)
        return (collectionViewLayout.layoutAttributesForElements(in: probe) ?? []).first {
            $0.representedElementCategory == .cell && !$0.isHidden && $0.indexPath.section == section
                && $0.frame.contains(point)
        }?.indexPath
    }

    /// Starts or stops scrolling by itself for where the held point is.
    private func autoscrollWhileMoving() {
        guard movement != nil else {
            movementAutoscroller?.stop()
            return
        }
        if movementAutoscroller == nil {
            movementAutoscroller = EdgeAutoscroller(
                scrollView: self,
                location: { [weak self] in
                    guard let self, let current = self.movement, current.generation == self.dataGeneration,
                        let screen = current.screenPosition
                    else { return nil }
                    return CGPoint(x: screen.x + self.contentOffset.x, y: screen.y + self.contentOffset.y)
                },
                didScroll: { [weak self] point in self?.moveHeldItem(to: point) })
        }
        movementAutoscroller?.update()
    }

    /// Slides every item back to the place the layout gives it.
    private func settleAfterMovement() {
        UIView.animate(
            withDuration: 0.2, delay: 0, options: [.allowUserInteraction, .beginFromCurrentState],
            animations: {
                self.setNeedsLayout()
                self.layoutIfNeeded()
            })
    }
}
