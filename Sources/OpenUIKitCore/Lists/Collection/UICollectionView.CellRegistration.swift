import Foundation

extension UICollectionView {
    /// A cell class and the code that configures it for an item, registered with a collection view the first time
    /// it is used: no reuse identifiers to keep in step.
    ///
    /// Mirrors `UICollectionView.CellRegistration`. Make it once (outside the cell provider, as UIKit requires) and
    /// dequeue with ``UICollectionView/dequeueConfiguredReusableCell(using:for:item:)``; the handler runs for each
    /// dequeue with the cell, its index path and the item.
    @preconcurrency @MainActor
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        public typealias Handler = (Cell, IndexPath, Item) -> Void

        let reuseIdentifier: String
        let handler: Handler

        public init(handler: @escaping Handler) {
            reuseIdentifier = RegistrationIdentifiers.next(for: Cell.self)
            self.handler = handler
        }
    }

    /// A supplementary view class of one kind and the code that configures it, registered on first use.
    /// Mirrors `UICollectionView.SupplementaryRegistration`.
    @preconcurrency @MainActor
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        public typealias Handler = (Supplementary, String, IndexPath) -> Void

        let elementKind: String
        let reuseIdentifier: String
        let handler: Handler

        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            reuseIdentifier = RegistrationIdentifiers.next(for: Supplementary.self)
            self.handler = handler
        }
    }

    /// A cell of the registration's class for the item, configured by its handler.
    public func dequeueConfiguredReusableCell<Cell, Item>(
        using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
    ) -> Cell {
        if cellClasses[registration.reuseIdentifier] == nil {
            register(Cell.self, forCellWithReuseIdentifier: registration.reuseIdentifier)
        }
        let cell = dequeueReusableCell(withReuseIdentifier: registration.reuseIdentifier, for: indexPath)
        guard let typed = cell as? Cell else {
            // Only reachable if app code re-registered the generated identifier with another class.
            let fresh = Cell(collectionViewReuseIdentifier: registration.reuseIdentifier)
            if let item { registration.handler(fresh, indexPath, item) }
            return fresh
        }
        if let item { registration.handler(typed, indexPath, item) }
        return typed
    }

    /// A supplementary view of the registration's class and kind, configured by its handler.
    public func dequeueConfiguredReusableSupplementary<Supplementary>(
        using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
    ) -> Supplementary {
        let key = SupplementaryKey(kind: registration.elementKind, identifier: registration.reuseIdentifier)
        if supplementaryClasses[key] == nil {
            register(
                Supplementary.self, forSupplementaryViewOfKind: registration.elementKind,
                withReuseIdentifier: registration.reuseIdentifier)
        }
        let view = dequeueReusableSupplementaryView(
            ofKind: registration.elementKind, withReuseIdentifier: registration.reuseIdentifier, for: indexPath)
        let typed =
            view as? Supplementary ?? Supplementary(collectionViewReuseIdentifier: registration.reuseIdentifier)
        registration.handler(typed, registration.elementKind, indexPath)
        return typed
    }
}

/// Unique reuse identifiers for registrations: the class's name and a serial number.
@MainActor
enum RegistrationIdentifiers {
    private static var serial = 0

    static func next(for type: AnyClass) -> String {
        serial += 1
        return "registration.\(type).\(serial)"
    }
}
