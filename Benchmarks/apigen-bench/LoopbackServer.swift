#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Synchronization

/// A minimal HTTP/1.1 keep-alive server on 127.0.0.1 that answers every request with the same
/// canned response.
///
/// It does as little as possible per request (find the end of the head, skip a
/// `Content-Length` body, write prepared bytes), so that client-side costs dominate what the
/// runtime benchmarks measure. One thread per connection; it is a benchmark fixture, not a server.
final class LoopbackServer: Sendable {
    struct StartError: Error, CustomStringConvertible {
        let description: String
    }

    /// The port the kernel assigned.
    let port: UInt16
    private let listener: Int32
    private let response: [UInt8]
    private let stopped = Atomic<Bool>(false)

    /// Listens on an ephemeral loopback port; call `start()` to accept connections.
    init(body: [UInt8], contentType: String = "application/json") throws {
        let head = "HTTP/1.1 200 OK\r\nContent-Type: \(contentType)\r\nContent-Length: \(body.count)\r\n"
            + "Connection: keep-alive\r\n\r\n"
        response = Array(head.utf8) + body
        #if canImport(Glibc)
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let fd = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard fd >= 0 else { throw StartError(description: "socket() failed: errno \(errno)") }
        var reuse: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        let size = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, size) }
        }
        guard bound == 0, listen(fd, 128) == 0 else {
            close(fd)
            throw StartError(description: "bind/listen on 127.0.0.1 failed: errno \(errno)")
        }
        var actual = sockaddr_in()
        var actualSize = size
        _ = withUnsafeMutablePointer(to: &actual) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &actualSize) }
        }
        listener = fd
        port = UInt16(bigEndian: actual.sin_port)
    }

    var baseURL: URL {
        URL(string: "http://127.0.0.1:\(port)") ?? URL(fileURLWithPath: "/")
    }

    /// Accepts connections on a background thread until `stop()`.
    func start() {
        let thread = Thread { [self] in acceptLoop() }
        thread.start()
    }

    /// Stops accepting; open connections end when their clients close them.
    func stop() {
        guard !stopped.exchange(true, ordering: .sequentiallyConsistent) else { return }
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
    }

    private func acceptLoop() {
        while !stopped.load(ordering: .relaxed) {
            let connection = accept(listener, nil, nil)
            if connection < 0 {
                if errno == EINTR { continue }
                return
            }
            var noDelay: Int32 = 1
            setsockopt(connection, Int32(IPPROTO_TCP), TCP_NODELAY, &noDelay, socklen_t(MemoryLayout<Int32>.size))
            let thread = Thread { [self] in serve(connection) }
            thread.start()
        }
    }

    /// Answers requests on one connection until the client closes it.
    private func serve(_ connection: Int32) {
        defer { close(connection) }
        var buffer: [UInt8] = []
        buffer.reserveCapacity(16_384)
        var chunk = [UInt8](repeating: 0, count: 16_384)
        while true {
            // Answer every complete request already buffered (pipelining costs nothing extra).
            while let consumed = Self.requestLength(in: buffer) {
                buffer.removeFirst(consumed)
                guard write(response, to: connection) else { return }
            }
            let count = chunk.withUnsafeMutableBytes { read(connection, $0.baseAddress, $0.count) }
            if count <= 0 {
                if count < 0, errno == EINTR { continue }
                return
            }
            buffer.append(contentsOf: chunk[0..<count])
        }
    }

    private func write(_ bytes: [UInt8], to connection: Int32) -> Bool {
        var offset = 0
        while offset < bytes.count {
            #if canImport(Glibc)
            let flags = Int32(MSG_NOSIGNAL)
            #else
            let flags: Int32 = 0
            #endif
            let sent = bytes.withUnsafeBytes { send(connection, $0.baseAddress.map { $0 + offset }, bytes.count - offset, flags) }
            if sent < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += sent
        }
        return true
    }

    /// The length of the first complete request (head plus `Content-Length` body) in `buffer`.
    static func requestLength(in buffer: [UInt8]) -> Int? {
        guard buffer.count >= 4 else { return nil }
        var end = -1
        var index = 3
        while index < buffer.count {
            if buffer[index] == 0x0A, buffer[index - 1] == 0x0D, buffer[index - 2] == 0x0A, buffer[index - 3] == 0x0D {
                end = index + 1
                break
            }
            index += 1
        }
        guard end > 0 else { return nil }
        let total = end + contentLength(in: buffer[0..<end])
        return buffer.count >= total ? total : nil
    }

    /// The `Content-Length` of a request head, 0 when absent.
    static func contentLength(in head: ArraySlice<UInt8>) -> Int {
        let name = Array("content-length:".utf8)
        var lineStart = head.startIndex
        while lineStart < head.endIndex {
            var lineEnd = lineStart
            while lineEnd < head.endIndex, head[lineEnd] != 0x0A { lineEnd += 1 }
            if lineEnd - lineStart > name.count {
                var matches = true
                for offset in 0..<name.count {
                    let byte = head[lineStart + offset]
                    let lowered = byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte
                    if lowered != name[offset] { matches = false; break }
                }
                if matches {
                    var value = 0
                    for byte in head[(lineStart + name.count)..<lineEnd] where byte >= 0x30 && byte <= 0x39 {
                        value = value * 10 + Int(byte - 0x30)
                    }
                    return value
                }
            }
            lineStart = lineEnd + 1
        }
        return 0
    }
}
