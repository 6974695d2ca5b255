import OpenUIKit

/// The rendering benchmarks' 1,000-cell grid (issue 5): 40×25 cells of 28×28 points at (32c+2, 32r+2) in a
/// 1280×800 window, each a rounded rect (radius 6, #3465a4) with its index as a white 9-point label. Adds the
/// cells to `window` and returns them in reading order.
@MainActor
public func addGridCells(to window: UIWindow) -> [UIView] {
    var cells: [UIView] = []
    for row in 0..<25 {
        for column in 0..<40 {
            let cell = UIView(frame: CGRect(x: 32 * column + 2, y: 32 * row + 2, width: 28, height: 28))
            cell.backgroundColor = UIColor(rgb: 0x3465A4)
            cell.layer.cornerRadius = 6
            let label = UILabel(frame: cell.bounds)
            label.text = String(row * 40 + column)
            label.font = .systemFont(ofSize: 9)
            label.textColor = .white
            label.textAlignment = .center
            cell.addSubview(label)
            window.addSubview(cell)
            cells.append(cell)
        }
    }
    return cells
}
