#!/usr/bin/env python3
"""The porting survey: public UIKit files, rewritten blindly and type-checked against OpenUIKit.

Run it (one command, after `swift build`):

    Tests/PortingSurvey/survey.py --sources /work/.mirror

What it does, for each file in manifest.tsv (repository, commit, license, path, the folders compiled beside it):

1. Reads the file and its module's other Swift files (the manifest's "beside" folders) at the recorded commit.
   The files are never copied into this repository. `--sources DIR` names where they are, either
   - git mirrors at DIR/<owner>+<name>/repo (what the session tool `fetch github:<owner>/<name>` makes, or a plain
     `git clone --mirror https://github.com/<owner>/<name> DIR/<owner>+<name>/repo`), read with `git show`; or
   - a cache of plain files at DIR/<owner>+<name>/<path>, as checked out at the commit.
2. Rewrites them as a porting user would, blindly (`rewrite`): `import UIKit` -> `import OpenUIKit`, `@objc` ->
   `@ObjC` (`@objc(name)` -> `@ObjC("name")`), `#selector` -> `#Selector`, the Interface Builder attributes dropped
   (`@IBOutlet`, `@IBInspectable`, `@IBDesignable`) and `@IBAction` -> `@ObjC` (Swift without the Objective-C
   runtime takes `@IBAction` on one-argument methods only), `import OpenUIKit` added to a file that had UIKit
   only through a library of the app (a CocoaPods framework's umbrella header), `canImport(UIKit)`/`os(iOS)` conditions made true (Linux
   compiles them out otherwise), `@UIApplicationMain` -> `@main` (the app entry), `import Darwin` -> `import
   Foundation`, imports of CoreGraphics/QuartzCore -> `import OpenUIKit` (OpenUIKit carries those names),
   imports of Apple-only frameworks (SwiftUI, AVFoundation, ...) and of the app's own modules dropped.
3. Type-checks the file with its beside files in Swift 5 language mode against the built OpenUIKit module
   (`swiftc -typecheck -swift-version 5`, the flags SwiftPM uses for a target that depends on OpenUIKit) and keeps
   the errors reported in the surveyed file only (errors inside a macro's expansion count where the macro is used).
   The surveyed file goes first and the compiler goes on past errors: without that it stops after the first file
   with errors, and files after it look clean.
4. Sorts each error (`classify`):
   - apple-only: a name from an Apple-only framework the file imported (by the framework's name prefix, e.g.
     `AVPlayer` when it imported AVFoundation), or `no such module`;
   - app: `cannot find 'X'` / `cannot find type 'X'` where X is no Apple name (no UI/NS/CG/CA prefix): the app's own
     code that is not in the survey (another module of the app, a third-party library, generated code);
   - renamed: a Swift 4 name Swift 4.2 renamed (`kCAFillModeForwards`, `UIViewAnimationOptions`), which OpenUIKit
     declares obsoleted with the new name exactly as Apple's SDK does: Xcode rejects the file the same way today;
   - language: what Swift without the Objective-C runtime rejects whatever OpenUIKit declares (an override in an
     extension, `optional` protocol requirements, `#keyPath`, Objective-C message forwarding: `responds(to:)` on
     any object and overrides of NSObject's `responds(to:)`/`forwardingTarget(for:)`): the port edits it as it edits
     `@objc`;
   - openuikit: everything else, conservatively (a follow-on error of a missing UIKit name counts here too).
   A file type-checks when it has no openuikit error; the report also gives the figure counting renamed and
   language errors as failures.
5. Ranks the missing API (the openuikit errors' keys: the missing name, the member and its type, the method that
   overrides nothing) by the number of files that need it, and prints the report as Markdown.

Options: --build DIR (default .build/debug), --only SUBSTRING[,SUBSTRING...] (entries whose repository or path
contains one of them),
--keep DIR (keep the rewritten files and the compiler's output there), --errors (print every counted error).
"""

import argparse
import collections
import os
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))

