#!/usr/bin/env python3
"""Ports a public UIKit app to OpenUIKit the way a user would, without committing its code.

    Tests/PortingSurvey/port.py checkbox-demo [--sources /work/.mirror]
    swift build --product checkbox-demo && DISPLAY=:1 swift run checkbox-demo

Each app is described in Ports/<app>.json: its repository, commit and license, and its targets (name, kind, the
files of the app's repository that make it, its dependencies). The script reads those files at that commit (from
a git mirror DIR/<owner>+<name>/repo made by `fetch` or `git clone --mirror`, as survey.py does), applies
survey.py's blind rewrite (the import, `@objc` -> `@ObjC`, `#selector` -> `#Selector`, IB attributes, and
`@UIApplicationMain`/`@main` dropped when the port has an entry file), and writes them to Ports/<app>/ at the
repository's root — a folder git ignores. The files in Ports/<app>/ of this directory, which this project wrote,
are copied beside them: the app entry (`main.swift`) and the storyboard replacement (`UIStoryboard.register`).
Package.swift adds the targets of every Ports/<app>/port.json it finds, so a port builds against this checkout.

It prints the edits by kind: lines the rewrite changed, and lines of the files added.
"""

import argparse
import json
import os
import re
import shutil
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
import survey  # noqa: E402


def copy_tree(source, folder, destination):
    """Copies a folder of the app's repository, byte for byte."""
    if source.is_git:
        names = subprocess.run(["git", "-C", source.git, "ls-tree", "-r", "--name-only", source.commit, "--", folder],
                               capture_output=True, text=True, check=True).stdout.splitlines()
        for name in names:
            target = os.path.join(destination, os.path.relpath(name, folder))
            os.makedirs(os.path.dirname(target), exist_ok=True)
            data = subprocess.run(["git", "-C", source.git, "show", f"{source.commit}:{name}"], capture_output=True,
                                  check=True).stdout
            with open(target, "wb") as file:
                file.write(data)
    else:
        shutil.copytree(os.path.join(source.plain, folder), destination)


def main():
    parser = argparse.ArgumentParser(description="Fetch and rewrite a public UIKit app into Ports/ (see header).")
    parser.add_argument("app")
    parser.add_argument("--sources", default="/work/.mirror")
    args = parser.parse_args()
    with open(os.path.join(HERE, "Ports", args.app + ".json"), encoding="utf-8") as file:
        spec = json.load(file)
    source = survey.Source(args.sources, spec["repository"], spec["commit"])
    out = os.path.join(ROOT, "Ports", args.app)
    shutil.rmtree(out, ignore_errors=True)
    os.makedirs(out)
    added = os.path.join(HERE, "Ports", args.app)
    has_entry = os.path.exists(os.path.join(added, spec["entryTarget"], "main.swift"))
    counts = {"import UIKit -> import OpenUIKit": 0, "@objc -> @ObjC": 0, "#selector -> #Selector": 0,
              "Interface Builder attributes dropped": 0, "app entry (@UIApplicationMain / @main)": 0,
              "other imports dropped": 0}
    targets = []
    for target in spec["targets"]:
        folder = os.path.join(out, target["name"])
        os.makedirs(folder)
        for path in target["files"]:
            original = source.read(path)
            text, _ = survey.rewrite(original)
            # The port's modules are modules here too: their imports stay (the survey drops them, as it compiles
            # each module's files together).
            names = "|".join(re.escape(t["name"]) for t in spec["targets"])
            text = re.sub(r"^(\s*)// \(dropped\) import (" + names + r")\b", r"\1import \2", text, flags=re.M)
            if has_entry and target["name"] == spec["entryTarget"]:
                # The port's own main.swift is the entry (it registers the storyboard replacement first).
                text = re.sub(r"^\s*@main\s*$\n?|@main\s+(?=(final\s+)?class)", "", text, flags=re.M)
            for before, after in zip(original.splitlines(), text.splitlines()):
                if before == after:
                    continue
                if "import UIKit" in before:
                    counts["import UIKit -> import OpenUIKit"] += 1
                elif "@UIApplicationMain" in before:
                    counts["app entry (@UIApplicationMain / @main)"] += 1
                elif re.search(r"^\s*import ", before):
                    counts["other imports dropped"] += 1
                else:
                    counts["@objc -> @ObjC"] += before.count("@objc")
                    counts["#selector -> #Selector"] += before.count("#selector")
                    counts["Interface Builder attributes dropped"] += len(
                        re.findall(r"@IB(Outlet|Inspectable|Designable)\b", before))
            with open(os.path.join(folder, os.path.basename(path)), "w", encoding="utf-8") as file:
                file.write(text)
        for resource in target.get("resources", []):
            # Folders copied as they are (an asset catalogue), read from git as bytes.
            copy_tree(source, resource, os.path.join(folder, os.path.basename(resource)))
        own = os.path.join(added, target["name"])
        if os.path.isdir(own):
            for name in sorted(os.listdir(own)):
                shutil.copy(os.path.join(own, name), os.path.join(folder, name))
                with open(os.path.join(own, name), encoding="utf-8") as file:
                    lines = [l for l in file if l.strip() and not l.strip().startswith("//")]
                print(f"added {target['name']}/{name}: {len(lines)} lines of code")
        targets.append({"name": target["name"], "kind": target["kind"], "dependencies": target.get("dependencies", []),
                        "product": target.get("product"),
                        "resources": [os.path.basename(r) for r in target.get("resources", [])]})
    with open(os.path.join(out, "port.json"), "w", encoding="utf-8") as file:
        json.dump({"app": args.app, "license": spec["license"], "targets": targets}, file, indent=2)
    print(f"{spec['repository']} at {spec['commit'][:12]} ({spec['license']}) -> Ports/{args.app}")
    for kind, count in counts.items():
        print(f"  {kind}: {count}")


if __name__ == "__main__":
    main()
