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
            # Wait until the client closes the connection (recv returns b"") or 120 s pass.
            self.connection.settimeout(120)
            try:
                self.connection.recv(1)
            except OSError:
                pass
            self.close_connection = True
        elif route == "/slow":
            seconds = float(parse_qs(url.query).get("s", ["1"])[0])
            time.sleep(min(seconds, 30))
            self.send_json(200, {"slept": seconds})
        else:
            self.send_json(404, {"error": "no route " + route})


    def do_POST(self):
        # Drain the body so the client is not blocked sending it, then route like GET.
        length = int(self.headers.get("Content-Length") or 0)
        if length:
            self.rfile.read(length)
        self.do_GET()


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
