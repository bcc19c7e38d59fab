#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Runs a program as a child process and reports its wall time and peak resident set size.
///
/// `Foundation.Process` does not expose the child's resource usage, so this spawns with `posix_spawnp`
/// and reaps with `wait4`, whose `rusage.ru_maxrss` is the child's peak RSS (kilobytes on Linux, bytes
/// on Darwin).
enum ChildProcess {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    struct Result {
        /// The exit status, or 128 + the signal number when a signal ended it.
        var status: Int32
        var seconds: Double
        /// User + system CPU seconds: on a shared machine this varies far less than `seconds`.
        var cpuSeconds: Double
        var peakResidentBytes: Int
    }

    /// Runs `program` (looked up in `PATH` unless it holds a `/`) with `arguments`; its standard output
    /// and error go to the files `output` and `errors`. `environment` entries are added to this process's.
    static func run(_ program: String, _ arguments: [String], output: String, errors: String, environment: [String: String] = [:]) throws -> Result {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, errors, O_WRONLY | O_CREAT | O_TRUNC, 0o644)

        var variables = ProcessInfo.processInfo.environment
        variables.merge(environment) { $1 }
        let argv = Self.cStrings([program] + arguments)
        let envp = Self.cStrings(variables.map { "\($0.key)=\($0.value)" })
        defer {
            Self.free(argv)
            Self.free(envp)
        }
        let clock = ContinuousClock()
        let start = clock.now
        var pid = pid_t()
        let spawned = posix_spawnp(&pid, program, &actions, nil, argv, envp)
        guard spawned == 0 else {
            throw Failure(description: "cannot start \(program): \(String(cString: strerror(spawned)))")
        }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 {
            guard errno == EINTR else { throw Failure(description: "wait4 failed for \(program): \(String(cString: strerror(errno)))") }
        }
        let seconds = Measurement.seconds(clock.now - start)
        #if canImport(Darwin)
        let peak = Int(usage.ru_maxrss)
        #else
        let peak = Int(usage.ru_maxrss) * 1024
        #endif
        // The wait status: the low 7 bits are the signal (0 for a normal exit), the next byte the exit code.
        let signal = status & 0x7F
        let cpu = Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
            + Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
        return Result(status: signal == 0 ? (status >> 8) & 0xFF : 128 + signal, seconds: seconds, cpuSeconds: cpu, peakResidentBytes: peak)
    }

    /// A NULL-terminated C array of copies of `strings`, for `argv` and `envp`; release it with `free`.
    private static func cStrings(_ strings: [String]) -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> {
        let array = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: strings.count + 1)
        for (index, string) in strings.enumerated() { (array + index).initialize(to: strdup(string)) }
        (array + strings.count).initialize(to: nil)
        return array
    }

    private static func free(_ array: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) {
        var cursor = array
        while let string = cursor.pointee {
            #if canImport(Glibc)
            Glibc.free(string)
            #else
            Darwin.free(string)
            #endif
            cursor += 1
        }
        array.deallocate()
    }
}
