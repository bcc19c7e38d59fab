#!/usr/bin/env python3
"""A tiny HTTP server for failures httpbin cannot produce. Loopback only.

Routes:
  /ok             200 {"ok": true}
  /reset          headers + 10 of 1000 promised bytes, then a TCP reset (SO_LINGER 0)
  /truncate       Content-Length: 1000, 12 bytes, then a clean close
  /invalid-json   200 application/json with a body that is not JSON
  /empty-reply    closes the connection without sending anything
  /hang…          any path starting with /hang: never answers (until the client gives up)
  /slow?s=N       answers {"slept": N} after N seconds (default 1)
  /stall-body     headers + 10 of 1000 promised bytes, then silence until the client gives up
  /broken-chunked Transfer-Encoding: chunked with a chunk-size line that is not hex, then a close
  /html-503       503 with a text/html error page, as a proxy or load balancer sends it
  /wrong-type     200 JSON whose members have the wrong types ({"id": "seven", "name": 42})
  /envelope-error 200 {"code": 1001, "msg": "quota exceeded", "data": null}: a business failure
  /redirect-loop  302 to itself, forever
  /drip?n=N       Content-Length N, then one byte per second (default 1000 bytes)
  /big?mb=N       N MiB of zero bytes (default 100), application/octet-stream, with Content-Length
  /healthy/…      200 {"ok": true, "path": …} for any path below it: the fallback base URL of the tests
  /echo           200 {"method": …, "path": …, "contentType": …, "body": …} for any method, QUERY among them
                  (RFC 9110 lets a server take methods it knows; httpbin answers QUERY with 405)

Usage: fault_server.py [--port P] [--port-file FILE]   (port 0 picks a free one)
"""
import argparse
import json
import socket
import struct
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlparse


def wait_for_close(connection, seconds=120):
    """Blocks until the client closes the connection (recv returns b"") or `seconds` pass."""
    connection.settimeout(seconds)
    try:
        while connection.recv(1024):
            pass
    except OSError:
        pass


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *args):  # keep test output quiet
        pass

    def send_json(self, status, payload):
        body = json.dumps(payload).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def do_GET(self):
        url = urlparse(self.path)
        route = url.path
        query = parse_qs(url.query)
        if route == "/ok":
            self.send_json(200, {"ok": True})
        elif route == "/reset":
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", "1000")
            self.end_headers()
            self.wfile.write(b'{"items": [')
            self.wfile.flush()
            time.sleep(0.05)
            # SO_LINGER with timeout 0 makes close() send RST instead of FIN.
            self.connection.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
            self.connection.close()
            self.close_connection = True
        elif route == "/truncate":
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", "1000")
            self.end_headers()
            self.wfile.write(b'{"truncated"')
            self.wfile.flush()
            self.connection.shutdown(socket.SHUT_RDWR)
            self.close_connection = True
        elif route == "/invalid-json":
            body = b'{"data": [1, 2,, oops'
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)
        elif route == "/empty-reply":
            self.connection.shutdown(socket.SHUT_RDWR)
            self.close_connection = True
        elif route.startswith("/hang"):
            wait_for_close(self.connection)
            self.close_connection = True
        elif route == "/slow":
            seconds = float(query.get("s", ["1"])[0])
            time.sleep(min(seconds, 30))
            self.send_json(200, {"slept": seconds})
        elif route == "/stall-body":
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", "1000")
            self.end_headers()
            self.wfile.write(b'{"items": [')
            self.wfile.flush()
            wait_for_close(self.connection)
            self.close_connection = True
        elif route == "/broken-chunked":
            # Raw bytes: one good chunk, then a size line that is not hexadecimal.
            self.wfile.write(b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n"
                             b"Transfer-Encoding: chunked\r\n\r\n"
                             b"5\r\n{\"a\":\r\nzz-not-hex\r\n1}\r\n")
            self.wfile.flush()
            time.sleep(0.05)
            self.connection.shutdown(socket.SHUT_RDWR)
            self.close_connection = True
        elif route == "/html-503":
            body = b"<html><head><title>503 Service Unavailable</title></head><body><h1>Service Unavailable</h1></body></html>"
            self.send_response(503)
            self.send_header("Content-Type", "text/html")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)
        elif route == "/wrong-type":
            self.send_json(200, {"id": "seven", "name": 42})
        elif route == "/envelope-error":
            self.send_json(200, {"code": 1001, "msg": "quota exceeded", "data": None})
        elif route == "/redirect-loop":
            self.send_response(302)
            self.send_header("Location", "/redirect-loop")
            self.send_header("Content-Length", "0")
            self.end_headers()
        elif route == "/drip":
            total = int(query.get("n", ["1000"])[0])
            self.send_response(200)
            self.send_header("Content-Type", "application/octet-stream")
            self.send_header("Content-Length", str(total))
            self.end_headers()
            try:
                for _ in range(total):
                    self.wfile.write(b"x")
                    self.wfile.flush()
                    time.sleep(1)
            except OSError:
                pass
            self.close_connection = True
        elif route == "/big":
            megabytes = int(query.get("mb", ["100"])[0])
            chunk = bytes(1 << 20)
            self.send_response(200)
            self.send_header("Content-Type", "application/octet-stream")
            self.send_header("Content-Length", str(megabytes << 20))
            self.end_headers()
            try:
                for _ in range(megabytes):
                    self.wfile.write(chunk)
            except OSError:
                pass
            self.close_connection = True
        elif route.startswith("/healthy/"):
            self.send_json(200, {"ok": True, "path": route})
        else:
            self.send_json(404, {"error": "no route " + route})


    def do_POST(self):
        # Drain the body so the client is not blocked sending it, then route like GET.
        length = int(self.headers.get("Content-Length") or 0)
        body = self.rfile.read(length) if length else b""
        if urlparse(self.path).path == "/echo":
            self.send_json(200, {
                "method": self.command, "path": self.path, "contentType": self.headers.get("Content-Type"),
                "body": body.decode("utf-8", "replace"),
            })
            return
        self.do_GET()

    # OpenAPI 3.2's QUERY (a safe request with a body) and the others, for /echo.
    do_QUERY = do_POST
    do_PUT = do_POST
    do_PATCH = do_POST
    do_DELETE = do_POST


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--port", type=int, default=0)
    parser.add_argument("--port-file")
    args = parser.parse_args()
    server = ThreadingHTTPServer(("127.0.0.1", args.port), Handler)
    server.daemon_threads = True
    port = server.server_address[1]
    if args.port_file:
        with open(args.port_file, "w") as handle:
            handle.write(str(port))
    print(f"fault server on http://127.0.0.1:{port}", flush=True)
    server.serve_forever()


if __name__ == "__main__":
    main()
