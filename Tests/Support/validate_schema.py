#!/usr/bin/env python3
"""Checks docs/apigen-spec.schema.json with an independent validator (PyPI `jsonschema`).

  1. The schema is a valid draft 2020-12 schema.
  2. Every native spec of the repository validates against it: Specs/, Examples/ and the test fixtures
     (a native spec has a top-level `service`; OpenAPI documents are skipped).
  3. Every spec that `apigen import` writes for the OpenAPI corpus validates too, and so does every spec given
     with --also (the Swift test adds the spec SpecWriter writes for all code generation snippets).
  4. The invalid specs whose mistakes a schema can see fail it, each with the error its `# expect:` line
     names: Tests/APIGenCoreTests/Fixtures/specs/schema-invalid/*.yaml and Broken.yaml.

YAML files are read with `apigen convert FILE --to json`, so a file means here exactly what it means to apigen
(YAML 1.2, like yaml-language-server: `yes` is a string). Usage:

    validate_schema.py [--apigen .build/debug/apigen] [--schema docs/apigen-spec.schema.json] [--no-imports]
                       [--also SPEC...]

Exit status 0 when every check passes, 1 otherwise, 2 when something it needs is missing.
"""

import argparse
import json
import os
import subprocess
import sys
import tempfile

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
FIXTURES = os.path.join("Tests", "APIGenCoreTests", "Fixtures")
INVALID_FOLDER = os.path.join(FIXTURES, "specs", "schema-invalid")
CORPUS = os.path.join(FIXTURES, "openapi", "corpus")
# Folders searched for native specs, and folders below them that hold other kinds of documents.
SEARCHED = ["Specs", "Examples", "Tests"]
SKIPPED_FOLDERS = {".build", "Stubs", "yaml-test-suite", "mustache-spec", "openapi", "fuzz", "Contexts"}
# Invalid fixtures outside INVALID_FOLDER, with the error the schema must report for them.
OTHER_INVALID = {os.path.join(FIXTURES, "specs", "Broken.yaml"): "'respnse' does not match any of the regexes"}


def load(path, apigen):
    """The document in `path` as JSON values, read as apigen reads it."""
    if path.endswith(".json"):
        with open(path, encoding="utf-8") as file:
            return json.load(file)
    result = subprocess.run([apigen, "convert", path, "--to", "json"], capture_output=True, text=True, check=False)
    if result.returncode != 0:
        raise ValueError(f"apigen convert failed ({result.returncode}): {result.stderr.strip()}")
    return json.loads(result.stdout)


def is_native_spec(document):
    return isinstance(document, dict) and "service" in document and "openapi" not in document and "swagger" not in document


def candidate_files():
    for top in SEARCHED:
        for folder, subfolders, names in os.walk(os.path.join(ROOT, top)):
            subfolders[:] = sorted(name for name in subfolders if name not in SKIPPED_FOLDERS)
            for name in sorted(names):
                if name.endswith((".yaml", ".yml", ".json")) and name not in ("apigen.json", "apigen.yaml", "Package.resolved"):
                    yield os.path.relpath(os.path.join(folder, name), ROOT)


def expectation(path):
    """The `# expect: text` line of an invalid fixture: text the schema's errors must contain."""
    with open(os.path.join(ROOT, path), encoding="utf-8") as file:
        for line in file:
            if line.startswith("# expect:"):
                return line[len("# expect:"):].strip()
    return None


def messages(error):
    """The error's message and those of every error under it (anyOf/oneOf branches)."""
    yield error.message
    for child in error.context or []:
        yield from messages(child)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--apigen", default=os.path.join(ROOT, ".build", "debug", "apigen"))
    parser.add_argument("--schema", default=os.path.join(ROOT, "docs", "apigen-spec.schema.json"))
    parser.add_argument("--no-imports", action="store_true", help="skip the specs imported from the OpenAPI corpus")
    parser.add_argument("--also", nargs="*", default=[], metavar="SPEC", help="more specs that must validate")
    options = parser.parse_args()
    try:
        import jsonschema
    except ImportError:
        print("validate_schema.py: needs the `jsonschema` package (Tests/Support/requirements.txt)", file=sys.stderr)
        return 2
    if not os.access(options.apigen, os.X_OK):
        print(f"validate_schema.py: no apigen at {options.apigen}; build it with `swift build` or pass --apigen", file=sys.stderr)
        return 2
    with open(options.schema, encoding="utf-8") as file:
        schema = json.load(file)
    jsonschema.Draft202012Validator.check_schema(schema)
    validator = jsonschema.Draft202012Validator(schema)

    passed, failures = 0, []

    def check_valid(name, document):
        nonlocal passed
        errors = sorted(validator.iter_errors(document), key=lambda error: list(error.absolute_path))
        if errors:
            details = "; ".join(f"at /{'/'.join(map(str, error.absolute_path))}: {error.message}" for error in errors[:5])
            failures.append(f"{name} should validate, but: {details}")
        else:
            passed += 1
            print(f"ok   {name}")

    invalid = dict(OTHER_INVALID)
    for path in candidate_files():
        if os.path.dirname(path) == INVALID_FOLDER:
            invalid[path] = expectation(path)
            continue
        if path in invalid:
            continue
        try:
            document = load(os.path.join(ROOT, path), options.apigen)
        except ValueError as error:
            failures.append(f"{path} cannot be read: {error}")
            continue
        if is_native_spec(document):
            check_valid(path, document)

    for path in options.also:
        check_valid(path, load(path, options.apigen))

    for path, expected in sorted(invalid.items()):
        if not expected:
            failures.append(f"{path} has no '# expect: <error text>' line")
            continue
        errors = list(validator.iter_errors(load(os.path.join(ROOT, path), options.apigen)))
        found = [message for error in errors for message in messages(error)]
        if any(expected in message for message in found):
            passed += 1
            print(f"ok   {path} fails: {expected}")
        elif errors:
            failures.append(f"{path} fails, but without '{expected}': {found[:5]}")
        else:
            failures.append(f"{path} should fail the schema ('{expected}'), but validates")

    if not options.no_imports:
        corpus = os.path.join(ROOT, CORPUS)
        with tempfile.TemporaryDirectory() as scratch:
            for name in sorted(os.listdir(corpus)):
                if not name.endswith((".yaml", ".json")):
                    continue
                imported = subprocess.run([options.apigen, "import", os.path.join(corpus, name)],
                                          capture_output=True, text=True, check=False)
                if imported.returncode != 0:
                    failures.append(f"apigen import {name} failed ({imported.returncode}): {imported.stderr.strip()[:300]}")
                    continue
                spec = os.path.join(scratch, name.rsplit(".", 1)[0] + ".yaml")
                with open(spec, "w", encoding="utf-8") as file:
                    file.write(imported.stdout)
                check_valid(f"import of {name}", load(spec, options.apigen))

    for failure in failures:
        print(f"FAIL {failure}")
    print(f"schema: {passed} passed, {len(failures)} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
