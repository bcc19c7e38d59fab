#!/usr/bin/env bash
# Starts / stops the servers of the integration tests, on 127.0.0.1 only:
#   httpbin (PyPI `httpbin`, run by `gunicorn`) and Tests/Support/fault_server.py.
# `start` creates or reuses the venv .build/test-venv, picks free ports, waits until both answer
# and writes .build/test-servers.env (source it before `swift test`). `stop` kills them by pid file.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
BUILD="$ROOT/.build"
VENV="$BUILD/test-venv"
RUN="$BUILD/test-servers"
ENV_FILE="$BUILD/test-servers.env"
PYTHON="${PYTHON:-python3}"

log() { echo "servers.sh: $*" >&2; }

ensure_venv() {
    local requirements="$ROOT/Tests/Support/requirements.txt"
    if [ -x "$VENV/bin/gunicorn" ] && cmp -s "$requirements" "$VENV/requirements.txt" 2>/dev/null; then
        return 0  # Reused: no network needed.
    fi
    log "creating $VENV (pip install -r Tests/Support/requirements.txt: httpbin, gunicorn, jsonschema)"
    "$PYTHON" -m venv "$VENV"
    "$VENV/bin/pip" install --quiet --disable-pip-version-check -r "$requirements"
    cp "$requirements" "$VENV/requirements.txt"
}

free_port() {
    "$VENV/bin/python" -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1]); s.close()'
}

wait_until_answering() {  # url name
    for _ in $(seq 1 150); do
        if "$VENV/bin/python" -c 'import sys, urllib.request; urllib.request.urlopen(sys.argv[1], timeout=1)' "$1" 2>/dev/null; then
            return 0
        fi
        sleep 0.1
    done
    log "$2 did not answer at $1; see $RUN/$2.log"
    return 1
}

stop_one() {  # name
    local pid_file="$RUN/$1.pid"
    [ -f "$pid_file" ] || return 0
    local pid
    pid="$(cat "$pid_file")"
    if [ -n "$pid" ] && kill -0 "$pid" 2>/dev/null; then
        kill "$pid" 2>/dev/null || true
        for _ in $(seq 1 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
        kill -0 "$pid" 2>/dev/null && kill -9 "$pid" 2>/dev/null || true
    fi
    rm -f "$pid_file"
}

start() {
    stop
    ensure_venv
    mkdir -p "$RUN"
    local httpbin_port fault_port
    httpbin_port="$(free_port)"
    fault_port="$(free_port)"
    # gthread workers: /delay and /drip block a thread each, so several tests can run at once.
    "$VENV/bin/gunicorn" --bind "127.0.0.1:$httpbin_port" --worker-class gthread --threads 16 --workers 1 \
        --timeout 120 httpbin:app >"$RUN/httpbin.log" 2>&1 &
    echo $! >"$RUN/httpbin.pid"
    "$VENV/bin/python" "$ROOT/Tests/Support/fault_server.py" --port "$fault_port" >"$RUN/fault.log" 2>&1 &
    echo $! >"$RUN/fault.pid"
    wait_until_answering "http://127.0.0.1:$httpbin_port/get" httpbin || { stop; return 1; }
    wait_until_answering "http://127.0.0.1:$fault_port/ok" fault || { stop; return 1; }
    cat >"$ENV_FILE" <<ENV
export APIGEN_HTTPBIN_URL=http://127.0.0.1:$httpbin_port
export APIGEN_FAULT_URL=http://127.0.0.1:$fault_port
ENV
    log "httpbin on :$httpbin_port, fault server on :$fault_port; wrote $ENV_FILE"
}

stop() {
    stop_one httpbin
    stop_one fault
    rm -f "$ENV_FILE"
}

case "${1:-}" in
    start) start ;;
    stop) stop ;;
    *) echo "usage: $0 start|stop" >&2; exit 64 ;;
esac
