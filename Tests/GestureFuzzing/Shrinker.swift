import Foundation

/// Makes a failing world small: drops mutations, steps, fingers, single finger changes, recognizers, views,
/// requirements and delegates, and resets recognizer settings to their defaults, keeping each change while the
/// world still fails, until no change helps (or the budget of runs is spent).
public enum Shrinker {
    /// Shrinks while `fails` holds. `fails` is the oracle: an in-process run for violations, a child process for
    /// crashes.
    public static func shrink(_ world: FuzzWorld, budget: Int = 3_000, fails: (FuzzWorld) -> Bool) -> FuzzWorld {
        var best = world
        var runs = 0
        var progressed = true
        while progressed && runs < budget {
            progressed = false
            for candidate in candidates(of: best) {
                guard runs < budget else { break }
                runs += 1
                if fails(candidate) {
                    best = candidate
                    progressed = true
                    break
                }
            }
        }
        return best
    }

    /// Shrinks while running the world in-process still shows a violation of `kind`.
    @MainActor
    public static func shrink(_ world: FuzzWorld, keeping kind: Violation.Kind, budget: Int = 3_000) -> FuzzWorld {
        shrink(world, budget: budget) { candidate in
            WorldRun.run(candidate).violations.contains { $0.kind == kind }
        }
    }

    /// Smaller variants of `world`, biggest cuts first.
    static func candidates(of world: FuzzWorld) -> [FuzzWorld] {
        var result: [FuzzWorld] = []
        func with(_ change: (inout FuzzWorld) -> Void) {
            var copy = world
            change(&copy)
            if copy != world { result.append(copy) }
        }
        // Whole halves of the input first, then single steps.
        if world.steps.count > 3 {
            let half = world.steps.count / 2
            with { $0.steps.removeFirst(half) }
            with { $0.steps.removeLast(world.steps.count - half) }
        }
        for index in world.mutations.indices { with { $0.mutations.remove(at: index) } }
        let fingers = Set(
            world.steps.flatMap { step -> [Int] in
                if case .frame(let ops) = step { return ops.map(\.finger) }
                return []
            })
        for finger in fingers.sorted() {
            with { world in
                world.steps = world.steps.compactMap { step in
                    guard case .frame(let ops) = step else { return step }
                    let kept = ops.filter { $0.finger != finger }
                    return kept.isEmpty ? nil : .frame(kept)
                }
            }
        }
        for index in world.steps.indices { with { $0.steps.remove(at: index) } }
        for index in world.steps.indices {
            guard case .frame(let ops) = world.steps[index], ops.count > 1 else { continue }
            for opIndex in ops.indices {
                // A down is dropped only with its finger (above); other changes may go alone.
                if case .down = ops[opIndex] { continue }
                with { $0.steps[index] = .frame(ops.enumerated().filter { $0.offset != opIndex }.map(\.element)) }
            }
        }
        for recognizer in world.recognizers {
            with { world in
                world.recognizers.removeAll { $0.id == recognizer.id }
                world.requirements.removeAll { $0.recognizer == recognizer.id || $0.toFail == recognizer.id }
            }
        }
        for view in world.views {
            with { world in
                var removed: Set<Int> = [view.id]
                for spec in world.views where spec.parent.map({ removed.contains($0) }) ?? false {
                    removed.insert(spec.id)
                }
                world.views.removeAll { removed.contains($0.id) }
                world.recognizers.removeAll { removed.contains($0.view) }
                let left = Set(world.recognizers.map(\.id))
                world.requirements.removeAll { !left.contains($0.recognizer) || !left.contains($0.toFail) }
            }
        }
        // A view moves up to its grandparent, keeping its place in the window, so the parent can go next.
        for index in world.views.indices {
            guard let parentID = world.views[index].parent,
                let parent = world.views.first(where: { $0.id == parentID })
            else { continue }
            with { world in
                world.views[index].parent = parent.parent
                world.views[index].frame = world.views[index].frame.offsetBy(
                    dx: parent.frame.minX, dy: parent.frame.minY)
                // Keep parents before children.
                let moved = world.views.remove(at: index)
                let parentIndex = world.views.firstIndex { $0.id == parentID } ?? 0
                world.views.insert(moved, at: parentIndex)
            }
        }
        for index in world.requirements.indices { with { $0.requirements.remove(at: index) } }
        for delegate in world.delegates {
            with { world in
                world.delegates.removeAll { $0.id == delegate.id }
                for index in world.recognizers.indices where world.recognizers[index].delegate == delegate.id {
                    world.recognizers[index].delegate = nil
                }
            }
        }
        for index in world.recognizers.indices {
            let spec = world.recognizers[index]
            let plain = RecognizerSpec(id: spec.id, view: spec.view, kind: spec.kind, delegate: spec.delegate)
            with { $0.recognizers[index] = plain }
            if spec.delegate != nil { with { $0.recognizers[index].delegate = nil } }
        }
        for index in world.views.indices where world.views[index].isButton {
            with { $0.views[index].isButton = false }
        }
        for index in world.views.indices where world.views[index].isScrollView {
            with { $0.views[index].isScrollView = false }
        }
        for index in world.mutations.indices where world.mutations[index].occurrence > 0 {
            with { $0.mutations[index].occurrence -= 1 }
        }
        return result
    }
}
