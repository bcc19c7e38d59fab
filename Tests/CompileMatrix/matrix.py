#!/usr/bin/env python3
"""The work behind Tests/CompileMatrix/run: generate the clients, lay out one package of one target per
(cell x client group), build it once with warnings as errors, and report every cell.

    matrix.py <repo root> <apigen executable>

Why each cell exists, and why the other combinations are left out, is written at the top of ./run; CELLS below
is that list as data. APIGEN_MATRIX_CELLS=cell1,cell2 builds only those cells. Python 3 standard library only.
"""

import json
import os
import re
import subprocess
import sys
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

# Xcode 26's "Approachable Concurrency" build setting (SWIFT_APPROACHABLE_CONCURRENCY) turns on five upcoming
# features; Swift 6 mode has the last three already (and refuses to have them named), so there it is the first two.
APPROACHABLE = ("NonisolatedNonsendingByDefault", "InferIsolatedConformances")
APPROACHABLE_IN_SWIFT_6 = ("DisableOutwardActorInference", "GlobalActorIsolatedTypesUsability", "InferSendableFromCaptures")


@dataclass(frozen=True)
class Cell:
    name: str
    access: str = "public"  # the `--access` its clients are generated with
    swift5: bool = False  # .swiftLanguageMode(.v5); Swift 6 mode otherwise
    main_actor: bool = False  # .defaultIsolation(MainActor.self)
    explicit_nonisolated: bool = False  # .defaultIsolation(nil): what Xcode writes for "nonisolated"
    approachable: bool = False  # the upcoming features of Approachable Concurrency (APPROACHABLE)
    features: tuple = ()  # more .enableUpcomingFeature(…)
    all_features: bool = False  # …and every upcoming feature of the toolchain that Swift 6 mode leaves off
    strict_memory_safety: bool = False  # .strictMemorySafety()
    large: bool = True  # compiles the large OpenAPI documents too (see LARGE_DOCUMENT)
    lean: bool = False  # clients generated with LEAN_OPTIONS (issue 36's leaner profile), and no consumer

    @property
    def flavor(self):
        """The generation its clients come from: the access level, and `-lean` for LEAN_OPTIONS."""
        return self.access + ("-lean" if self.lean else "")


# issue 36's leaner profile: models and unions without Hashable, service methods in the async style only. The
# consumer calls the three styles, so a lean cell has none (the generator's tests check what the profile leaves out).
LEAN_OPTIONS = ("--no-hashable", "--styles", "async")


EVERYTHING = dict(main_actor=True, all_features=True, strict_memory_safety=True)

CELLS = [
    Cell("defaults"),
    Cell("swift5", swift5=True),
    Cell("mainactor", main_actor=True),
    Cell("approachable", explicit_nonisolated=True, approachable=True),
    Cell("mainactor-approachable", main_actor=True, approachable=True),
    # Xcode 26's new app target: SWIFT_VERSION 5.0, SWIFT_DEFAULT_ACTOR_ISOLATION MainActor,
    # SWIFT_APPROACHABLE_CONCURRENCY YES, SWIFT_UPCOMING_FEATURE_MEMBER_IMPORT_VISIBILITY YES.
    Cell("swift5-mainactor-approachable", swift5=True, main_actor=True, approachable=True,
         features=("MemberImportVisibility",)),
    Cell("everything", **EVERYTHING),
    Cell("package-defaults", access="package"),
    Cell("package-everything", access="package", **EVERYTHING),
    Cell("internal-defaults", access="internal"),
    Cell("internal-everything", access="internal", **EVERYTHING),
    Cell("lean-everything", lean=True, large=False, **EVERYTHING),
]

# Documents of this many bytes or more (twilio__conversations_v1.yaml and readme__3.0-star-trek.json today: 47,000 of
# the 75,000 generated lines of a cell) go into a target of their own, openapi-large, which a cell with
# `large=False` leaves out: the lever for when the matrix gets too slow (see ./run). The plugin's threshold for
# spreading a client over 64 files.
LARGE_DOCUMENT = 256 << 10

