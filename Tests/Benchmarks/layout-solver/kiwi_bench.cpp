// kiwi's side of the layout solver benchmark (layout-solver.sh builds it against the headers of the kiwisolver
// source distribution). The same systems, constraint for constraint and in the same order, as
// Sources/LayoutSolverProbe/main.swift; prints "<figure> <median µs> <checksum>".
#include <kiwi/kiwi.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <functional>
#include <memory>
#include <string>
#include <vector>

using namespace kiwi;

// Wall time, or with "cpu" as the second argument the thread's CPU time (as the Swift probe).
static clockid_t benchClock = CLOCK_MONOTONIC;

static double now() {
    timespec t;
    clock_gettime(benchClock, &t);
    return t.tv_sec * 1e6 + t.tv_nsec / 1e3;
}

static double median(std::vector<double> v) {
    std::sort(v.begin(), v.end());
    size_t n = v.size();
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

struct View {
    Variable x, y, w, h;
};

struct Scene {
    Solver solver;
    std::vector<View> views;
    Variable edit;
    bool hasExtra = false;
    View extra;
    std::vector<Constraint> extraConstraints;
    void add(const Constraint& c) { solver.addConstraint(c); }
};

static std::unique_ptr<Scene> chain(int n) {
    auto scene = std::make_unique<Scene>();
    Solver& s = scene->solver;
    scene->views.resize(n);
    scene->edit = scene->views[0].x;
    s.addEditVariable(scene->edit, strength::strong);
    s.suggestValue(scene->edit, 0);
    for (int i = 0; i < n; i++) {
        View& v = scene->views[i];
        scene->add(v.w >= 20);
        scene->add((v.w == double(40 + i % 7)) | strength::medium);
        scene->add(v.h == 30);
        scene->add(v.y == 10);
        if (i > 0) {
            View& p = scene->views[i - 1];
            scene->add(v.x == p.x + p.w + 8);
        }
    }
    s.updateVariables();
    View& last = scene->views[n - 1];
    View& e = scene->extra;
    scene->hasExtra = true;
    scene->extraConstraints = {
        e.x == last.x + last.w + 8, e.y == 10, e.w >= 20, (e.w == 40) | strength::medium, e.h == 30,
    };
    return scene;
}

static std::unique_ptr<Scene> grid(int rows, int columns) {
    auto scene = std::make_unique<Scene>();
    Solver& s = scene->solver;
    scene->views.resize(rows * columns);
    auto cell = [&](int r, int c) -> View& { return scene->views[r * columns + c]; };
    View& origin = cell(0, 0);
    scene->edit = origin.x;
    s.addEditVariable(scene->edit, strength::strong);
    s.suggestValue(scene->edit, 0);
    scene->add(origin.y == 0);
    for (int r = 0; r < rows; r++) {
        for (int c = 0; c < columns; c++) {
            View& v = cell(r, c);
            scene->add(v.w >= 20);
            scene->add(v.h >= 10);
            if (r == 0)
                scene->add((v.w == double(40 + c % 7)) | strength::medium);
            else
                scene->add(v.w == cell(0, c).w);
            if (c == 0)
                scene->add((v.h == 24) | strength::medium);
            else
                scene->add(v.h == cell(r, 0).h);
            if (c == 0) {
                if (r > 0) scene->add(v.x == origin.x);
            } else {
                View& left = cell(r, c - 1);
                scene->add(v.x == left.x + left.w + 8);
            }
            if (r == 0) {
                if (c > 0) scene->add(v.y == origin.y);
            } else {
                View& above = cell(r - 1, c);
                scene->add(v.y == above.y + above.h + 8);
            }
        }
    }
    s.updateVariables();
    View& last = cell(0, columns - 1);
    View& e = scene->extra;
    scene->hasExtra = true;
    scene->extraConstraints = {
        e.x == last.x + last.w + 8, e.y == origin.y, e.w >= 20, (e.w == 40) | strength::medium, e.h == cell(0, 0).h,
    };
    return scene;
}

static std::unique_ptr<Scene> form(int fields) {
    auto scene = std::make_unique<Scene>();
    Solver& s = scene->solver;
    scene->views.emplace_back();
    View container = scene->views[0];
    scene->edit = container.w;
    s.addEditVariable(container.w, 5e8);
    s.suggestValue(container.w, 400);
    scene->add(container.x == 0);
    scene->add(container.y == 0);
    Expression previousBottom = container.y + 16;
    for (int i = 0; i < fields; i++) {
        View label, field;
        scene->views.push_back(label);
        scene->views.push_back(field);
        double intrinsic = 60 + 7 * (i % 5);
        scene->add(label.x == container.x + 16);
        scene->add((label.w <= intrinsic) | 251);
        scene->add((label.w >= intrinsic) | 750000);
        scene->add(label.h == 24);
        scene->add(field.x == label.x + label.w + 8);
        scene->add(field.x + field.w == container.x + container.w - 16);
        scene->add((field.w <= 100) | 250);
        scene->add((field.w >= 44) | 750000);
        scene->add(field.h == 30);
        scene->add(field.y == previousBottom);
        scene->add(2 * label.y + label.h == 2 * field.y + field.h);
        previousBottom = field.y + field.h + 8;
    }
    scene->add(container.h == previousBottom + 8);
    s.updateVariables();
    return scene;
}

static double checksum(Scene& scene) {
    double sum = 0;
    for (size_t i = 0; i < scene.views.size(); i++) {
        View& v = scene.views[i];
        double k = double(i % 13 + 1);
        sum += k * (v.x.value() + 2 * v.y.value()) + v.w.value() + 3 * v.h.value();
    }
    return sum;
}

int main(int argc, char** argv) {
    int rounds = argc > 1 ? atoi(argv[1]) : 15;
    if (argc > 2 && std::string(argv[2]) == "cpu") benchClock = CLOCK_THREAD_CPUTIME_ID;
    const int editsPerRound = 100;
    struct Case {
        const char* name;
        std::function<std::unique_ptr<Scene>()> make;
    };
    std::vector<Case> cases = {
        {"chain1000", [] { return chain(1000); }},
        {"grid1000", [] { return grid(25, 40); }},
        {"form30", [] { return form(30); }},
    };
    for (auto& c : cases) {
        std::vector<double> build, edit, add, remove;
        double check = 0, editCheck = 0, addCheck = 0;
        std::string name = c.name;
        for (int round = 0; round < rounds; round++) {
            double start = now();
            auto scene = c.make();
            build.push_back(now() - start);
            check = checksum(*scene);
            double base = name == "form30" ? 400.0 : 0.0;
            for (int k = 0; k < editsPerRound; k++) {
                double t0 = now();
                scene->solver.suggestValue(scene->edit, base + (k % 2 == 0 ? 13 : 0) + (k % 5));
                scene->solver.updateVariables();
                edit.push_back(now() - t0);
            }
            scene->solver.suggestValue(scene->edit, base + 5);
            scene->solver.updateVariables();
            editCheck = checksum(*scene);
            if (scene->hasExtra) {
                for (int k = 0; k < 10; k++) {
                    double t0 = now();
                    for (auto& cn : scene->extraConstraints) scene->solver.addConstraint(cn);
                    scene->solver.updateVariables();
                    double t1 = now();
                    addCheck = scene->extra.x.value();
                    for (auto& cn : scene->extraConstraints) scene->solver.removeConstraint(cn);
                    scene->solver.updateVariables();
                    double t2 = now();
                    add.push_back(t1 - t0);
                    remove.push_back(t2 - t1);
                }
            }
        }
        printf("%s_build %.3f %.3f\n", c.name, median(build), check);
        printf("%s_edit %.3f %.3f\n", c.name, median(edit), editCheck);
        if (!add.empty()) {
            printf("%s_add_view %.3f %.3f\n", c.name, median(add), addCheck);
            printf("%s_remove_view %.3f %.3f\n", c.name, median(remove), 0.0);
        }
    }
    return 0;
}
