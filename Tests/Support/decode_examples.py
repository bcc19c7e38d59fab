#!/usr/bin/env python3
"""Decode an OpenAPI document's response examples with the client apigen generates for it.

    python3 Tests/Support/decode_examples.py DOC.{json,yaml} WORKDIR
    (cd WORKDIR/pkg && swift build && .build/debug/check)

Writes WORKDIR/pkg, a throwaway package: target C is the generated client (APIGEN names the apigen binary; default:
.build/debug/apigen of this checkout) and the executable `check` decodes every 2xx `application/json` example
(`example`, `examples`, Swagger 2.0's `examples`) into its operation's response type, matched by method and path,
with `JSONCoding.makeDecoder()`. It prints each failure and "N of M decode". Needs PyYAML for YAML documents. Not
part of the test run: the documents are fetched, not committed (docs/OpenAPI.md, "Checked against real documents").
"""
import glob
import json
import os
import re
import shutil
import subprocess
import sys

CHECKOUT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

CHECKER = '''import APIRuntime
import C
import Foundation

nonisolated(unsafe) var failures = 0
nonisolated(unsafe) var total = 0

func check<R: Decodable & Sendable>(_: BaseAPI<R>.Type, _ name: String, _ file: String) {
    total += 1
    do {
        let data = try Data(contentsOf: URL(fileURLWithPath: file))
        _ = try JSONCoding.makeDecoder().decode(R.self, from: data)
    } catch {
        failures += 1
        print("FAIL \\(name): \\(error)")
    }
}

func run() {
CALLS
}

run()
print("\\(total - failures) of \\(total) decode")
'''

MANIFEST = '''// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "decode-examples",
    platforms: [.macOS(.v13)],
    dependencies: [.package(path: "CHECKOUT")],
    targets: [
        .target(name: "C", dependencies: [.product(name: "APIRuntime", package: "IDENTITY")]),
        .executableTarget(name: "check", dependencies: ["C", .product(name: "APIRuntime", package: "IDENTITY")]),
    ]
)
'''


def load(path):
    if path.endswith('.json'):
        with open(path) as file:
            return json.load(file)
    import yaml

    class Loader(yaml.SafeLoader):
        pass

    # Dates stay text, as a JSON reader would see them.
    Loader.yaml_implicit_resolvers = {
        key: [r for r in resolvers if r[0] != 'tag:yaml.org,2002:timestamp']
        for key, resolvers in yaml.SafeLoader.yaml_implicit_resolvers.items()
    }
    with open(path) as file:
        return yaml.load(file, Loader=Loader)


def api_classes(folder):
    """(METHOD, path with {} for each parameter) → API class name, read from the generated files."""
    apis = {}
    for path in glob.glob(folder + '/**/APIs/*.swift', recursive=True):
        with open(path) as file:
            text = file.read()
        for match in re.finditer(r'public (?:final )?class (\w+): BaseAPI<', text):
            body = text[match.start():]
            method = re.search(r'override var method: HTTPMethod \{ \.(\w+) \}', body)
            template = re.search(r'override var path: String \{ "(.*?)" \}\n', body)
            if method and template:
                route = re.sub(r'\\\((?:[^()]|\([^()]*\))*\)', '{}', template.group(1))
                apis[(method.group(1).upper(), route)] = match.group(1)
    return apis


def examples(response, swagger):
    if swagger:
        example = (response.get('examples') or {}).get('application/json')
        return [] if example is None else [example]
    content = (response.get('content') or {}).get('application/json') or {}
    found = [content['example']] if 'example' in content else []
    for example in (content.get('examples') or {}).values():
        if isinstance(example, dict) and 'value' in example:
            found.append(example['value'])
    return found


def main():
    document, work = sys.argv[1], os.path.abspath(sys.argv[2])
    apigen = os.environ.get('APIGEN', os.path.join(CHECKOUT, '.build/debug/apigen'))
    spec = load(document)
    package = os.path.join(work, 'pkg')
    shutil.rmtree(package, ignore_errors=True)
    os.makedirs(package + '/Sources/C')
    os.makedirs(package + '/Sources/check')
    os.makedirs(work + '/examples', exist_ok=True)
    generated = subprocess.run([apigen, document, '-o', package + '/Sources/C'], capture_output=True, text=True)
    if generated.returncode != 0:
        sys.exit(generated.stderr)
    apis = api_classes(package + '/Sources/C')
    calls, unmatched = [], 0
    for path, item in (spec.get('paths') or {}).items():
        for method, operation in item.items():
            if not isinstance(operation, dict) or 'responses' not in operation:
                continue
            name = apis.get((method.upper(), re.sub(r'\{[^}]*\}', '{}', path.split('?')[0])))
            for status, response in operation['responses'].items():
                if not str(status).startswith('2') or not isinstance(response, dict):
                    continue
                for example in examples(response, 'swagger' in spec):
                    if name is None:
                        unmatched += 1
                        continue
                    file = f'{work}/examples/{len(calls) + 1}.json'
                    with open(file, 'w') as out:
                        json.dump(example, out)
                    calls.append(f'    check({name}.self, "{method.upper()} {path}", "{file}")')
    with open(package + '/Sources/check/main.swift', 'w') as out:
        out.write(CHECKER.replace('CALLS', '\n'.join(calls)))
    with open(package + '/Package.swift', 'w') as out:
        identity = os.path.basename(CHECKOUT).lower()
        out.write(MANIFEST.replace('CHECKOUT', CHECKOUT).replace('IDENTITY', identity))
    print(f'{len(calls)} examples matched to {len(apis)} API classes; {unmatched} examples of operations without a class')


if __name__ == '__main__':
    main()
