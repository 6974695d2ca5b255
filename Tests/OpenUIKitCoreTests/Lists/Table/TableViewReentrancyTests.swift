import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

/// A seeded, reproducible generator for the table's mutation runs.
struct TableRandom: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Taps, holds, drags and flings on a table whose data source and delegate change it from inside their own calls
/// (reloads, deletions, insertions, moves, selection, scrolling, leaving the window): whatever happens, no cell is
/// left highlighted once the fingers are up, the visible cells match the data source, and every touch ends.
@MainActor
@Suite struct TableViewReentrancyTests {
    enum Mutation: CaseIterable {
        case reload, deleteFirst, deleteCalled, insertTop, moveLastToTop, selectRandom, scrollRandom, leaveAndReturn
        case deleteSection, batchMixed, none
    }

    private func mutate(
        _ scene: TableScene, _ mutation: Mutation, at indexPath: IndexPath?, _ random: inout TableRandom
    ) {
        let table = scene.table, source = scene.source
        switch mutation {
        case .reload:
            source.rows[0].shuffle(using: &random)
            table.reloadData()
        case .deleteFirst:
            guard !source.rows[0].isEmpty else { return }
            source.rows[0].removeFirst()
            table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
        case .deleteCalled:
            guard let indexPath, indexPath.section < source.rows.count,
                indexPath.row < source.rows[indexPath.section].count
            else { return }
            source.rows[indexPath.section].remove(at: indexPath.row)
            table.deleteRows(at: [indexPath], with: Bool.random(using: &random) ? .none : .automatic)
        case .insertTop:
            source.rows[0].insert("new", at: 0)
            table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        case .moveLastToTop:
            guard source.rows[0].count > 1 else { return }
            let last = source.rows[0].removeLast()
            source.rows[0].insert(last, at: 0)
            table.moveRow(at: IndexPath(row: source.rows[0].count - 1, section: 0), to: IndexPath(row: 0, section: 0))
        case .selectRandom:
            guard !source.rows[0].isEmpty else { return }
            let row = Int.random(in: 0..<source.rows[0].count, using: &random)
            table.selectRow(at: IndexPath(row: row, section: 0), animated: true, scrollPosition: .middle)
        case .scrollRandom:
            table.setContentOffset(
                CGPoint(x: 0, y: CGFloat.random(in: 0...max(0, table.contentSize.height - 200), using: &random)),
                animated: Bool.random(using: &random))
        case .leaveAndReturn:
            let window = table.window
            table.removeFromSuperview()
            window?.addSubview(table)
        case .deleteSection:
            guard source.rows.count > 1 else { return }
            source.rows.removeLast()
            table.deleteSections(IndexSet(integer: source.rows.count), with: .fade)
        case .batchMixed:
            table.performBatchUpdates({
                guard source.rows[0].count > 2 else { return }
                source.rows[0].remove(at: 1)
                source.rows[0].insert("b", at: 0)
                table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
                table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
            })
        case .none:
            break
        }
    }

    @Test(arguments: 0..<24)
    func mutationsFromInsideEveryCallKeepTheTableConsistent(_ seed: Int) throws {
        var random = TableRandom(state: UInt64(seed) &* 7919)
        let scene = TableScene(sections: [60, 20])
        scene.source.logsDisplay = true
        var budget = 6
        scene.source.onCall = { name, indexPath in
            guard budget > 0, Int.random(in: 0..<4, using: &random) == 0 else { return }
            budget -= 1
            let mutation = Mutation.allCases.randomElement(using: &random)!
            // A generator of its own: the mutation's calls come back here, into `random`.
            var local = TableRandom(state: random.next())
            mutate(scene, mutation, at: indexPath, &local)
        }
        for _ in 0..<12 {
            let x = CGFloat.random(in: 10...310, using: &random)
            let y = CGFloat.random(in: 10...430, using: &random)
            switch Int.random(in: 0..<4, using: &random) {
            case 0:
                try scene.driver.tap(at: CGPoint(x: x, y: y))
            case 1:
                try scene.driver.touchDown(1, at: CGPoint(x: x, y: y))
                scene.driver.advance(by: 0.2)
                try scene.driver.touchUp(1)
            case 2:
                try scene.driver.touchDown(1, at: CGPoint(x: x, y: y))
                for step in 1...5 {
                    scene.driver.advance(by: 1.0 / 64)
                    try scene.driver.touchMove(1, to: CGPoint(x: x, y: y - CGFloat(step) * 25))
                }
                try scene.driver.touchUp(1)
            default:
                try scene.driver.click(at: CGPoint(x: x, y: y))
            }
            scene.driver.advance(by: Double.random(in: 0.05...1.5, using: &random))
            scene.window.layoutIfNeeded()
            // Invariants once the fingers are up.
            #expect(scene.table.visibleCells.allSatisfy { !$0.isHighlighted }, "seed \(seed)")
            for (row, cell) in zip(scene.table.indexPathsForVisibleRows ?? [], scene.table.visibleCells) {
                guard row.section < scene.source.rows.count, row.row < scene.source.rows[row.section].count else {
                    Issue.record("seed \(seed): visible row \(row) is not in the data source")
                    continue
                }
                #expect(cell.textLabel?.text == scene.source.rows[row.section][row.row], "seed \(seed)")
                #expect(cell.isSelected == (scene.table.indexPathsForSelectedRows ?? []).contains(row), "seed \(seed)")
            }
            budget = 6
        }
        scene.driver.advance(by: 5)
        #expect(
            scene.driver.diagnostics.filter { $0.kind == .programmingError(.invalidListUpdate) } == [], "seed \(seed)")
        #expect(scene.driver.finish().isClean, "seed \(seed)")
    }
}