# Frameworks OpenUIKit does not provide and that exist on Apple's systems only, with the name prefixes of their API.
APPLE_ONLY = {
    "SwiftUI": ["View", "Text", "Color", "Image", "Binding", "State", "some View", "UIViewRepresentable",
                "UIViewControllerRepresentable", "Preview", "ObservedObject", "Environment"],
    "AVFoundation": ["AV"], "AVKit": ["AV"], "MapKit": ["MK"], "WebKit": ["WK"], "Photos": ["PH"],
    "PhotosUI": ["PH"], "CoreLocation": ["CL"], "CoreData": ["NSManaged", "NSFetch", "NSPersistent", "NSEntity"],
    "CoreImage": ["CI"], "SafariServices": ["SF"], "UserNotifications": ["UN"], "AudioToolbox": ["AudioServices",
    "SystemSound", "kSystemSound"], "CoreMotion": ["CM"], "MessageUI": ["MF"], "StoreKit": ["SK"],
    "Contacts": ["CN"], "ContactsUI": ["CN"], "EventKit": ["EK"], "GameplayKit": ["GK"], "SpriteKit": ["SK"],
    "SceneKit": ["SCN"], "Vision": ["VN"], "CoreML": ["ML"], "NotificationCenter": ["NC"], "os": ["os_log", "OSLog",
    "Logger"], "Combine": ["AnyCancellable", "Published", "PassthroughSubject", "CurrentValueSubject", "Cancellable"],
    "CoreText": ["CT", "kCT"], "MobileCoreServices": ["kUTType", "UT"], "UniformTypeIdentifiers": ["UT"],
    "LocalAuthentication": ["LA"], "Accelerate": ["vDSP", "vImage"], "Metal": ["MTL"], "MetalKit": ["MTK"],
    "GLKit": ["GLK"], "OpenGLES": ["GL", "EAGL"], "CoreTelephony": ["CT"], "Social": ["SL"],
}
# Modules that exist on Linux as they are.
KEPT_IMPORTS = {"Foundation", "Dispatch", "Swift", "_Concurrency", "Glibc"}
# Modules whose API OpenUIKit carries under OpenUIKit's own name.
MERGED_IMPORTS = {"CoreGraphics", "QuartzCore", "UIKit", "OpenUIKit"}

APPLE_NAME = re.compile(r"^(UI|NS|CG|CA|kCA|kCG|CF)[A-Z]")


def read_manifest():
    entries = []
    with open(os.path.join(HERE, "manifest.tsv"), encoding="utf-8") as manifest:
        for line in manifest:
            if line.startswith("#") or not line.strip():
                continue
            repo, commit, license_name, path, beside, kind = line.rstrip("\n").split("\t")
            entries.append(dict(repo=repo, commit=commit, license=license_name, path=path,
                                beside=[b for b in beside.split(";") if b], kind=kind))
    return entries


class Source:
    """One repository's files at one commit, from a git mirror or a plain cache folder."""

    def __init__(self, sources, repo, commit):
        base = os.path.join(sources, repo.replace("/", "+"))
        self.git = os.path.join(base, "repo")
        self.plain = base
        self.commit = commit
        self.is_git = os.path.isdir(os.path.join(self.git, "objects"))
        if not self.is_git and not os.path.isdir(base):
            sys.exit(f"survey: no copy of {repo} under {sources} (fetch github:{repo}, or clone it there)")

    def swift_files(self, folder):
        if self.is_git:
            out = subprocess.run(["git", "-C", self.git, "ls-tree", "-r", "--name-only", self.commit, "--", folder],
                                 capture_output=True, text=True, check=True).stdout
            names = out.splitlines()
        else:
            names = []
            for directory, _, files in os.walk(os.path.join(self.plain, folder)):
                names += [os.path.relpath(os.path.join(directory, f), self.plain) for f in files]
        return [n for n in names if n.endswith(".swift") and not re.search(r"(^|/)(Tests?|.*Tests)/|Package\.swift$", n)]

    def read(self, path):
        if self.is_git:
            return subprocess.run(["git", "-C", self.git, "show", f"{self.commit}:{path}"], capture_output=True,
                                  text=True, check=True).stdout
        with open(os.path.join(self.plain, path), encoding="utf-8") as file:
            return file.read()


