// The layout solver's side of the side-by-side benchmark with kiwi (layout-solver.sh runs both). Every system here
// is built constraint for constraint, in the same order and with the same strengths, by layout-solver/kiwi_bench.cpp;
// Docs/Benchmarks.md, "The layout solver against kiwi", describes them. Prints "<figure> <median µs> <checksum>".
import Foundation
import OpenUIKitLayoutSolver

/// Wall time, or with "cpu" as the second argument the thread's CPU time (which leaves out the time another process
/// held the core: the figures of a shared machine).
let clock =
    CommandLine.arguments.count > 2 && CommandLine.arguments[2] == "cpu" ? CLOCK_THREAD_CPUTIME_ID : CLOCK_MONOTONIC

func now() -> Double {
    var time = timespec()
    clock_gettime(clock, &time)
    return Double(time.tv_sec) * 1e6 + Double(time.tv_nsec) / 1e3
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.count % 2 == 1
        ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

struct View {
    let x, y, w, h: Variable
    init(_ solver: LayoutSolver) {
        x = solver.makeVariable()
        y = solver.makeVariable()
        w = solver.makeVariable()
        h = solver.makeVariable()
    }
}

/// A system under test: its solver, its views, the edit variable and what to add for one more view.
final class Scene {
    let solver = LayoutSolver()
    var views: [View] = []
    var edit: Variable!
    var extra: View!
    var extraConstraints: [Constraint] = []

    func add(
        _ lhs: some LinearExpressible, _ relation: Relation, _ rhs: some LinearExpressible,
        _ strength: Strength = .required
    ) {
        try! solver.addConstraint(Constraint(lhs, relation, rhs, strength: strength))
    }
}

/// n views in a row: x0 is edited (strong); each view is 40 + i % 7 wide (medium), at least 20 wide, 30 high, at
/// y = 10, and 8 after the one before. One more view goes after the last.
func chain(_ n: Int) -> Scene {
    let scene = Scene()
    let s = scene.solver
    for _ in 0..<n { scene.views.append(View(s)) }
    scene.edit = scene.views[0].x
    try! s.addEditVariable(scene.edit, strength: .strong)
    try! s.suggestValue(scene.edit, 0)
    for i in 0..<n {
        let v = scene.views[i]
        scene.add(v.w, .greaterThanOrEqual, 20)
        scene.add(v.w, .equal, Double(40 + i % 7), .medium)
        scene.add(v.h, .equal, 30)
        scene.add(v.y, .equal, 10)
        if i > 0 {
            let p = scene.views[i - 1]
            scene.add(v.x, .equal, p.x + p.w + 8)
        }
    }
    s.updateVariables()
    let last = scene.views[n - 1]
    let e = View(s)
    scene.extra = e
    scene.extraConstraints = [
        Constraint(e.x, .equal, last.x + last.w + 8),
        Constraint(e.y, .equal, 10),
        Constraint(e.w, .greaterThanOrEqual, 20),
        Constraint(e.w, .equal, 40, strength: .medium),
        Constraint(e.h, .equal, 30),
    ]
    return scene
}

/// rows × columns views in a grid: cell (0, 0)'s x is edited (strong) and its y is 0; each row starts at that x, each
/// column at that y; cells are 8 apart; a column's cells are as wide as its first (40 + c % 7, medium; at least 20);
/// a row's cells as high as its first (24, medium; at least 10). One more view goes at the end of the first row.
func grid(rows: Int, columns: Int) -> Scene {
    let scene = Scene()
    let s = scene.solver
    for _ in 0..<(rows * columns) { scene.views.append(View(s)) }
    func cell(_ r: Int, _ c: Int) -> View { scene.views[r * columns + c] }
    let origin = cell(0, 0)
    scene.edit = origin.x
    try! s.addEditVariable(scene.edit, strength: .strong)
    try! s.suggestValue(scene.edit, 0)
    scene.add(origin.y, .equal, 0)
    for r in 0..<rows {
        for c in 0..<columns {
            let v = cell(r, c)
            scene.add(v.w, .greaterThanOrEqual, 20)
            scene.add(v.h, .greaterThanOrEqual, 10)
            if r == 0 {
                scene.add(v.w, .equal, Double(40 + c % 7), .medium)
            } else {
                scene.add(v.w, .equal, cell(0, c).w)
            }
            if c == 0 {
                scene.add(v.h, .equal, 24, .medium)
            } else {
                scene.add(v.h, .equal, cell(r, 0).h)
            }
            if c == 0 {
                if r > 0 { scene.add(v.x, .equal, origin.x) }
            } else {
                let left = cell(r, c - 1)
                scene.add(v.x, .equal, left.x + left.w + 8)
            }
            if r == 0 {
                if c > 0 { scene.add(v.y, .equal, origin.y) }
            } else {
                let above = cell(r - 1, c)
                scene.add(v.y, .equal, above.y + above.h + 8)
            }
        }
    }
    s.updateVariables()
    let last = cell(0, columns - 1)
    let e = View(s)
    scene.extra = e
    scene.extraConstraints = [
        Constraint(e.x, .equal, last.x + last.w + 8),
        Constraint(e.y, .equal, origin.y),
        Constraint(e.w, .greaterThanOrEqual, 20),
        Constraint(e.w, .equal, 40, strength: .medium),
        Constraint(e.h, .equal, cell(0, 0).h),
    ]
    return scene
}

/// A form: `fields` rows of a label and a text field in a container whose width is edited (weight 5·10^8), 16 from its
/// edges. A label hugs its width of 60 + 7·(i % 5) (weight 251) and resists compression below it (weight 750,000);
/// a field hugs 100 (weight 250) and resists compression below 44 (750,000); the field starts 8 after the label and ends at the
/// container's trailing margin. Rows are 24 high (labels) and 30 (fields), 8 apart, fields centred on labels.
func form(fields: Int) -> Scene {
    let scene = Scene()
    let s = scene.solver
    let container = View(s)
    scene.views.append(container)
    scene.edit = container.w
    try! s.addEditVariable(container.w, strength: .weight(5e8))
    try! s.suggestValue(container.w, 400)
    scene.add(container.x, .equal, 0)
    scene.add(container.y, .equal, 0)
    var previousBottom = container.y + 16
    for i in 0..<fields {
        let label = View(s)
        let field = View(s)
        scene.views.append(label)
        scene.views.append(field)
        let intrinsic = Double(60 + 7 * (i % 5))
        scene.add(label.x, .equal, container.x + 16)
        scene.add(label.w, .lessThanOrEqual, intrinsic, .weight(251))
        scene.add(label.w, .greaterThanOrEqual, intrinsic, .weight(750_000))
        scene.add(label.h, .equal, 24)
        scene.add(field.x, .equal, label.x + label.w + 8)
        scene.add(field.x + field.w, .equal, container.x + container.w - 16)
        scene.add(field.w, .lessThanOrEqual, 100, .weight(250))
        scene.add(field.w, .greaterThanOrEqual, 44, .weight(750_000))
        scene.add(field.h, .equal, 30)
        scene.add(field.y, .equal, previousBottom)
        scene.add(2 * label.y + label.h, .equal, 2 * field.y + field.h)
        previousBottom = field.y + field.h + 8
    }
    scene.add(container.h, .equal, previousBottom + 8)
    s.updateVariables()
    return scene
}

/// A checksum of every view's frame, so that both programs can be seen to compute the same layout.
func checksum(_ scene: Scene) -> Double {
    var sum = 0.0
    for (i, v) in scene.views.enumerated() {
        let k = Double(i % 13 + 1)
        sum +=
            k * (scene.solver.value(of: v.x) + 2 * scene.solver.value(of: v.y))
            + scene.solver.value(of: v.w) + 3 * scene.solver.value(of: v.h)
    }
    return sum
}

let rounds = CommandLine.arguments.count > 1 ? Int(CommandLine.arguments[1]) ?? 15 : 15
let editsPerRound = 100

func report(_ name: String, _ times: [Double], _ check: Double) {
    print(name, String(format: "%.3f", median(times)), String(format: "%.3f", check))
}

for (name, make) in [
    ("chain1000", { chain(1000) }), ("grid1000", { grid(rows: 25, columns: 40) }), ("form30", { form(fields: 30) }),
] as [(String, () -> Scene)] {
    var build: [Double] = []
    var edit: [Double] = []
    var add: [Double] = []
    var remove: [Double] = []
    var check = 0.0
    var editCheck = 0.0
    var addCheck = 0.0
    for _ in 0..<rounds {
        let start = now()
        let scene = make()
        build.append(now() - start)
        check = checksum(scene)
        // One constant changed and re-solved, many times; the median of single edits.
        let base = name == "form30" ? 400.0 : 0.0
        for k in 0..<editsPerRound {
            let t0 = now()
            try! scene.solver.suggestValue(scene.edit, base + Double(k % 2 == 0 ? 13 : 0) + Double(k % 5))
            scene.solver.updateVariables()
            edit.append(now() - t0)
        }
        try! scene.solver.suggestValue(scene.edit, base + 5)
        scene.solver.updateVariables()
        editCheck = checksum(scene)
        if scene.extra != nil {
            for _ in 0..<10 {
                let t0 = now()
                for c in scene.extraConstraints { try! scene.solver.addConstraint(c) }
                scene.solver.updateVariables()
                let t1 = now()
                addCheck = scene.solver.value(of: scene.extra.x)
                for c in scene.extraConstraints { try! scene.solver.removeConstraint(c) }
                scene.solver.updateVariables()
                let t2 = now()
                add.append(t1 - t0)
                remove.append(t2 - t1)
            }
        }
    }
    report("\(name)_build", build, check)
    report("\(name)_edit", edit, editCheck)
    if !add.isEmpty {
        report("\(name)_add_view", add, addCheck)
        report("\(name)_remove_view", remove, 0)
    }
}
