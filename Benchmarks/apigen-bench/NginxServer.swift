#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// A real HTTP server for the runtime benchmarks: nginx on 127.0.0.1 with a throw-away
/// configuration that serves fixed files from a temp folder, started by the bench and stopped by it.
///
/// nginx is what sits in front of most APIs, so its per-request costs (parsing, headers, keep-alive)
/// are the realistic other end, unlike `LoopbackServer`, which writes prepared bytes. One worker
/// process: on a 2-core machine a second worker would only compete with the client for the cores.
final class NginxServer {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Where nginx usually lives (Debian, Homebrew on Intel and Apple silicon, source builds).
    static let candidates = ["/usr/sbin/nginx", "/usr/local/sbin/nginx", "/usr/local/bin/nginx", "/opt/homebrew/bin/nginx", "/usr/bin/nginx"]

    /// The nginx executable, or `nil` when it is not installed. `APIGEN_BENCH_NGINX` names another
    /// one (or, naming nothing executable, makes the bench behave as if nginx were missing).
    static var executable: String? {
        if let path = ProcessInfo.processInfo.environment["APIGEN_BENCH_NGINX"] {
            return FileManager.default.isExecutableFile(atPath: path) ? path : nil
        }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    let port: UInt16
    private let folder: URL
    private let process: Process

    /// Writes `files` (name → bytes) into a temp folder and starts nginx serving them under `/`.
    /// Returns when the port accepts connections.
    init(executable: String, files: [String: Data]) throws {
        let manager = FileManager.default
        folder = manager.temporaryDirectory.appendingPathComponent("apigen-bench-nginx-\(UUID().uuidString)")
        let root = folder.appendingPathComponent("root")
        // World-readable: when the bench runs as root, nginx's worker runs as `nobody`.
        try manager.createDirectory(at: root, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o755])
        try manager.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path)
        for (name, data) in files {
            try data.write(to: root.appendingPathComponent(name))
        }
        port = try Self.freePort()
        let configuration = """
            worker_processes 1;
            daemon off;
            pid \(folder.path)/nginx.pid;
            error_log \(folder.path)/error.log warn;
            events { worker_connections 256; }
            http {
                access_log off;
                default_type application/json;
                keepalive_requests 1000000;
                keepalive_timeout 120s;
                client_body_temp_path \(folder.path)/body;
                proxy_temp_path \(folder.path)/proxy;
                fastcgi_temp_path \(folder.path)/fastcgi;
                uwsgi_temp_path \(folder.path)/uwsgi;
                scgi_temp_path \(folder.path)/scgi;
                server {
                    listen 127.0.0.1:\(port);
                    root \(root.path);
                    location / { try_files $uri =404; }
                }
            }

            """
        let configurationFile = folder.appendingPathComponent("nginx.conf")
        try Data(configuration.utf8).write(to: configurationFile)
        process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        // -e: the startup error log (before the configuration is read) goes to the temp folder too.
        process.arguments = ["-p", folder.path, "-c", configurationFile.path, "-e", folder.appendingPathComponent("error.log").path]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        do {
            try waitUntilListening()
        } catch {
            stop()
            throw error
        }
    }

    var baseURL: URL {
        URL(string: "http://127.0.0.1:\(port)") ?? URL(fileURLWithPath: "/")
    }

    /// Stops nginx (SIGTERM: fast shutdown of master and worker) and removes the temp folder.
    func stop() {
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
        try? FileManager.default.removeItem(at: folder)
    }

    private func waitUntilListening() throws {
        for _ in 0..<200 {
            guard process.isRunning else {
                let log = (try? String(contentsOf: folder.appendingPathComponent("error.log"), encoding: .utf8)) ?? ""
                throw Failure(description: "nginx exited at startup: \(log)")
            }
            if Self.canConnect(port: port) { return }
            usleep(25_000)
        }
        throw Failure(description: "nginx did not listen on 127.0.0.1:\(port) within 5 s")
    }

    /// A port the kernel considers free right now (bound to port 0, read back, released).
    static func freePort() throws -> UInt16 {
        let server = try LoopbackServer(body: [])
        let port = server.port
        server.stop()
        return port
    }

    static func canConnect(port: UInt16) -> Bool {
        #if canImport(Glibc)
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let fd = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        let size = socklen_t(MemoryLayout<sockaddr_in>.size)
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, size) }
        } == 0
    }
}