def rewrite(text):
    """The blind rewrite. Returns the new text and the Apple-only frameworks the file imported."""
    dropped = set()

    def on_import(match):
        module = match.group(2).split(".")[0]
        # OpenUIKit carries CoreGraphics' and QuartzCore's names: a file that imported only those (a `CGFloat`
        # extension) imports OpenUIKit instead, as the porting user does when the module is not found. A repeated
        # import is harmless.
        if module in ("UIKit", "CoreGraphics", "QuartzCore"):
            return match.group(1) + "import OpenUIKit"
        if module == "Darwin":  # the C library; Foundation brings Glibc's on Linux
            return match.group(1) + "import Foundation"
        if module in KEPT_IMPORTS:
            return match.group(0)

        if module in APPLE_ONLY:
            dropped.add(module)
        return match.group(1) + "// (dropped) import " + match.group(2)

    imported = set()

    def on_import_recorded(match):
        imported.add(match.group(2).split(".")[0])
        return on_import(match)

    text = re.sub(r"^(\s*(?:@\w+\s+)*)import\s+(?:class\s+|struct\s+|enum\s+|protocol\s+|func\s+)?([\w.]+)",
                  on_import_recorded, text, flags=re.M)
    # A file that gets UIKit through a library of the app (a CocoaPods framework's umbrella header imports UIKit for
    # its clients) imports nothing of UIKit itself; its port imports OpenUIKit, the import edit every file makes.
    own_modules = imported - KEPT_IMPORTS - MERGED_IMPORTS - set(APPLE_ONLY) - {"Darwin"}
    if own_modules and not imported & {"UIKit", "OpenUIKit"}:
        text = "import OpenUIKit\n" + text
    # The app entry: Swift on Linux has no UIKit for `@UIApplicationMain` to find; `@main` is OpenUIKit's entry.
    text = re.sub(r"@UIApplicationMain\b", "@main", text)
    # `@objc(name)`: a selector is not a Swift expression, so the name becomes a string.
    text = re.sub(r"@objc\(([^)]*)\)", r'@ObjC("\1")', text)
    text = re.sub(r"@objc\b(?!Members)", "@ObjC", text)
    text = re.sub(r"@objcMembers\b\s*", "", text)
    text = text.replace("#selector(", "#Selector(")
    text = re.sub(r"@(IBOutlet|IBInspectable|IBDesignable)\b(\s*\(\w+\))?\s*", "", text)
    # Swift without the Objective-C runtime takes `@IBAction` on one-argument methods only; `@ObjC` marks any action.
    text = re.sub(r"@IBAction\b", "@ObjC", text)
    text = re.sub(r"canImport\((UIKit)\)", "canImport(OpenUIKit)", text)
    text = re.sub(r"\bos\(iOS\)", "os(Linux)", text)
    return text, dropped


def compiler_flags(build):
    modules = os.path.join(build, "Modules")
    plugin = os.path.join(build, "OpenUIKitMacrosPlugin-tool")
    if not os.path.exists(os.path.join(modules, "OpenUIKit.swiftmodule")) or not os.path.exists(plugin):
        sys.exit(f"survey: no built OpenUIKit in {build}; run `swift build` first (or pass --build)")
    cflags = subprocess.run(["pkg-config", "--cflags", "pangocairo", "gdk-pixbuf-2.0", "gio-2.0"], capture_output=True,
                            text=True,
                            check=True).stdout.split()
    cflags = [flag for flag in cflags if flag.startswith("-I")]
    flags = ["-I", modules, "-swift-version", "5", "-module-name", "SurveyedApp",
             # A cache of its own, under the build folder's real path: SwiftPM's cache reached through the `.build/debug`
             # link is the same folder under another name, which clang refuses on the package's next build.
             "-module-cache-path", os.path.join(os.path.realpath(build), "SurveyModuleCache"),
             "-Xfrontend", "-load-plugin-executable", "-Xfrontend", plugin + "#OpenUIKitMacrosPlugin"]
    for name in ["CRunLoopHooks", "CXKBCommon", "CXKBCommonX11", "CGLib", "CGIO", "CCairoPango", "CGdkPixbuf", "CX11"]:
        flags += ["-Xcc", f"-fmodule-map-file={ROOT}/Sources/{name}/module.modulemap"]
    flags += ["-Xcc", f"-fmodule-map-file={build}/OpenUIKitCairoInstall.build/module.modulemap",
              "-Xcc", "-I", "-Xcc", f"{ROOT}/Sources/OpenUIKitCairoInstall/include"]
    flags += cflags
    return flags


DIAGNOSTIC = re.compile(r"^(.*?):(\d+):(\d+): error: (.*)$")
EXPANSION_NOTE = re.compile(r"^(.*?):(\d+):\d+: note: in expansion of macro '(\w+)' here")


