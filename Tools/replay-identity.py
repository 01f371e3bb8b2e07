#!/usr/bin/env python3
"""Checks that `tactile replay --json` and `--frames` print the same bytes as recorded.

Usage: Tools/replay-identity.py [--tactile PATH] [--update] [--jobs N]

Every trace in Traces/ and, when present beside the repository, the real development sets
(../shared/traces/hid-dev and pen-dev: never copied here, only their output hashes are kept)
is replayed twice (gestures as JSON lines, frames as JSON lines); the SHA-256 of each output
(or its exit status, when the trace has nothing to replay) is compared with
Tests/ReplayIdentity/manifest.tsv. A refactoring must leave every line alone. A change in
behaviour changes lines on purpose: run with --update, which rewrites the manifest and adds
a section to Tests/ReplayIdentity/CHANGES.md naming each changed trace with "why: TODO";
the check fails until every TODO says why. A development set that is absent is skipped,
saying so (a user's clone has none), and its rows are kept as they are.
Exit status: 0 identical, 1 differences (each named), 2 usage.
"""
import concurrent.futures
import datetime
import hashlib
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
MANIFEST = os.path.join(ROOT, "Tests", "ReplayIdentity", "manifest.tsv")
CHANGES = os.path.join(ROOT, "Tests", "ReplayIdentity", "CHANGES.md")
SHARED = os.path.join(os.path.dirname(ROOT), "shared", "traces")
MODES = {"json": ["--json"], "frames": ["--frames"]}


def traces():
    """(set name, set root or None when absent, [(key, [argv files])])."""
    sets = []
    repo = []
    base = os.path.join(ROOT, "Traces")
    for dirpath, _, files in sorted(os.walk(base)):
        for name in sorted(files):
            path = os.path.join(dirpath, name)
            rel = os.path.relpath(path, ROOT)
            stem, ext = os.path.splitext(path)
            if ext == ".yaml" and not name.endswith(".expect.yaml"):
                repo.append((rel, [path]))
            elif ext == ".events":
                desc = stem.split(".")[0] + ".desc"
                repo.append((rel, [desc, path] if os.path.exists(desc) else [path]))
    sets.append(("Traces", base, repo))
    for name, pattern in (("hid-dev", ".ev"), ("pen-dev", ".events")):
        root = os.path.join(SHARED, name)
        if not os.path.isdir(root):
            sets.append((name, None, []))
            continue
        items = []
        for file in sorted(os.listdir(root)):
            if not file.endswith(pattern):
                continue
            path = os.path.join(root, file)
            desc = os.path.join(root, file.split(".")[0] + ".desc")
            items.append((f"{name}/{file}", [desc, path] if os.path.exists(desc) else [path]))
        sets.append((name, root, items))
    return sets


def run(tactile, files, mode):
    r = subprocess.run([tactile, "replay", *MODES[mode], *files], capture_output=True)
    if r.returncode != 0:
        return f"exit {r.returncode}"
    return hashlib.sha256(r.stdout).hexdigest()


def read_manifest():
    rows = {}
    if os.path.exists(MANIFEST):
        with open(MANIFEST) as f:
            for n, line in enumerate(f, 1):
                if line.startswith("#") or not line.strip():
                    continue
                parts = line.rstrip("\n").split("\t")
                if len(parts) != 3:
                    sys.exit(f"{MANIFEST}:{n}: expected 'trace<TAB>mode<TAB>hash', got {line!r}")
                rows[(parts[0], parts[1])] = parts[2]
    return rows


def main(argv):
    tactile = os.path.join(ROOT, ".build", "debug", "tactile")
    update = False
    jobs = os.cpu_count() or 2
    i = 0
    while i < len(argv):
        a = argv[i]
        if a == "--tactile" and i + 1 < len(argv):
            tactile = argv[i + 1]; i += 2
        elif a == "--update":
            update = True; i += 1
        elif a == "--jobs" and i + 1 < len(argv):
            jobs = int(argv[i + 1]); i += 2
        else:
            print(__doc__, file=sys.stderr)
            return 2
    if not os.access(tactile, os.X_OK):
        print(f"replay-identity: {tactile} is not an executable (swift build --product tactile)", file=sys.stderr)
        return 2
    old = read_manifest()
    new = {}
    present = set()
    work = []
    for name, root, items in traces():
        if root is None:
            print(f"replay-identity: {name} absent (../shared/traces/{name}): its rows are kept, not checked")
            continue
        present.add(name)
        for key, files in items:
            for mode in MODES:
                work.append((key, mode, files))
    with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as pool:
        for (key, mode, _), digest in zip(work, pool.map(lambda w: run(tactile, w[2], w[1]), work)):
            new[(key, mode)] = digest
    def set_of(key):
        return key.split("/")[0] if key.split("/")[0] in ("hid-dev", "pen-dev") else "Traces"
    changed = sorted(k for k in new if old.get(k) != new[k])
    gone = sorted(k for k in old if k not in new and set_of(k[0]) in present)
    for key, mode in changed:
        print(f"{'new' if (key, mode) not in old else 'CHANGED'}: {key} ({mode}): {old.get((key, mode), '-')[:12]} -> {new[(key, mode)][:12]}")
    for key, mode in gone:
        print(f"GONE: {key} ({mode})")
    todo = os.path.exists(CHANGES) and "why: TODO" in open(CHANGES).read()
    if update:
        kept = {k: v for k, v in old.items() if set_of(k[0]) not in present}
        kept.update(new)
        os.makedirs(os.path.dirname(MANIFEST), exist_ok=True)
        with open(MANIFEST, "w") as f:
            f.write("# trace\tmode\tsha256 of `tactile replay --MODE TRACE`'s stdout, or its exit status"
                    " (Tools/replay-identity.py; why lines changed: CHANGES.md)\n")
            for (key, mode) in sorted(kept):
                f.write(f"{key}\t{mode}\t{kept[(key, mode)]}\n")
        names = sorted({k for k, _ in changed if (k, _) in old} | {k for k, _ in gone})
        if names:
            with open(CHANGES, "a") as f:
                f.write(f"\n## {datetime.date.today().isoformat()}\n\n")
                for n in names:
                    f.write(f"- `{n}`: why: TODO\n")
            print(f"replay-identity: {len(names)} changed traces listed in {os.path.relpath(CHANGES, ROOT)}: say why for each")
        print(f"replay-identity: manifest written, {len(kept)} rows")
        return 0
    checked = len(new)
    if changed or gone:
        print(f"replay-identity: {len(changed) + len(gone)} of {checked} outputs differ from {os.path.relpath(MANIFEST, ROOT)}."
              " If the change is meant, run Tools/replay-identity.py --update and say why in CHANGES.md.")
        return 1
    if todo:
        print(f"replay-identity: {os.path.relpath(CHANGES, ROOT)} still has 'why: TODO' lines")
        return 1
    print(f"replay-identity: {checked} outputs identical ({', '.join(sorted(present))})")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
