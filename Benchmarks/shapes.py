#!/usr/bin/env python3
"""OpenAPI documents with thousands of one thing, for docs/Performance.md §7.

    python3 Benchmarks/shapes.py KIND COUNT > doc.json
    /usr/bin/time -f '%e s %M KB' .build/release/apigen doc.json -o /dev/shm/out -q

Each document is one line of JSON, as minified documents are. The kinds:

    missing-refs     COUNT schemas, each with a property whose $ref names a schema that does not exist
    one-operation-id COUNT operations, all with operationId 'op'
    clashing-names   COUNT schemas whose names all become the Swift name 'AB' ('a-.b', 'a.-b', ...)
    parameters       one operation with COUNT query parameters
    discriminator    a oneOf of COUNT schemas with a discriminator mapping of each
    list-chain       COUNT schemas, each a list of the next
    allof-chain      COUNT schemas, each the next one plus a property of its own
"""
import json
import sys


def document(paths=None, schemas=None):
    return {
        "openapi": "3.0.3",
        "info": {"title": "Shapes", "version": "1"},
        "servers": [{"url": "https://api.example.com"}],
        "paths": paths or {},
        "components": {"schemas": schemas or {}},
    }


def ref(name):
    return {"$ref": "#/components/schemas/" + name}


def clashing(index):
    # 'a', then the index in binary written with '-' and '.', then 'b': distinct keys, one Swift name.
    return "a" + bin(index)[2:].replace("0", "-").replace("1", ".") + "b"


def shape(kind, count):
    ok = {"200": {"description": "ok"}}
    if kind == "missing-refs":
        return document(schemas={
            f"A{i}": {"type": "object", "properties": {"x": ref(f"Missing{i}")}} for i in range(count)})
    if kind == "one-operation-id":
        return document(paths={f"/r{i}": {"get": {"operationId": "op", "responses": ok}} for i in range(count)})
    if kind == "clashing-names":
        return document(schemas={
            clashing(i): {"type": "object", "properties": {"x": {"type": "string"}}} for i in range(count)})
    if kind == "parameters":
        parameters = [{"name": f"q{i}", "in": "query", "schema": {"type": "string"}} for i in range(count)]
        return document(paths={"/x": {"get": {"parameters": parameters, "responses": ok}}})
    if kind == "discriminator":
        schemas = {f"C{i}": {"type": "object", "properties": {"kind": {"type": "string"}, f"f{i}": {"type": "string"}}}
                   for i in range(count)}
        schemas["U"] = {"oneOf": [ref(f"C{i}") for i in range(count)],
                        "discriminator": {"propertyName": "kind",
                                          "mapping": {f"c{i}": f"#/components/schemas/C{i}" for i in range(count)}}}
        return document(schemas=schemas)
    if kind == "list-chain":
        schemas = {f"A{i}": {"type": "array", "items": ref(f"A{i + 1}")} for i in range(count)}
        schemas[f"A{count}"] = {"type": "object", "properties": {"x": {"type": "string"}}}
        return document(schemas=schemas)
    if kind == "allof-chain":
        schemas = {f"A{i}": {"allOf": [ref(f"A{i + 1}"), {"type": "object", "properties": {f"p{i}": {"type": "string"}}}]}
                   for i in range(count)}
        schemas[f"A{count}"] = {"type": "object", "properties": {"x": {"type": "string"}}}
        return document(schemas=schemas)
    sys.exit(f"unknown kind '{kind}'; see the kinds at the top of {sys.argv[0]}")


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    json.dump(shape(sys.argv[1], int(sys.argv[2])), sys.stdout)
