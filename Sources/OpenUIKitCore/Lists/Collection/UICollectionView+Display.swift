import Foundation

/// The layout pass: which elements are on screen, and the views that show them.
extension UICollectionView {
    /// The cells on screen, in index-path order.
    public var visibleCells: [UICollectionViewCell] {
        visibleViews.filter { $0.key.kind == nil }.sorted { $0.key.indexPath < $1.key.indexPath }
            .compactMap { $0.value as? UICollectionViewCell }
    }

    /// The index paths of the cells on screen, sorted.
    public var indexPathsForVisibleItems: [IndexPath] {
        visibleViews.keys.filter { $0.kind == nil }.map(\.indexPath).sorted()
    }

    /// The cell on screen for the item; nil when the item is off screen (or does not exist).
    public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        visibleViews[.cell(indexPath)] as? UICollectionViewCell
    }

    /// The index path of a cell on screen; nil for any other cell.
    public func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        visibleViews.first { $0.key.kind == nil && $0.value === cell }?.key.indexPath
    }

    /// The item whose layout frame contains `point` (content coordinates), asked of the layout, so it answers for
    /// items off screen too; the one in front when several overlap.
    public func indexPathForItem(at point: CGPoint) -> IndexPath? {
        prepareLayoutIfNeeded()
        let probe = CGRect(x: point.x, y: point.y, width: 1, height: 1)
        let hits = (collectionViewLayout.layoutAttributesForElements(in: probe) ?? []).filter {
            $0.representedElementCategory == .cell && !$0.isHidden && $0.frame.contains(point)
        }
        return hits.max { $0.zIndex < $1.zIndex }?.indexPath
    }

    /// The supplementary view on screen of `elementKind` at `indexPath`, if any.
    public func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionReusableView?
    {
        visibleViews[ElementKey(kind: elementKind, indexPath: indexPath)]
    }

    public func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        visibleViews.filter { $0.key.kind == elementKind }.sorted { $0.key.indexPath < $1.key.indexPath }.map(\.value)
    }

    public func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        visibleViews.keys.filter { $0.kind == elementKind }.map(\.indexPath).sorted()
    }

    // MARK: The pass

    /// Prepares the layout if it was invalidated (or the data reloaded) and takes its content size.
    func prepareLayoutIfNeeded() {
        if needsReload { itemCounts = nil }
        guard !layoutIsPrepared else { return }
        layoutIsPrepared = true
        preparedBoundsSize = bounds.size
        _ = counts
        collectionViewLayout.prepare()
        installSwipeRecognizerIfNeeded()
        let size = collectionViewLayout.collectionViewContentSize
        if contentSize != size { contentSize = size }
    }

    /// Brings the views on screen in line with the layout. Re-entrant calls (app code laying out from a data-source
    /// or delegate callback) only ask for one more pass when the current one ends.
    func updateVisibleElements() {
        guard !isUpdatingVisibleElements else {
            needsAnotherVisiblePass = true
            return
        }
        isUpdatingVisibleElements = true
        defer { isUpdatingVisibleElements = false }
        // A few passes settle self-sizing and changes made from callbacks; more would mean a layout that never
        // settles, which is left as it is rather than looping.
        for _ in 0..<4 {
            needsAnotherVisiblePass = false
            visiblePass()
            if needsAnotherVisiblePass { continue }
            // The prefetch data source is app code too: a change it makes runs another pass.
            updatePrefetching()
            if !needsAnotherVisiblePass { break }
        }
    }

    private func visiblePass() {
        if needsReload {
            needsReload = false
            recycleAllVisibleViews()
        }
        if let preparedBoundsSize, layoutIsPrepared,
            bounds.size != preparedBoundsSize
                || collectionViewLayout.shouldInvalidateLayout(forBoundsChange: bounds)
        {
            layoutIsPrepared = false
        }
        prepareLayoutIfNeeded()
        let generation = dataGeneration
        endMovementIfStale()
        let wanted = arrangedForMovement(wantedElements())
        var wantedKeys = Set<ElementKey>()
        for element in wanted { wantedKeys.insert(key(of: element.attributes)) }
        // The held item stays on screen wherever its place is.
        let leaving = visibleViews.filter { !wantedKeys.contains($0.key) && $0.value !== movement?.cell }.sorted {
            $0.key < $1.key
        }
        for (key, view) in leaving { recycle(view, as: key) }
        var preferredChanged = false
        for (attributes, container, origin) in wanted {
            // App code in a callback reloaded or updated the data: these attributes are stale, start again.
            guard generation == dataGeneration, !needsReload else {
                needsAnotherVisiblePass = true
                return
            }
            let key = key(of: attributes)
            if let view = visibleViews[key] {
                if view.superview !== container { container.addSubview(view) }
                view.applyAttributes(attributes, origin: origin)
                continue
            }
            guard let view = makeView(for: key, attributes: attributes), generation == dataGeneration else {
                needsAnotherVisiblePass = true
                continue
            }
            if view.superview !== container {
                if container === self {
                    insertSubview(view, at: backgroundView == nil ? 0 : 1)
                } else {
                    container.addSubview(view)
                }
            }
            view.applyAttributes(attributes, origin: origin)
            if let old = visibleViews[key], old !== view { recycle(old, as: key) }
            visibleViews[key] = view
            if let cell = view as? UICollectionViewCell {
                cell.isSelected = selectedPaths.contains(attributes.indexPath)
                cell.isEditingForConfiguration = isEditing
                installReorderGripRecognizerIfNeeded(for: cell)
                collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: attributes.indexPath)
            } else if let kind = key.kind {
                collectionDelegate?.collectionView(
                    self, willDisplaySupplementaryView: view, forElementKind: kind, at: attributes.indexPath)
            }
            // Self-sizing: a newly shown view may ask for another size; the layout decides whether it matters.
            let preferred = view.preferredLayoutAttributesFitting(attributes)
            if collectionViewLayout.shouldInvalidateLayout(
                forPreferredLayoutAttributes: preferred, withOriginalAttributes: attributes)
            {
                collectionViewLayout.recordPreferredAttributes(preferred)
                preferredChanged = true
            }
        }
        raiseElementsAboveCells(wanted)
        placeHeldItem()
        if preferredChanged {
            layoutIsPrepared = false
            needsAnotherVisiblePass = true
        }
    }

    /// Puts the views whose attributes have a positive `zIndex` (pinned headers) above the other elements, in
    /// `zIndex` order; the others keep the order they were added in.
    private func raiseElementsAboveCells(
        _ wanted: [(attributes: UICollectionViewLayoutAttributes, container: UIView, origin: CGPoint)]
    ) {
        let raised = wanted.filter { $0.attributes.zIndex > 0 }.sorted { $0.attributes.zIndex < $1.attributes.zIndex }
        guard !raised.isEmpty else { return }
        var others = Set<ObjectIdentifier>()
        for element in wanted where element.attributes.zIndex <= 0 && element.container === self {
            if let view = visibleViews[key(of: element.attributes)] { others.insert(ObjectIdentifier(view)) }
        }
        for scroller in orthogonalScrollers.values where scroller.superview === self {
            others.insert(ObjectIdentifier(scroller))
        }
        var topmost = subviews.last { others.contains(ObjectIdentifier($0)) }
        for element in raised where element.container === self {
            guard let view = visibleViews[key(of: element.attributes)], view.superview === self else { continue }
            if let topmost, let below = subviews.firstIndex(where: { $0 === topmost }),
                let at = subviews.firstIndex(where: { $0 === view }), at != below + 1
            {
                insertSubview(view, aboveSubview: topmost)
            }
            topmost = view
        }
    }

    /// The elements to show: the layout's in the bounds, except the cells of sideways-scrolling sections, which are
    /// asked for with their band's scrolled rectangle and go into the band's scroll view.
    private func wantedElements() -> [(
        attributes: UICollectionViewLayoutAttributes, container: UIView, origin: CGPoint
    )] {
        let bands = collectionViewLayout.orthogonalBands()
        let bandSections = Set(bands.map(\.section))
        var wanted: [(attributes: UICollectionViewLayoutAttributes, container: UIView, origin: CGPoint)] = []
        for attributes in collectionViewLayout.layoutAttributesForElements(in: bounds) ?? [] {
            guard attributes.representedElementCategory != .decorationView, !attributes.isHidden else { continue }
            if attributes.representedElementCategory == .cell && bandSections.contains(attributes.indexPath.section) {
                continue
            }
            wanted.append((attributes, self, .zero))
        }
        var shownBands = Set<Int>()
        for band in bands where band.frame.height > 0 && band.frame.overlaps(bounds) {
            shownBands.insert(band.section)
            let scroller = orthogonalScroller(for: band)
            let rect = CGRect(
                x: band.frame.minX + scroller.contentOffset.x, y: band.frame.minY, width: band.frame.width,
                height: band.frame.height)
            for attributes in collectionViewLayout.layoutAttributesForElements(in: rect) ?? []
            where attributes.representedElementCategory == .cell && attributes.indexPath.section == band.section
                && !attributes.isHidden
            {
                wanted.append((attributes, scroller, band.frame.origin))
            }
        }
        // Bands off screen leave the view but keep their scroll view (and offset), as UIKit keeps them.
        for (section, scroller) in orthogonalScrollers where !shownBands.contains(section) && scroller.superview != nil
        {
            scroller.removeFromSuperview()
        }
        if collectionViewLayout.hasVisibleItemsInvalidationHandlers { runVisibleItemsHandlers(on: wanted) }
        return wanted
    }

    /// Hands each compositional section's handler its elements on screen (in index-path order, supplementary views
    /// first) to change before they are applied. The handler is app code: it may change the data, which the pass
    /// notices by the data generation.
    private func runVisibleItemsHandlers(
        on wanted: [(attributes: UICollectionViewLayoutAttributes, container: UIView, origin: CGPoint)]
    ) {
        var bySection: [Int: [CompositionalVisibleItem]] = [:]
        for element in wanted {
            bySection[element.attributes.indexPath.section, default: []].append(
                CompositionalVisibleItem(element.attributes))
        }
        let environment = CompositionalLayoutEnvironment(contentSize: bounds.size)
        for section in bySection.keys.sorted() {
            guard let handler = collectionViewLayout.visibleItemsInvalidationHandler(forSection: section),
                let items = bySection[section]
            else { continue }
            var offset = contentOffset
            if let scroller = orthogonalScrollers[section], scroller.superview === self {
                offset.x = scroller.contentOffset.x
            }
            let ordered = items.sorted {
                ($0.representedElementCategory == .cell ? 1 : 0, $0.indexPath)
                    < ($1.representedElementCategory == .cell ? 1 : 0, $1.indexPath)
            }
            handler(ordered, offset, environment)
        }
    }

    private func orthogonalScroller(for band: OrthogonalBand) -> OrthogonalScrollView {
        let scroller = orthogonalScrollers[band.section] ?? OrthogonalScrollView(frame: band.frame)
        orthogonalScrollers[band.section] = scroller
        scroller.owner = self
        scroller.section = band.section
        scroller.behavior = band.behavior
        if scroller.frame != band.frame { scroller.frame = band.frame }
        let size = CGSize(width: band.contentWidth, height: band.frame.height)
        if scroller.contentSize != size { scroller.contentSize = size }
        if scroller.superview !== self { insertSubview(scroller, at: backgroundView == nil ? 0 : 1) }
        return scroller
    }

    private func key(of attributes: UICollectionViewLayoutAttributes) -> ElementKey {
        ElementKey(
            kind: attributes.representedElementCategory == .cell ? nil : attributes.representedElementKind ?? "",
            indexPath: attributes.indexPath)
    }

    /// Asks the data source for the view of `key`; nil (reported) for an element the data does not have.
    private func makeView(for key: ElementKey, attributes: UICollectionViewLayoutAttributes)
        -> UICollectionReusableView?
    {
        guard let dataSource else { return nil }
        guard let kind = key.kind else {
            guard isValid(key.indexPath) else {
                UIApplication.reportProgrammingError(
                    "UICollectionView: the layout placed an item at \(key.indexPath), which the data source does not"
                        + " have; not shown", about: self)
                return nil
            }
            let cell = dataSource.collectionView(self, cellForItemAt: key.indexPath)
            if cell.reuseIdentifier == nil {
                UIApplication.reportProgrammingError(
                    "UICollectionView: the cell for \(key.indexPath) was not dequeued with"
                        + " dequeueReusableCell(withReuseIdentifier:for:); it is shown but never reused", about: self)
            }
            return cell
        }
        guard key.indexPath.count >= 1, counts.indices.contains(key.indexPath[0]) else { return nil }
        return dataSource.collectionView(self, viewForSupplementaryElementOfKind: kind, at: key.indexPath)
    }

    /// Takes a view off screen into its reuse pool, telling the delegate.
    func recycle(_ view: UICollectionReusableView, as key: ElementKey) {
        guard visibleViews[key] === view else { return }
        visibleViews[key] = nil
        retire(view, as: key)
    }

    /// Puts a view that is no longer on screen as `key` into its reuse pool, telling the delegate.
    func retire(_ view: UICollectionReusableView, as key: ElementKey) {
        if let tracking = highlightTracking, tracking.cell === view { endHighlightTracking(notify: true) }
        swipedListCellDidLeave(view)
        view.removeFromSuperview()
        pool(view, kind: key.kind)
        if let cell = view as? UICollectionViewCell {
            collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: key.indexPath)
        } else if let kind = key.kind {
            collectionDelegate?.collectionView(
                self, didEndDisplayingSupplementaryView: view, forElementOfKind: kind, at: key.indexPath)
        }
    }

    /// Keeps `view` for the next dequeue of its identifier, unless its identifier was registered again with another
    /// class since it was made.
    func pool(_ view: UICollectionReusableView, kind: String?) {
        guard let identifier = view.reuseIdentifier else { return }
        let registered =
            kind.map { supplementaryClasses[SupplementaryKey(kind: $0, identifier: identifier)] }
            ?? cellClasses[identifier]
        guard let registered, type(of: view) == registered else { return }
        reusePool[ReuseKey(kind: kind, identifier: identifier), default: []].append(view)
    }

    func recycleAllVisibleViews() {
        for (key, view) in visibleViews.sorted(by: { $0.key < $1.key }) {
            recycle(view, as: key)
        }
    }
}