# The repository's platforms (APIRuntime's minimums).
PLATFORMS = "[.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11)]"

ERROR = re.compile(r"^(?P<path>/.*?):(?P<line>\d+):(?P<col>\d+): error: (?P<message>.*)$")
PATHLESS_ERROR = re.compile(r"^(?:<unknown>:0: )?error: (?P<message>.*)$")
# swift build's own summaries of errors reported above them.
NOT_AN_ERROR = re.compile(r"command failed with exit code|^error: cancelled$|^error: fatalError$")


def say(text=""):
    print(text, flush=True)


def fail(text):
    say(f"compile matrix: {text}")
    sys.exit(2)


def duration(seconds):
    minutes, seconds = divmod(round(seconds), 60)
    return f"{minutes}m{seconds:02d}s" if minutes else f"{seconds}s"


def plural(count, noun):
    return f"{count:,} {noun}{'' if count == 1 else 's'}"


# MARK: - Toolchain


def upcoming_features():
    """{name: the language mode that turns it on} for the upcoming features of this toolchain.

    Asked of the compiler rather than written down: it ignores an unknown feature name without a word (6.3.1
    does not even warn), so a misspelt or retired name would silently test nothing; and a new toolchain's new
    features join the `everything` cells by themselves. In 6.3.1 the features Swift 6 mode leaves off are
    ExistentialAny, ImmutableWeakCaptures, InferIsolatedConformances, InternalImportsByDefault,
    MemberImportVisibility and NonisolatedNonsendingByDefault; naming one that Swift 6 mode has already is an
    error ("upcoming feature 'X' is already enabled as of Swift version 6")."""
    try:
        out = subprocess.run(["swiftc", "-print-supported-features"], check=True, capture_output=True, text=True).stdout
        upcoming = json.loads(out)["features"]["upcoming"]
    except (OSError, subprocess.CalledProcessError, ValueError, KeyError) as error:
        fail(f"cannot list the toolchain's upcoming features (`swiftc -print-supported-features`): {error}")

    def language_mode(feature):
        try:
            return int(str(feature.get("enabled_in", "99")).split(".")[0])
        except ValueError:
            return 99

    return {f["name"]: language_mode(f) for f in upcoming}


# MARK: - Generation


def run_apigen(apigen, inputs, output, flavor, log):
    """One apigen invocation, into a folder of its own. Returns (exit status, output)."""
    access, _, lean = flavor.partition("-")
    command = [str(apigen), *map(str, inputs), "-o", str(output), "--access", access, "--quiet"]
    if lean:
        command += LEAN_OPTIONS
    result = subprocess.run(command, capture_output=True, text=True)
    text = result.stdout + result.stderr
    with open(log, "a") as handle:
        handle.write(f"$ {' '.join(command)}\n{text}(exit {result.returncode})\n\n")
    return result.returncode, text


def generate(root, apigen, corpus, scratch, flavors):
    """Generates each client group for each flavor (Cell.flavor) into scratch/gen/<flavor>/<group>.

    Returns the names of the OpenAPI documents that generate; a document apigen refuses (exit 65) is reported
    and left out, any other failure stops the run."""
    log = scratch / "generate.log"
    log.write_text("")
    native = {
        "native": [root / "Specs"],
        "adversarial": [root / "Tests/APIGenCoreTests/Fixtures/specs/Adversarial.yaml"],
    }
    documents = sorted(p for p in corpus.iterdir() if p.suffix in (".yaml", ".json"))
    if not documents:
        fail(f"no .yaml or .json documents in {corpus}")
    refused = {}
    for flavor in flavors:
        gen = scratch / "gen" / flavor
        for group, inputs in native.items():
            status, text = run_apigen(apigen, inputs, gen / group, flavor, log)
            if status != 0:
                fail(f"apigen fails on {group} ({flavor}, exit {status}):\n{text}")
        # One folder (and so one invocation) per document: the corpus has names that clash (three petstores,
        # three `Greeting`s), and an output folder belongs to one invocation.
        for document in documents:
            status, text = run_apigen(apigen, [document], gen / "openapi" / document.name, flavor, log)
            if status == 65:
                refused[document.name] = [l for l in text.splitlines() if ": error: " in l][:3]
            elif status != 0:
                fail(f"apigen fails on {document.name} ({flavor}, exit {status}):\n{text}")
    warnings = sum(1 for line in log.read_text().splitlines() if ": warning: " in line)
    generated = [d for d in documents if d.name not in refused]
    say(f"generated Specs/, Adversarial.yaml and {len(generated)} of {len(documents)} OpenAPI documents "
        f"as {'/'.join(flavors)} ({plural(warnings, 'generator warning')}: {log.relative_to(root)})")
    for name, errors in refused.items():
        say(f"  left out, apigen refuses it: {name}" + "".join(f"\n    {e}" for e in errors))
    return generated