def key_of(message, source_line):
    """What an error says is missing, as one rankable name."""
    patterns = [
        (r"cannot find type '([^']+)' in scope", "{0}"),
        (r"cannot find '([^']+)' in scope", "{0}"),
        (r"value of type '([^']+)' has no member '([^']+)'", "{0}.{1}"),
        (r"type '([^']+)' has no member '([^']+)'", "{0}.{1}"),
        (r"module '([^']+)' has no member named '([^']+)'", "{1}"),
        (r"no such module '([^']+)'", "module {0}"),
        (r"'([^']+)' is unavailable", "{0} (unavailable)"),
        (r"incorrect argument labels? in call \(have '([^']*)', expected '([^']*)'\)", "call ({0}) vs ({1})"),
        (r"extra arguments? at positions? .*", None),
        (r"argument passed to call that takes no arguments", None),
        (r"cannot override '([^']+)'", "override {0}"),
    ]
    for pattern, form in patterns:
        match = re.search(pattern, message)
        if match:
            if form is None:
                break
            return form.format(*match.groups())
    if "does not override any method" in message or "has no initializers" in message or \
            "overriding declaration requires" in message or "override" in message:
        match = re.search(r"(func|var|init)\s*([\w]*)", source_line or "")
        if match:
            return f"override {match.group(2) or match.group(1)}"
    return re.sub(r"'[^']*'", "'…'", message)


# Errors no change to OpenUIKit can remove, because Swift without the Objective-C runtime rejects the construct
# itself: the port edits it as it edits `@objc` (Docs/Porting.md, "What Swift on Linux cannot express").
LANGUAGE_LIMITS = [
    r"cannot be overridden from extension$",  # an override in an extension (Objective-C dispatch only)
    # Objective-C message forwarding (`responds(to:)` on any object, `forwardingTarget(for:)`): Foundation's NSObject
    # on Linux has neither, and no library can add methods to it that subclasses override.
    r"has no member '(responds|forwardingTarget)'$",
    r"^'optional' can only be applied to members of an '@objc' protocol",
    r"^'#keyPath' can only be used with the Objective-C runtime",
]


# Overrides of NSObject's message-forwarding methods (a weak proxy's): nothing to override without the runtime.
FORWARDING_OVERRIDES = {"override responds", "override forwardingTarget", "override methodSignature",
                        "override forwardInvocation"}


def classify(message, key, dropped):
    if message.startswith("no such module") or message == "no macro named 'Preview'":
        return "apple-only"  # `#Preview` is Xcode's (DeveloperToolsSupport), for its canvas
    # A Swift 4 name that Swift 4.2 renamed: OpenUIKit declares it obsoleted as Apple's SDK does, so Xcode rejects
    # the file the same way today.
    if re.search(r"has been renamed to '", message):
        return "renamed"
    if any(re.search(pattern, message) for pattern in LANGUAGE_LIMITS) or key in FORWARDING_OVERRIDES:
        return "language"
    names = re.findall(r"'([^']+)'", message)
    for framework in dropped:
        for prefix in APPLE_ONLY[framework]:
            if any(n.startswith(prefix) for n in names):
                return "apple-only"
    match = re.match(r"cannot find (?:type )?'([^']+)' in scope", message)
    if match and not APPLE_NAME.match(match.group(1)):
        return "app"
    return "openuikit"


def check(entry, sources, flags, keep):
    source = Source(sources, entry["repo"], entry["commit"])
    files = []
    for folder in entry["beside"]:
        files += source.swift_files(folder)
    if entry["path"] not in files:
        files.append(entry["path"])
    work = keep if keep else tempfile.mkdtemp(prefix="survey-")
    os.makedirs(work, exist_ok=True)
    dropped_primary = set()
    primary_lines = []
    written = []
    for name in sorted(set(files)):
        text, dropped = rewrite(source.read(name))
        target = os.path.join(work, name.replace(" ", "_"))
        os.makedirs(os.path.dirname(target), exist_ok=True)
        with open(target, "w", encoding="utf-8") as out:
            out.write(text)
        written.append(target)
        if name == entry["path"]:
            dropped_primary = dropped
            primary_lines = text.splitlines()
            primary = target
    # The surveyed file first, and on past errors: otherwise the compiler stops after the first file with errors.
    written.remove(primary)
    result = subprocess.run(["swiftc", "-typecheck", "-continue-building-after-errors", "-diagnostic-style", "llvm",
                             *flags, primary, *written], capture_output=True, text=True)
    if keep:
        with open(os.path.join(work, "swiftc.log"), "w", encoding="utf-8") as log:
            log.write(result.stderr)
    else:
        shutil.rmtree(work, ignore_errors=True)
    if result.returncode != 0 and not any(DIAGNOSTIC.match(line) for line in result.stderr.splitlines()):
        sys.exit(f"survey: swiftc failed without a diagnostic for {entry['path']}:\n{result.stderr}")
    errors = []
    located = []
    pending = None
    for line in result.stderr.splitlines():
        match = DIAGNOSTIC.match(line)
        if match:
            if "@__swiftmacro_" in match.group(1):
                pending = match.group(4)  # placed by the note that names the macro's use
            else:
                located.append((match.group(1), int(match.group(2)), match.group(4)))
            continue
        note = EXPANSION_NOTE.match(line)
        if note and pending:
            located.append((note.group(1), int(note.group(2)), pending + " (in #" + note.group(3) + ")"))
            pending = None
    for path, number, message in located:
        if os.path.abspath(path) != os.path.abspath(primary):
            continue
        source_line = primary_lines[number - 1] if 0 < number <= len(primary_lines) else ""
        key = key_of(message, source_line)
        errors.append(dict(line=number, message=message, key=key, kind=classify(message, key, dropped_primary)))
    return errors


