import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

/// A cell laid out with Auto Layout, as UIKit code writes self-sizing cells: a box of fixed height pinned 10 points
/// inside the content view on every side.
final class ConstrainedCell: UITableViewCell {
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(box)
        NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
            box.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
            box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 10),
            box.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -10),
            box.heightAnchor.constraint(equalToConstant: 100),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }
}

@MainActor
@Suite struct TableViewConstraintSizingTests {
    @Test func aCellLaidOutWithConstraintsIsAsTallAsItsConstraintsSay() {
        let scene = TableScene(sections: [20], rowHeight: UITableView.automaticDimension) { table, source in
            table.register(ConstrainedCell.self, forCellReuseIdentifier: "row")
            table.estimatedRowHeight = 50
            source.logsDisplay = false
        }
        // 100 + 10 above + 10 below, measured through systemLayoutSizeFitting, for each row on screen.
        #expect(scene.table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 120)
        #expect(scene.table.rectForRow(at: IndexPath(row: 1, section: 0)).minY == 120)
        #expect(scene.table.visibleCells.count == 4)
    }
}