def swift_files(folder):
    return sorted(p for p in folder.rglob("*.swift") if p.is_file())


def pack(gen_openapi, documents):
    """Packs documents into as few modules as possible such that no two files of a module share a name.

    apigen names each file after the type it declares (Pet.swift, ListPetsAPI.swift, OaiPetstoreService.swift),
    and a module cannot hold two files of one name anyway, so disjoint file names mean no clashing types.
    First fit, largest first."""
    names = {d: {p.name for p in swift_files(gen_openapi / d)} for d in documents}
    modules = []  # [(file names taken, documents)]
    for document in sorted(documents, key=lambda d: (-len(names[d]), d)):
        for taken, members in modules:
            if not taken & names[document]:
                taken |= names[document]
                members.append(document)
                break
        else:
            modules.append((set(names[document]), [document]))
    return [sorted(members) for _, members in modules]


def client_groups(scratch, flavor, documents):
    """{group: OpenAPI documents} for the cells: native and adversarial, then the small documents packed into
    openapi1, openapi2…, then the large ones into openapi-large (openapi-large2… should they ever clash)."""
    gen_openapi = scratch / "gen" / flavor / "openapi"
    small = [d.name for d in documents if d.stat().st_size < LARGE_DOCUMENT]
    large = [d.name for d in documents if d.stat().st_size >= LARGE_DOCUMENT]
    groups = {"native": [], "adversarial": []}
    for index, members in enumerate(pack(gen_openapi, small), 1):
        groups[f"openapi{index}"] = members
    for index, members in enumerate(pack(gen_openapi, large), 1):
        groups["openapi-large" + (str(index) if index > 1 else "")] = members
    return groups


# MARK: - Layout


def write_if_changed(path, data):
    """Leaves a file of the same bytes alone, so that a rerun recompiles only what changed."""
    data = data.encode() if isinstance(data, str) else data
    if path.is_file() and path.read_bytes() == data:
        return
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)


def mirror(files, folder):
    """Makes folder hold exactly `files` ({relative path: bytes or str})."""
    for relative, data in files.items():
        write_if_changed(folder / relative, data)
    if not folder.is_dir():
        return
    for path in sorted(folder.rglob("*"), key=lambda p: -len(p.parts)):
        relative = path.relative_to(folder)
        if path.is_dir():
            if not any(path.iterdir()):
                path.rmdir()
        elif relative not in files:
            path.unlink()


def tree(source, prefix):
    return {Path(prefix) / p.relative_to(source): p.read_bytes() for p in source.rglob("*") if p.is_file()}


@dataclass
class Target:
    name: str  # SwiftPM target and module name: <cell>__<group>, with `_` for `-`
    cell: Cell
    group: str
    folder: Path  # scratch/cells/<cell>/<group>
    documents: list = field(default_factory=list)


