/// The option tables of every command. Parsing, `--help` and usage errors all come from here.
enum Commands {
    static let generate = CommandSpec(
        path: ["generate"],
        usage: "apigen [generate] <spec-or-folder>... --output <dir> [options]",
        summary: "Generate Swift clients from API specs.",
        discussion: """
            Folders are searched (recursively, in name order) for .yaml, .yml and .json specs; folders named \
            'Stubs' and apigen.json/apigen.yaml config files are skipped. Only files whose bytes change are \
            written; files that carry the apigen header and are no longer produced are removed; other files \
            are never touched.
            """,
        positionals: 1...Int.max,
        options: [
            .value("--output", short: "-o", "dir", help: "The folder to write generated Swift into."),
            .value("--access", "level", choices: ["public", "package", "internal"], help: "Access level of generated declarations. Default: public."),
            .value("--templates", "dir", help: "A folder of .mustache templates that replace the defaults of the same name."),
            .flag("--single-file", help: "Write one file per spec (<SpecName>.swift) instead of one file per type."),
            .value("--parts", "n", help: "With --single-file or --output-file: spread each spec over n files (<SpecName>.swift and <SpecName>+Part1…), so the compiler can use every core. Default: 1."),
            .flag("--no-hashable", help: "Models and unions conform to Codable and Sendable only, not Hashable: most of what makes a large client build slower than plain Codable types."),
            .value("--styles", "list", help: "The service methods' calling styles, comma-separated: async, completion, delegate. Default: all three; 'async' alone compiles fastest."),
            .flag("--check", help: "Write nothing; exit 1 and list the files that would be added, changed or removed."),
            .flag("--dry-run", help: "Write nothing; print what would be written and removed."),
            .flag("--quiet", short: "-q", help: "Print only warnings and errors."),
            .value("--config", "file", help: "An apigen.json/apigen.yaml with access, templates, output, singleFile, hashable, styles, openapi and filter."),
            .value("--output-file", "file", help: "Single-file mode for one spec, written to exactly this path (used by the build plugin)."),
            .value("--filter-scope", "spec", help: "Another spec the filter applies to in a run of its own: entries that match there are no mistake here (used by the build plugin). Repeatable."),
        ] + FilterOptions.options
    )

    static let validate = CommandSpec(
        path: ["validate"],
        usage: "apigen validate <spec-or-folder>...",
        summary: "Check specs and report every problem, compiler-style.",
        discussion: "Exit status: 0 when every spec is valid (warnings allowed), 65 when any has errors.",
        positionals: 1...Int.max,
        options: []
    )

    static let convert = CommandSpec(
        path: ["convert"],
        usage: "apigen convert <file> --to json|yaml",
        summary: "Print a JSON or YAML document, as apigen read it, in the other format.",
        discussion: "Use it to check how a YAML file was understood: quoting, numbers, booleans, nulls.",
        positionals: 1...1,
        options: [
            .value("--to", "format", choices: ["json", "yaml"], help: "The output format."),
        ]
    )

    static let importSpec = CommandSpec(
        path: ["import"],
        usage: "apigen import <openapi-document> [-o <file>] [--service <name>]",
        summary: "Write the native spec equivalent to an OpenAPI document.",
        discussion: """
            Reads an OpenAPI 3.0/3.1 or Swagger 2.0 document (YAML or JSON) and writes the apigen spec that means \
            the same, as YAML: to standard output, or to the file given with -o. The spec is yours from then on: \
            edit it and generate from it. -o never replaces a file that 'apigen import' did not write (one that \
            begins with '# Imported by apigen from'). Exit status: 65 when the document is not OpenAPI or has \
            errors, 66 when it is missing, 73 when the output file may not or cannot be written.
            """,
        positionals: 1...1,
        options: [
            .value("--output", short: "-o", "file", help: "Write the spec to this file instead of standard output."),
            .value("--service", "name", help: "The service name when the document has no 'x-apigen-service'. Default: from the file name."),
        ]
    )

    static let schema = CommandSpec(
        path: ["schema"],
        usage: "apigen schema [-o <file>]",
        summary: "Print the JSON Schema of the spec format, for editor completion and checks.",
        discussion: """
            A JSON Schema (draft 2020-12) of the native spec format: editors that use it (yaml-language-server, \
            VS Code) complete keys, describe them on hover and flag unknown keys and wrong value types as you type. \
            The repository keeps a copy in docs/apigen-spec.schema.json; see the README's 'Editor support'.
            """,
        positionals: 0...0,
        options: [
            .value("--output", short: "-o", "file", help: "Write the schema to this file instead of standard output."),
        ]
    )