def main():
    parser = argparse.ArgumentParser(description="Type-check public UIKit files against OpenUIKit after a blind "
                                     "rewrite (see this file's header).")
    parser.add_argument("--sources", default="/work/.mirror")
    default_build = os.path.join(ROOT, ".build", "debug")
    if not os.path.exists(default_build):  # the link appears only once a whole build succeeded
        default_build = os.path.join(ROOT, ".build", f"{os.uname().machine}-unknown-linux-gnu", "debug")
    parser.add_argument("--build", default=default_build)
    parser.add_argument("--only", default=None)
    parser.add_argument("--keep", default=None)
    parser.add_argument("--errors", action="store_true")
    parser.add_argument("--keys", action="store_true", help="print each file's counted keys")
    args = parser.parse_args()
    flags = compiler_flags(os.path.abspath(args.build))
    only = args.only.split(",") if args.only else []
    entries = [e for e in read_manifest() if not only or any(o in e["repo"] or o in e["path"] for o in only)]
    passed, strict_passed, by_key, totals = 0, 0, collections.defaultdict(set), collections.Counter()
    counted_per_file = []
    rows = []
    for index, entry in enumerate(entries):
        keep = os.path.join(args.keep, str(index)) if args.keep else None
        errors = check(entry, args.sources, flags, keep)
        counted = [e for e in errors if e["kind"] == "openuikit"]
        for error in errors:
            totals[error["kind"]] += 1
        for error in counted:
            by_key[error["key"]].add(f"{entry['repo']}/{entry['path']}")
        ok = not counted
        passed += ok
        strict_passed += not [e for e in errors if e["kind"] in ("openuikit", "renamed", "language")]
        counted_per_file.append(len(counted))
        rows.append((entry, ok, len(counted), len(errors) - len(counted)))
        print(f"{'pass' if ok else 'FAIL'} {len(counted):4d} counted {len(errors) - len(counted):3d} other  "
              f"{entry['repo']}  {entry['path']}", file=sys.stderr)
        if args.keys:
            print("    " + "; ".join(sorted({e["key"] for e in counted})), file=sys.stderr)
        if args.errors:
            for error in errors:
                print(f"    {error['kind']:10s} {error['line']:5d}: {error['message']}", file=sys.stderr)
    repos = len({e["repo"] for e in entries})
    counted_sorted = sorted(counted_per_file)
    median = counted_sorted[len(counted_sorted) // 2] if counted_sorted else 0
    print(f"**{passed} of {len(entries)} files type-check** ({100 * passed // max(1, len(entries))} %) from {repos} "
          f"repositories; {totals['openuikit']} counted errors (median {median} per file), "
          f"{totals['apple-only']} from Apple-only frameworks, {totals['app']} from the apps' own missing code, "
          f"{totals['renamed']} of Swift 4 names UIKit renamed (Xcode rejects them too) and {totals['language']} "
          f"of Swift-on-Linux language limits (edited like `@objc`) not counted. Counting the last two kinds as "
          f"failures: {strict_passed} of {len(entries)} ({100 * strict_passed // max(1, len(entries))} %).\n")
    print("| missing in OpenUIKit | files |")
    print("|---|---|")
    ranked = sorted(by_key.items(), key=lambda item: (-len(item[1]), item[0]))
    for key, files in ranked:
        print(f"| `{key}` | {len(files)} |")


if __name__ == "__main__":
    main()