def lay_out(root, scratch, cells, groups):
    """Copies each cell's clients into scratch/cells/<cell>/<group>/ (the same generated files in several targets
    must be separate files), the consumer beside the native clients."""
    consumer = (root / "Tests/CompileMatrix/Consumer.swift.txt").read_text()
    targets = []
    for cell in cells:
        gen = scratch / "gen" / cell.flavor
        folders = set()
        for group, documents in groups.items():
            if group.startswith("openapi-large") and not cell.large:
                continue
            folder = scratch / "cells" / cell.name / group
            folders.add(folder)
            if documents:
                files = {}
                for document in documents:
                    files.update(tree(gen / "openapi" / document, document))
            else:
                files = tree(gen / group, "Generated")
            if group == "native" and not cell.lean:
                # App code in a target whose default isolation is MainActor carries no annotation.
                text = consumer
                if cell.main_actor:
                    text = "".join(l for l in text.splitlines(True) if l.strip() != "@MainActor")
                    text = text.replace("@MainActor ", "")
                files[Path("Consumer.swift")] = text
            mirror(files, folder)
            name = re.sub(r"[^A-Za-z0-9]", "_", f"{cell.name}__{group}")
            targets.append(Target(name, cell, group, folder, documents))
        for stale in (scratch / "cells" / cell.name).iterdir():
            if stale not in folders:
                mirror({}, stale)
                stale.rmdir()
    return targets


def features_of(cell, upcoming):
    """The upcoming features a cell names, each checked against the toolchain's list (see upcoming_features)."""
    mode = 5 if cell.swift5 else 6
    features = []
    if cell.approachable:
        features += APPROACHABLE + (APPROACHABLE_IN_SWIFT_6 if cell.swift5 else ())
    features += cell.features
    if cell.all_features:
        features += sorted(name for name, on_in in upcoming.items() if on_in > mode)
    features = list(dict.fromkeys(features))
    for name in features:
        if name not in upcoming:
            fail(f"cell {cell.name}: {name} is not an upcoming feature of this toolchain (swiftc -print-supported-features)")
        if upcoming[name] <= mode:
            fail(f"cell {cell.name}: {name} is on in Swift {mode} mode already, and naming it is an error")
    return features


def swift_settings(cell, upcoming):
    settings = []
    if cell.swift5:
        settings.append(".swiftLanguageMode(.v5)")
    if cell.main_actor:
        settings.append(".defaultIsolation(MainActor.self)")
    elif cell.explicit_nonisolated:
        settings.append(".defaultIsolation(nil)")
    settings += [f'.enableUpcomingFeature("{f}")' for f in features_of(cell, upcoming)]
    if cell.strict_memory_safety:
        settings.append(".strictMemorySafety()")
    return settings


def product_name(cell):
    return f"cell-{cell.name}"


def write_manifest(root, scratch, cells, targets, upcoming):
    # A library product per cell only so that `swift build --product` can build one cell (see build()); static,
    # since SwiftPM builds everything instead of an automatic library product.
    products = [f'        .library(name: "{product_name(c)}", type: .static, '
                f'targets: {json.dumps([t.name for t in targets if t.cell is c])}),' for c in cells]
    entries = []
    for target in targets:
        settings = swift_settings(target.cell, upcoming)
        listed = "[" + "".join(f"\n                {s}," for s in settings) + "\n            ]" if settings else "[]"
        entries.append(f"""        .target(
            name: "{target.name}",
            dependencies: [.product(name: "APIRuntime", package: "apigen")],
            path: "{target.folder.relative_to(scratch)}",
            swiftSettings: {listed}
        ),""")
    manifest = f"""// swift-tools-version: 6.2
// Written by Tests/CompileMatrix/run; do not edit. One target per (cell x client group).
import PackageDescription

let package = Package(
    name: "compile-matrix",
    platforms: {PLATFORMS},
    products: [
{chr(10).join(products)}
    ],
    dependencies: [.package(name: "apigen", path: {json.dumps(str(root))})],
    targets: [
{chr(10).join(entries)}
    ]
)
"""
    write_if_changed(scratch / "Package.swift", manifest)


# MARK: - Building


