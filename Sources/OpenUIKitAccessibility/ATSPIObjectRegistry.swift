import Foundation
import OpenUIKitCore

/// The objects the bridge has published and their D-Bus paths: the application is `…/accessible/root`, every
/// window, container and element `…/accessible/<number>`, numbered when first published and never reused. Objects are
/// held weakly: a path whose object is gone answers as defunct. Each object's parent is the one it was last listed
/// under.
@MainActor
final class ATSPIObjectRegistry {
    static let basePath = ATSPIObjectRegistryPaths.base
    static let rootPath = ATSPIObjectRegistryPaths.root
    /// The null reference AT-SPI uses for "no object".
    static let nullPath = "/org/a11y/atspi/null"

    private final class Entry {
        weak var object: AnyObject?
        var parent: Int?
        init(_ object: AnyObject) { self.object = object }
    }

    private var numbers: [ObjectIdentifier: Int] = [:]
    private var entries: [Int: Entry] = [:]
    private var nextNumber = 1

    /// The path of `object`, publishing it if it is new. `parent` (a path's number, 0 for the root) is recorded.
    func path(for object: AnyObject, parent: Int? = nil) -> String {
        if object is UIApplication { return Self.rootPath }
        let number = self.number(for: object)
        if let parent { entries[number]?.parent = parent }
        return "\(Self.basePath)/\(number)"
    }

    func number(for object: AnyObject) -> Int {
        if object is UIApplication { return 0 }
        let id = ObjectIdentifier(object)
        if let number = numbers[id], let entry = entries[number], entry.object === object { return number }
        let number = nextNumber
        nextNumber += 1
        numbers[id] = number
        entries[number] = Entry(object)
        return number
    }

    /// The path an object was published under, without publishing anything (for an object that may be gone).
    func existingPath(for identifier: ObjectIdentifier) -> String? {
        numbers[identifier].map { "\(Self.basePath)/\($0)" }
    }

    /// The object at `path`, or nil when the path names nothing published or its object is gone.
    func object(atPath path: String, application: UIApplication) -> AnyObject? {
        if path == Self.rootPath { return application }
        guard path.hasPrefix(Self.basePath + "/"), let number = Int(path.dropFirst(Self.basePath.count + 1)) else {
            return nil
        }
        return entries[number]?.object
    }

    /// The recorded parent of the object numbered `number` (0: the root), if it is still there.
    func parent(of number: Int, application: UIApplication) -> AnyObject? {
        guard let parent = entries[number]?.parent else { return nil }
        return parent == 0 ? application : entries[parent]?.object
    }

    /// Every published object still alive, with its number.
    var published: [(number: Int, object: AnyObject)] {
        entries.compactMap { number, entry in entry.object.map { (number, $0) } }.sorted { $0.number < $1.number }
    }

    /// Forgets objects that are gone.
    func prune() {
        for (number, entry) in entries where entry.object == nil {
            entries[number] = nil
        }
        numbers = numbers.filter { entries[$0.value] != nil }
    }
}