    static let diff = CommandSpec(
        path: ["diff"],
        usage: "apigen diff <old> <new> [--format text|markdown|json] [--fail-on breaking|any|none] [--config <file>] [filter options]",
        summary: "Report what a new version of a spec changes in the generated Swift API and on the wire.",
        discussion: """
            <old> and <new> are specs or OpenAPI documents, or folders of them (matched by service name). Both go \
            through the code model, so reordered keys, comments and YAML written as JSON report nothing. Each change \
            is 'breaking for callers' (Swift written against the old client stops compiling or changes meaning), \
            'breaking on the wire' (it compiles, but server and app disagree) or 'compatible'. Exit status: 0 when \
            nothing at or above --fail-on was found, 1 otherwise, 65 when a side has errors, 66 when one is missing.
            """,
        positionals: 2...2,
        options: [
            .value("--format", "format", choices: ["text", "markdown", "json"], help: "The report format. Default: text."),
            .value("--fail-on", "level", choices: ["breaking", "any", "none"], help: "The changes that make the exit status 1. Default: breaking."),
            .value("--config", "file", help: "An apigen.json/apigen.yaml whose 'openapi' settings and 'filter' apply to both sides."),
        ] + FilterOptions.options
    )

    static let list = CommandSpec(
        path: ["list"],
        usage: "apigen list <spec-or-folder>... [--tags] [--format text|json] [--config <file>] [filter options]",
        summary: "List the operations (or tags) of specs and OpenAPI documents, to choose a filter from.",
        discussion: """
            One line per operation: method, path, the generated method's name, tags, how many models a client of \
            that operation alone has, and 'deprecated'. Any of the name, the operationId, a tag or the path can go \
            into a filter ('--operation', '--tag', '--path', or 'filter:' in a config). --format json prints an \
            array of objects with name, operationId (when the document has one), method, path, tags, deprecated, \
            models, summary and service. With a config's 'filter:' or filter options, only the operations the \
            filter keeps are listed (and the text ends with how many it keeps of how many), so a filter can be \
            tried before generating. Exit status: 65 when a document or the filter has errors, 66 when one is missing.
            """,
        positionals: 1...Int.max,
        options: [
            .flag("--tags", help: "List the tags with the number of operations of each instead."),
            .value("--format", "format", choices: ["text", "json"], help: "The output format. Default: text."),
            .value("--config", "file", help: "An apigen.json/apigen.yaml whose 'openapi' settings apply when reading documents, and whose 'filter' chooses the operations listed."),
        ] + FilterOptions.options
    )

    static let templateRender = CommandSpec(
        path: ["template", "render"],
        usage: "apigen template render <file> --data <data.json> [--partials <dir>]",
        summary: "Render a Mustache template with a JSON context, to standard output exactly.",
        discussion: "Partials are loaded from <dir>/<name>.mustache. Exit status 65 on a bad template or data file.",
        positionals: 1...1,
        options: [
            .value("--data", "file", help: "A JSON file used as the template's context."),
            .value("--partials", "dir", help: "A folder of <name>.mustache partials."),
        ]
    )

    static let templateList = CommandSpec(
        path: ["template", "list"],
        usage: "apigen template list [--templates <dir>]",
        summary: "List the templates code generation uses.",
        positionals: 0...0,
        options: [
            .value("--templates", "dir", help: "Show which templates this override folder replaces."),
        ]
    )

    static let templateShow = CommandSpec(
        path: ["template", "show"],
        usage: "apigen template show <name> [--templates <dir>]",
        summary: "Print a template, to start an override from.",
        positionals: 1...1,
        options: [
            .value("--templates", "dir", help: "Print the template as overridden by this folder."),
        ]
    )

    static let all = [generate, validate, list, convert, importSpec, diff, schema, templateRender, templateList, templateShow]

    static let overview = """
        OVERVIEW: apigen \u{2014} generate typed Swift clients from API specs.

        USAGE: apigen <spec-or-folder>... --output <dir> [options]
               apigen <command> [options]

        COMMANDS:
          generate          Generate Swift clients (the default command).
          validate          Check specs and report every problem.
          list              List the operations of specs and documents, to filter.
          convert           Print a JSON/YAML document in the other format.
          import            Write the native spec for an OpenAPI document.
          diff              Report what a new spec version changes in the generated API.
          schema            Print the JSON Schema of the spec format.
          template render   Render a Mustache template with JSON data.
          template list     List the templates code generation uses.
          template show     Print a template, to start an override from.

        OPTIONS:
          -h, --help        Show help. 'apigen <command> --help' shows a command's options.
          --version         Show the version.

        EXIT STATUS: 0 ok, 1 --check found stale files or diff found changes, 64 usage error, 65 invalid input,
                     66 missing input, 70 internal error, 73 output not writable.

        """
}