class Errors:
    """Distinct errors, (path, line, column, message), by target, read from swift build's output.

    An error can be printed twice (by a target's emit-module job and by its compile job), hence the sets. Errors
    in APIRuntime's sources go to "APIRuntime", errors of no file or another file to "(other)"."""

    def __init__(self, root, targets):
        self.folders = [(str(t.folder.resolve()) + os.sep, t.name) for t in targets]
        self.runtime = str((root / "Sources").resolve()) + os.sep
        self.by_target = {}

    def owner(self, path):
        path = os.path.realpath(path)
        for folder, name in self.folders:
            if path.startswith(folder):
                return name
        return "APIRuntime" if path.startswith(self.runtime) else "(other)"

    def read(self, output, only=()):
        """Reads one build's output; the errors it has of the targets `only` names replace what an earlier build
        said of them."""
        for name in only:
            self.by_target.pop(name, None)
        for line in output.splitlines():
            if match := ERROR.match(line):
                error = (match["path"], int(match["line"]), int(match["col"]), match["message"])
                self.by_target.setdefault(self.owner(match["path"]), set()).add(error)
            elif (match := PATHLESS_ERROR.match(line)) and not NOT_AN_ERROR.search(line):
                self.by_target.setdefault("(other)", set()).add(("", 0, 0, match["message"]))

    def of(self, name):
        return self.by_target.get(name, set())


