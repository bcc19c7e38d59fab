/// Process exit codes, following BSD `sysexits.h` where one fits.
enum ExitCode: Int32, Sendable {
    /// Success.
    case success = 0
    /// `--check` found generated files that are out of date.
    case outOfDate = 1
    /// The command line was wrong (EX_USAGE).
    case usage = 64
    /// The input had errors: a spec, a template, a data file (EX_DATAERR).
    case dataError = 65
    /// An input path does not exist or cannot be read (EX_NOINPUT).
    case noInput = 66
    /// A bug or an unexpected failure, e.g. the output could not be written (EX_SOFTWARE).
    case internalError = 70
    /// An output file or folder could not be created or written (EX_CANTCREAT).
    case cannotCreate = 73

    /// `diff` found a change at or above `--fail-on` (the same status as `--check`'s stale files).
    static var changesFound: ExitCode { .outOfDate }
}