def swift_build(scratch, log, *selection):
    command = ["swift", "build", "--package-path", str(scratch), "--scratch-path", str(scratch / ".build"),
               "-j", "2", "-Xswiftc", "-warnings-as-errors",
               # One line per diagnostic instead of a source excerpt: a failing cell prints thousands.
               "-Xswiftc", "-diagnostic-style=llvm", *selection]
    with open(log, "a") as handle:
        handle.write(f"$ {' '.join(command)}\n")
        handle.flush()
        result = subprocess.run(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        handle.write(f"{result.stdout}(exit {result.returncode})\n\n")
    return result.returncode, result.stdout


def build(root, scratch, cells, targets):
    """One swift build of the whole package, which is all a passing matrix costs.

    SwiftPM has no keep-going: the first target that fails stops the build, and the cells it had not reached go
    unreported. So when it fails, the run builds one cell after another (`swift build --product cell-<name>`), and
    in a cell that fails, one target after another (`swift build --target`), never two builds at once. Whatever an
    earlier build finished is a no-op, and each failing target gets its own complete list of errors.
    Returns (errors, whether every target was built, seconds)."""
    log = scratch / "build.log"
    log.write_text("")
    errors = Errors(root, targets)
    say(f"building {len(targets)} targets: swift build -Xswiftc -warnings-as-errors -j 2 …")
    started = time.monotonic()
    status, output = swift_build(scratch, log)
    errors.read(output)
    say(f"  one build: {duration(time.monotonic() - started)}, exit {status}")
    if status == 0:
        return errors, True, time.monotonic() - started
    if errors.of("APIRuntime") or not any(errors.of(t.name) for t in targets):
        # Every target depends on APIRuntime, and a failure that is no target's is not one that building the
        # cells one by one would get past.
        tail = "\n".join(output.splitlines()[-40:])
        say(f"  the build failed before any cell's own code:\n{tail}")
        return errors, False, time.monotonic() - started
    say("  it stopped at the first failing target; building cell by cell, a failing cell target by target…")
    for cell in cells:
        mine = [t for t in targets if t.cell is cell]
        status, output = swift_build(scratch, log, "--product", product_name(cell))
        errors.read(output, only=[t.name for t in mine])
        if status == 0:
            continue
        for target in mine:
            status, output = swift_build(scratch, log, "--target", target.name)
            errors.read(output, only=[target.name])
            if status != 0 and not errors.of(target.name):
                errors.by_target.setdefault("(other)", set()).add(("", 0, 0, f"{target.name}: swift build failed, exit {status}"))
    seconds = time.monotonic() - started
    say(f"  with the cells one by one: {duration(seconds)} in all")
    return errors, True, seconds


# MARK: - Report


def pattern(message):
    """An error message with its names blanked, so that errors of one kind count together."""
    return re.sub(r"'[^']*'", "'…'", message)


def part_of(target, path):
    """What in a target an error is in: its OpenAPI document, its spec's folder (Generated/<service>) or
    Consumer.swift."""
    parts = Path(os.path.realpath(path)).relative_to(target.folder.resolve()).parts
    return parts[1] if parts[0] == "Generated" and len(parts) > 2 else parts[0]


def report(cells, targets, errors, complete, seconds, log_name):
    say()
    width = max(len(f"{t.cell.name} / {t.group}") for t in targets) + 2
    rows = []
    for cell in cells:
        mine = [t for t in targets if t.cell is cell]
        cell_errors = set()
        for target in mine:
            found = errors.of(target.name)
            cell_errors |= found
            if found:
                verdict = f"FAIL  {plural(len(found), 'error')}"
                parts = Counter(part_of(target, e[0]) for e in found)
                if len(parts) > 1 or len(target.documents) > 1 or target.group == "native":
                    shown = [f"{part} {count:,}" for part, count in parts.most_common(3)]
                    if len(parts) > 3:
                        shown.append(f"{len(parts) - 3} more")
                    verdict += " (" + ", ".join(shown) + ")"
            elif complete:
                verdict = "pass"
            else:
                verdict = "not built"
            say(f"  {cell.name + ' / ' + target.group:<{width}}{verdict}")
        if cell_errors:
            for message, count in Counter(pattern(e[3]) for e in cell_errors).most_common(3):
                say(f"  {'':<{width}}  {count:>6,} × {message}")
        passed = sum(1 for t in mine if not errors.of(t.name)) if complete else None
        rows.append((cell.name, passed, len(mine), len(cell_errors)))
    for bucket in ("APIRuntime", "(other)"):
        for error in sorted(errors.of(bucket))[:10]:
            say(f"  {bucket}: {error[0]}{':' + str(error[1]) if error[0] else ''}: error: {error[3]}")

    say()
    say(f"  {'cell':<30} {'targets passed':>15} {'errors':>8}")
    for name, passed, count, error_count in rows:
        say(f"  {name:<30} {('?' if passed is None else str(passed)) + ' of ' + str(count):>15} {error_count:>8,}")
    total = sum(len(v) for v in errors.by_target.values())
    # A cell passes when all its targets were built and none has an error.
    failed_cells = sum(1 for row in rows if row[3] or row[1] is None)
    ok = complete and total == 0
    say()
    say(f"compile matrix: {'PASS' if ok else 'FAIL'}: {len(cells) - failed_cells} of {len(cells)} cells pass, "
        f"{plural(total, 'error')}; build {duration(seconds)}; log {log_name}")
    return ok


def main():
    root = Path(sys.argv[1]).resolve()
    apigen = Path(sys.argv[2]).resolve()
    scratch = root / ".build" / "compile-matrix"
    corpus = root.parent / "shared" / "testdata" / "openapi"
    if not corpus.is_dir():
        fail(f"no OpenAPI corpus at {corpus}: the `shared` folder must sit beside the repository "
             f"(../shared/testdata/openapi from {root})")

    cells = CELLS
    if selected := [n.strip() for n in os.environ.get("APIGEN_MATRIX_CELLS", "").split(",") if n.strip()]:
        unknown = [n for n in selected if n not in {c.name for c in CELLS}]
        if unknown:
            fail(f"no cell {', '.join(unknown)} (APIGEN_MATRIX_CELLS); the cells: {', '.join(c.name for c in CELLS)}")
        cells = [c for c in CELLS if c.name in selected]

    upcoming = upcoming_features()
    later = sorted(name for name, on_in in upcoming.items() if on_in > 6)
    say(f"upcoming features that Swift 6 mode leaves off (all on in the everything cells): {', '.join(later)}")
    flavors = list(dict.fromkeys(c.flavor for c in cells))
    documents = generate(root, apigen, corpus, scratch, flavors)
    groups = client_groups(scratch, flavors[0], documents)
    for group, members in groups.items():
        if members:
            say(f"  {group}: {', '.join(members)}")
    targets = lay_out(root, scratch, cells, groups)
    write_manifest(root, scratch, cells, targets, upcoming)

    errors, complete, seconds = build(root, scratch, cells, targets)
    ok = report(cells, targets, errors, complete, seconds, (scratch / "build.log").relative_to(root))
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
