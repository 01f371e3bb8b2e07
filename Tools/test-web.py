#!/usr/bin/env python3
"""End-to-end tests of the daemon's web side (issue 25, Docs/DAEMON.md "Web kiosks").

`tactile run` plays Traces/generated/web-kiosk-session.yaml through the real libevdev path
under umockdev, with its WebSocket server on, while this script:

- **security**: connects good clients (/events twice, /inspect), then bad ones: no token,
  a wrong token, a foreign Origin, a client that never reads, and a flood of 1,000 TCP
  connections; checks each bad one gets its refusal (401, 403, closed) and that the good
  ones still receive every gesture line, exactly the lines `tactile replay` prints for the
  same recording;
- **record**: fetches /record and replays it: the same gestures;
- **metrics**: fetches /metrics (`web.metrics: true`) and parses it with prometheus_client's
  text-format parser: gestures per kind as replay counts them, the slow reader's dropped
  lines, device notices, aggregate labels only (needs python3-prometheus-client);
- **touch** (needs Chromium; skipped with a message without it): Tools/replay-in-browser.py
  plays a generated two-finger pinch and a recorded two-finger scroll (EP0430M09) into a page
  that logs touch events, and checks that every finger arrives with the recorded coordinates,
  in the recorded order; then a generated mouse's moves, left/right/middle clicks and wheel
  into a page that logs mouse events: every button with its position, the wheel's detents;
- **browser** (needs Chromium; skipped with a message without it): headless Chromium loads
  the example page and the inspector while the recording plays, and checks the DOM events
  the page received (element taps on its buttons, pinch/rotate/pan on its map) and what the
  inspector drew; screenshots go to the artifacts folder (not committed).

Usage: Tools/test-web.py [--tactile PATH] [--artifacts DIR] [--only security|touch|browser]
Exit status 0 when every test passed or was skipped (a skip says why), 1 on a failure.
"""
import argparse
import base64
import json
import os
import re
import resource
import shutil
import socket
import struct
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from chromium import Browser, find_chromium  # noqa: E402 - the Tools folder first

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TRACE = os.path.join(ROOT, "Traces/generated/web-kiosk-session.yaml")
LAYOUT = os.path.join(ROOT, "Docs/examples/web-kiosk-layout.json")
MOUSE_TRACE = os.path.join(ROOT, "Traces/generated/mouse-1000dpi.yaml")
REAL_TRACE = os.path.join(ROOT, "Traces/real/yaml/EP0430M09.2-finger-scroll-down.yaml")
TOKEN = "kiosk-test-token-0123456789"
FAILURES = []


def check(condition, message):
    print(("  ok    " if condition else "  FAIL  ") + message, flush=True)
    if not condition:
        FAILURES.append(message)
    return condition


# ---------------------------------------------------------------------------------------------
# A minimal WebSocket client (RFC 6455) for the tests: handshake, masked client frames,
# unmasked server frames. The server side is SwiftNIO's.

class WebSocketClient:
    def __init__(self, port, path, origin=None, headers=None, receive_buffer=None, read=True, host=None):
        self.sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        if receive_buffer:
            self.sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, receive_buffer)
        self.sock.settimeout(10)
        self.sock.connect(("127.0.0.1", port))
        key = base64.b64encode(os.urandom(16)).decode()
        request = [f"GET {path} HTTP/1.1", f"Host: {host or f'127.0.0.1:{port}'}", "Upgrade: websocket", "Connection: Upgrade",
                   f"Sec-WebSocket-Key: {key}", "Sec-WebSocket-Version: 13"]
        if origin:
            request.append(f"Origin: {origin}")
        for name, value in (headers or {}).items():
            request.append(f"{name}: {value}")
        self.sock.sendall(("\r\n".join(request) + "\r\n\r\n").encode())
        self.buffer = b""
        self.status = self._read_status()
        self.lines = []
        self.closed = False
        self.close_code = None
        self.thread = None
        if self.status == 101 and read:
            self.thread = threading.Thread(target=self._read_messages, daemon=True)
            self.thread.start()

    def _read_status(self):
        while b"\r\n\r\n" not in self.buffer:
            try:
                chunk = self.sock.recv(4096)
            except OSError:
                return None
            if not chunk:
                return None
            self.buffer += chunk
        head, self.buffer = self.buffer.split(b"\r\n\r\n", 1)
        self.response = head.decode(errors="replace")
        match = re.match(r"HTTP/1\.1 (\d+)", self.response)
        return int(match.group(1)) if match else None

    def _need(self, n):
        while len(self.buffer) < n:
            chunk = self.sock.recv(65536)
            if not chunk:
                raise EOFError
            self.buffer += chunk
        data, self.buffer = self.buffer[:n], self.buffer[n:]
        return data

    def _read_messages(self):
        self.sock.settimeout(None)
        try:
            while True:
                first, second = self._need(2)
                opcode, length = first & 0x0F, second & 0x7F
                if length == 126:
                    length = struct.unpack(">H", self._need(2))[0]
                elif length == 127:
                    length = struct.unpack(">Q", self._need(8))[0]
                payload = self._need(length)
                if opcode == 0x1:
                    self.lines.append(payload.decode())
                elif opcode == 0x8:
                    self.close_code = struct.unpack(">H", payload[:2])[0] if len(payload) >= 2 else None
                    break
        except (EOFError, OSError):
            pass
        self.closed = True

    def wait_for(self, predicate, timeout):
        deadline = time.time() + timeout
        while time.time() < deadline:
            if predicate(self.lines):
                return True
            if self.closed:
                return predicate(self.lines)
            time.sleep(0.05)
        return predicate(self.lines)

    def close(self):
        try:
            # A masked close frame (code 1000), then the socket.
            mask = os.urandom(4)
            payload = bytes(b ^ mask[i % 4] for i, b in enumerate(struct.pack(">H", 1000)))
            self.sock.sendall(bytes([0x88, 0x80 | 2]) + mask + payload)
        except OSError:
            pass
        self.sock.close()


# ---------------------------------------------------------------------------------------------
# The daemon under umockdev

class Daemon:
    def __init__(self, tactile, directory, config, lead_in, trace=TRACE):
        prefix = os.path.join(directory, "dev")
        line = subprocess.run([tactile, "umockdev", trace, "-o", prefix, "--lead-in", str(lead_in)],
                              check=True, capture_output=True, text=True).stdout.strip()
        umockdev = line.split(" -- ")[0].split()
        self.tactile = tactile
        config_path = self.config_path = os.path.join(directory, "tactile.yaml")
        with open(config_path, "w") as f:
            f.write(config)
        self.stderr_lines = []
        self.process = subprocess.Popen(
            ["timeout", "-k", "5", "90"] + umockdev + ["--", tactile, "run", "/dev/input/event10", "--config", config_path],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=directory)
        self.stdout_lines = []
        threading.Thread(target=self._pump, args=(self.process.stderr, self.stderr_lines), daemon=True).start()
        threading.Thread(target=self._pump, args=(self.process.stdout, self.stdout_lines), daemon=True).start()
        self.port = None
        deadline = time.time() + 20
        while time.time() < deadline and self.port is None:
            for text in list(self.stderr_lines):
                match = re.search(r"serving http://127\.0\.0\.1:(\d+)/events", text)
                if match:
                    self.port = int(match.group(1))
            if self.process.poll() is not None:
                break
            time.sleep(0.05)
        if self.port is None:
            raise RuntimeError("the daemon did not start its web server:\n" + "".join(self.stderr_lines))

    @staticmethod
    def _pump(stream, lines):
        for line in stream:
            lines.append(line)

    def stop(self):
        """SIGTERM to tactile itself (not to the timeout and umockdev-run wrappers); its status."""
        # Anchored: the timeout and umockdev-run command lines contain the same words.
        found = subprocess.run(["pgrep", "-f", "^" + re.escape(f"{self.tactile} run /dev/input/event10 --config {self.config_path}")],
                               capture_output=True, text=True).stdout.split()
        for pid in found:
            os.kill(int(pid), 15)
        if not found:
            self.process.terminate()
        try:
            return self.process.wait(timeout=15)
        except subprocess.TimeoutExpired:
            self.process.kill()
            return None

    def get(self, path, headers=None):
        request = urllib.request.Request(f"http://127.0.0.1:{self.port}{path}", headers=headers or {})
        try:
            with urllib.request.urlopen(request, timeout=10) as response:
                return response.status, response.read()
        except urllib.error.HTTPError as error:
            return error.code, error.read()


def replay_gestures(tactile, trace, layout_config):
    """The gesture and element-tap lines `tactile replay` prints for `trace`, without t and device."""
    out = subprocess.run([tactile, "replay", "--json", "--config", layout_config, trace],
                         check=True, capture_output=True, text=True).stdout
    return [comparable(line) for line in out.splitlines() if is_gesture(line)]


def is_gesture(line):
    return '"gesture":' in line or '"event":"tap"' in line


def comparable(line):
    """A gesture line without its time and device name (live and replay differ only there)."""
    obj = json.loads(line)
    obj.pop("t", None)
    obj.pop("device", None)
    return json.dumps(obj, sort_keys=True)


def config_text(port_line, extra=""):
    return (f"screen: {{width: 1920, height: 1080, scale: 1}}\n"
            f"layout: {LAYOUT}\n"
            f"output: {{stdout: false}}\n"
            f"web:\n  listen: {port_line}\n{extra}")


# ---------------------------------------------------------------------------------------------

def check_metrics(daemon, expected, dropped):
    """/metrics in the Prometheus text format: what the session did, in aggregate only."""
    try:
        from prometheus_client.parser import text_string_to_metric_families
    except ImportError:
        print("  skip  /metrics: python3-prometheus-client is missing (Tools/ensure-deps.sh test installs it)")
        return
    status, _ = daemon.get("/metrics")
    check(status == 401, f"/metrics without the token: 401 ({status})")
    status, body = daemon.get("/metrics", headers={"Authorization": f"Bearer {TOKEN}"})
    check(status == 200, f"/metrics with the token: 200 ({status})")
    try:
        families = {f.name: f for f in text_string_to_metric_families(body.decode("utf-8"))}
    except Exception as error:  # noqa: BLE001 - a parse failure is the test's failure
        check(False, f"/metrics parses as the Prometheus text format ({error})")
        return
    check(True, f"/metrics parses as the Prometheus text format ({len(families)} families)")

    def value(family, sample_name, **labels):
        return sum(s.value for s in families[family].samples if s.name == sample_name
                   and all(s.labels.get(k) == v for k, v in labels.items())) if family in families else -1

    replayed = {}
    for line in expected:
        obj = json.loads(line)
        if obj.get("phase") in ("began", "recognized"):
            replayed[obj["gesture"]] = replayed.get(obj["gesture"], 0) + 1
    for kind in sorted(set(replayed) | {"tap", "pan", "pinch"}):
        got = value("tactile_gestures_recognized", "tactile_gestures_recognized_total", kind=kind)
        check(got == replayed.get(kind, 0), f"/metrics: {kind} recognized {got} times, as replay ({replayed.get(kind, 0)})")
    timed = value("tactile_gesture_recognition_seconds", "tactile_gesture_recognition_seconds_count")
    check(timed == sum(replayed.values()), f"/metrics: a time to recognition for every recognized gesture ({timed})")
    web_dropped = value("tactile_lines_dropped", "tactile_lines_dropped_total", transport="web")
    check(web_dropped == dropped, f"/metrics: the {dropped} lines announced to the slow reader as dropped ({web_dropped})")
    check(value("tactile_device_notices", "tactile_device_notices_total", notice="added") >= 1, "/metrics: the device notice")
    labels = {k for f in families.values() for s in f.samples for k in s.labels}
    check(labels <= {"kind", "transport", "notice", "decision", "le"}, f"/metrics: aggregate labels only ({sorted(labels)})")


def check_capture(tactile, daemon, directory, expected):
    """POST /capture (the inspector's Capture button): a field capture that is a passing `tactile test` case."""
    request = urllib.request.Request(f"http://127.0.0.1:{daemon.port}/capture", method="POST", data=b"")
    try:
        urllib.request.urlopen(request, timeout=10)
        status = 200
    except urllib.error.HTTPError as error:
        status = error.code
    check(status == 401, f"POST /capture without the token: 401 ({status})")
    request = urllib.request.Request(f"http://127.0.0.1:{daemon.port}/capture", method="POST", data=b"",
                                     headers={"Authorization": f"Bearer {TOKEN}"})
    with urllib.request.urlopen(request, timeout=30) as response:
        status, message = response.status, response.read().decode()
    check(status == 200 and "captured" in message, f"POST /capture writes a field capture ({status}: {message.strip()})")
    captures = os.path.join(directory, "captures")
    names = sorted(os.listdir(captures)) if os.path.isdir(captures) else []
    trace = next((os.path.join(captures, n) for n in names if n.endswith("-http.yaml")), None)
    config = next((os.path.join(captures, n) for n in names if n.endswith("-http.config.yaml")), None)
    check(trace is not None and config is not None, f"the capture and its configuration are in the directory ({names})")
    if trace and config:
        result = subprocess.run([tactile, "test", "--config", config, trace], capture_output=True, text=True)
        check(result.returncode == 0 and "PASS" in result.stdout,
              f"the capture is a passing tactile test case: replay gives the gestures reported live ({result.stdout.strip()[:160]})")


def test_security(tactile, directory):
    print("web security: good clients, bad clients, a flood, under umockdev")
    layout_config = os.path.join(directory, "layout.yaml")
    with open(layout_config, "w") as f:
        f.write(f"screen: {{width: 1920, height: 1080, scale: 1}}\nlayout: {LAYOUT}\n")
    expected = replay_gestures(tactile, TRACE, layout_config)
    check(len(expected) >= 10, f"replay gives the session's gesture lines ({len(expected)})")

    daemon = Daemon(tactile, directory, config_text("127.0.0.1:0",
                    f"  token: {TOKEN}\n  maxClients: 8\n  queueLimit: {{bytes: 4096}}\n  metrics: true\n"
                    f"capture: {{directory: {os.path.join(directory, 'captures')}, seconds: 120, triggers: [http]}}\n"), lead_in=4)
    try:
        port = daemon.port
        own = f"http://127.0.0.1:{port}"
        good = [WebSocketClient(port, f"/events?token={TOKEN}", origin=own),
                WebSocketClient(port, "/events", headers={"Authorization": f"Bearer {TOKEN}"})]
        inspector = WebSocketClient(port, f"/inspect?token={TOKEN}", origin=own)
        check(all(c.status == 101 for c in good + [inspector]), "good clients upgrade (token in the query or a Bearer header)")

        no_token = WebSocketClient(port, "/events", origin=own)
        check(no_token.status == 401, f"no token: 401 ({no_token.status})")
        wrong = WebSocketClient(port, "/events?token=wrong-token-wrong-token", origin=own)
        check(wrong.status == 401, f"wrong token: 401 ({wrong.status})")
        foreign = WebSocketClient(port, f"/events?token={TOKEN}", origin="http://evil.example")
        check(foreign.status == 403, f"foreign origin: 403 ({foreign.status})")
        rebound = WebSocketClient(port, f"/events?token={TOKEN}", origin=f"http://evil.example:{port}", host=f"evil.example:{port}")
        check(rebound.status == 403, f"DNS rebinding (Host and Origin evil.example): 403 ({rebound.status})")
        record_status, _ = daemon.get("/record")
        check(record_status == 401, f"/record without the token: 401 ({record_status})")
        page_status, page = daemon.get("/example")
        check(page_status == 200 and b"tactile.js" in page, "the example page is served without a token")
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/tactile.js", timeout=10) as response:
            check(response.headers.get("Access-Control-Allow-Origin") == "*" and b"export function connect" in response.read(),
                  "tactile.js can be imported by a page from any origin (CORS)")

        # A client that never reads, with a tiny receive buffer: its queue overflows (4 KiB).
        slow = WebSocketClient(port, f"/inspect?token={TOKEN}", origin=own, receive_buffer=1024, read=False)
        check(slow.status == 101, "a client that never reads connects")

        # The flood: 1,000 connections that never send a request; the budget closes most at once.
        soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
        resource.setrlimit(resource.RLIMIT_NOFILE, (min(hard, 4096), hard))
        flood = []
        refused = 0
        for _ in range(1000):
            s = socket.socket()
            s.settimeout(5)  # a full accept queue makes connect() wait, never hang
            try:
                s.connect(("127.0.0.1", port))
                flood.append(s)
            except OSError:
                refused += 1
                s.close()
        time.sleep(1)
        closed_by_server = 0
        for s in flood:
            s.setblocking(False)
            try:
                if s.recv(1) == b"":
                    closed_by_server += 1
            except BlockingIOError:
                pass
            except OSError:
                closed_by_server += 1
        check(closed_by_server + refused >= 900,
              f"the flood: {closed_by_server} of 1000 connections closed at once by the server, {refused} refused")
        full = WebSocketClient(port, f"/events?token={TOKEN}", origin=own)
        check(full.status in (None, 503), f"while the flood holds the pending slots, a new client is turned away ({full.status})")

        # Every gesture line of the recording reaches both good clients, in order.
        for index, client in enumerate(good):
            client.wait_for(lambda lines: sum(is_gesture(l) for l in lines) >= len(expected), timeout=30)
            got = [comparable(l) for l in client.lines if is_gesture(l)]
            check(got == expected, f"good client {index + 1} got all {len(expected)} gesture lines, as replay ({len(got)})")
            check(not any('"dropped"' in l for l in client.lines), f"good client {index + 1} lost nothing")
        inspector.wait_for(lambda lines: any('"event":"transition"' in l for l in lines), timeout=5)
        kinds = {json.loads(l).get("event") or ("frame" if '"touches"' in l else "gesture") for l in inspector.lines}
        check({"hello", "transition", "frame", "gesture"} <= kinds, f"the inspector stream has hello, frames, transitions, gestures ({sorted(map(str, kinds))})")

        # The slow reader now reads: it catches up, and whatever its queue dropped is announced
        # ({"event":"dropped","count":N} where the lines are missing), never silently lost.
        slow.thread = threading.Thread(target=slow._read_messages, daemon=True)
        slow.thread.start()
        last = inspector.lines[-1]
        slow.wait_for(lambda lines: last in lines, timeout=15)
        dropped = sum(json.loads(l)["count"] for l in slow.lines if '"event":"dropped"' in l)
        kept = [l for l in slow.lines if '"event":"dropped"' not in l]
        check(last in slow.lines and len(kept) + dropped == len(inspector.lines),
              f"the slow reader caught up: {len(kept)} lines read + {dropped} announced as dropped = {len(inspector.lines)} sent")

        for s in flood:
            s.close()
        time.sleep(0.5)
        late = WebSocketClient(port, f"/events?token={TOKEN}", origin=own)
        check(late.status == 101, f"after the flood, a new client connects again ({late.status})")

        # /record gives back what was played; replaying it gives the same gestures.
        status, yaml = daemon.get("/record", headers={"Authorization": f"Bearer {TOKEN}"})
        check(status == 200 and b"\nversion:" in yaml[:400], f"/record returns a libinput-record trace ({status}, {len(yaml)} bytes)")
        recorded = os.path.join(directory, "recorded.yaml")
        with open(recorded, "wb") as f:
            f.write(yaml)
        again = replay_gestures(tactile, recorded, layout_config)
        check(again == expected, f"the recording replays to the same {len(expected)} gesture lines ({len(again)})")
        check_metrics(daemon, expected, dropped)
        check_capture(tactile, daemon, directory, expected)
        for c in good + [inspector, slow, late]:
            c.close()
    finally:
        status = daemon.stop()
    check(status == 0, f"the daemon stops cleanly on SIGTERM (status {status})")
    log = "".join(daemon.stderr_lines)
    check("web client" in log, "the daemon's log names the web clients")


TOUCH_PAGE = """<!doctype html><html><head><meta name="viewport" content="width=device-width">
<style>html, body { margin: 0; width: 100vw; height: 100vh; touch-action: none; }</style></head><body><script>
window.touchLog = [];
for (const type of ["touchstart", "touchmove", "touchend", "touchcancel"]) {
  document.addEventListener(type, (e) => {
    window.touchLog.push({type, changed: [...e.changedTouches].map((t) => [t.identifier, t.clientX, t.clientY]),
                          down: e.touches.length});
  }, {passive: false});
}
</script></body></html>"""


def replay_module():
    """Tools/replay-in-browser.py as a module (its file name has dashes)."""
    import importlib.util
    spec = importlib.util.spec_from_file_location("replay_in_browser", os.path.join(ROOT, "Tools/replay-in-browser.py"))
    replay = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(replay)
    return replay


def test_touch_replay(tactile, directory):
    chromium = find_chromium()
    if not chromium:
        print("touch replay into a browser skipped: no Chromium (apt-get install chromium)")
        return
    for what, trace in (("a generated two-finger pinch", "Traces/generated/pinch-out-isotropic.yaml"),
                        ("a recorded two-finger scroll (EP0430M09)", "Traces/real/yaml/EP0430M09.2-finger-scroll-down.yaml")):
        print(f"touch replay: {what} into {chromium} (Input.dispatchTouchEvent)")
        replay_two_fingers(chromium, tactile, directory, os.path.join(ROOT, trace))
    print(f"mouse replay: a generated mouse into {chromium} (Input.dispatchMouseEvent)")
    replay_mouse(chromium, tactile, directory)


def replay_two_fingers(chromium, tactile, directory, trace):
    replay = replay_module()
    frames = replay.frames_of(tactile, trace)
    page = os.path.join(directory, "touch-log.html")
    with open(page, "w") as f:
        f.write(TOUCH_PAGE)
    browser = Browser(chromium, directory)
    try:
        session = browser.open("file://" + page)
        browser.call("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 10}, session=session)
        replay.wait_until_ready(browser, session)
        count = replay.play(browser, session, frames)
        log = browser.evaluate(session, "window.touchLog")
    finally:
        browser.close()
    # Chromium coalesces touchmoves per animation frame, as it does for a real panel: moves may merge, never starts or ends.
    moves = sum(1 for e in log if e["type"] == "touchmove")
    check(count > 10 and 0 < moves <= count, f"the {count} touch commands reached the page ({len(log)} events, {moves} moves)")
    # What the recording says: each finger's first and last position, and the order the fingers went down and up.
    first, last, order_down, order_up = {}, {}, [], []
    for frame in frames:
        for t in frame["touches"]:
            if t["phase"] == "began":
                first[t["id"]] = (t["x"], t["y"])
                order_down.append(t["id"])
            if t["phase"] in ("began", "moved", "ended"):
                last[t["id"]] = (t["x"], t["y"])
            if t["phase"] == "ended":
                order_up.append(t["id"])
    check(len(first) == 2, f"the recording has two fingers ({len(first)})")
    starts = [c for e in log if e["type"] == "touchstart" for c in e["changed"]]
    ends = [c for e in log if e["type"] == "touchend" for c in e["changed"]]
    check(len(starts) == 2 and len(ends) == 2 and len({c[0] for c in starts}) == 2,
          f"the page saw both fingers go down and up ({len(starts)} down, {len(ends)} up)")
    # The page's identifiers are the browser's; the recording's fingers map to them in order.
    ids = {c[0]: recorded for c, recorded in zip(starts, order_down)}

    def near(a, b):
        return abs(a[0] - b[0]) < 0.5 and abs(a[1] - b[1]) < 0.5
    check(all(near((c[1], c[2]), first[ids[c[0]]]) for c in starts),
          f"each finger went down where it was recorded ({[(round(c[1], 1), round(c[2], 1)) for c in starts]})")
    final = {}
    for e in log:
        for c in e["changed"]:
            final[c[0]] = (c[1], c[2])
    check(all(near(final[i], last[recorded]) for i, recorded in ids.items()),
          f"each finger lifted where it was recorded ({[tuple(round(v, 1) for v in final[i]) for i in ids]})")
    check([ids[c[0]] for c in ends] == order_up and [e["down"] for e in log if e["type"] == "touchend"] == [1, 0],
          f"the fingers lifted in the recorded order, one at a time ({[ids[c[0]] for c in ends]} vs {order_up})")
    check(max(e["down"] for e in log) == 2, "both fingers were down together (not two taps)")


MOUSE_PAGE = """<!doctype html><html><head><style>html, body { margin: 0; width: 100vw; height: 100vh; }</style></head>
<body><script>
window.mouseLog = [];
for (const type of ["mousedown", "mouseup", "click", "auxclick", "wheel"]) {
  document.addEventListener(type, (e) => {
    window.mouseLog.push({type, button: e.button, x: e.clientX, y: e.clientY, dx: e.deltaX || 0, dy: e.deltaY || 0});
    e.preventDefault();
  }, {passive: false});
}
window.moves = 0;
document.addEventListener("mousemove", () => window.moves++);
document.addEventListener("contextmenu", (e) => e.preventDefault());
</script></body></html>"""


def replay_mouse(chromium, tactile, directory):
    replay = replay_module()
    # A 1000 dpi mouse (TactileSynth): moves, left, right, double and middle clicks, 3 wheel detents down, a drag.
    lines = replay.pointer_lines_of(tactile, os.path.join(ROOT, "Traces/generated/mouse-1000dpi.yaml"), 1920, 1080)
    page = os.path.join(directory, "mouse-log.html")
    with open(page, "w") as f:
        f.write(MOUSE_PAGE)
    browser = Browser(chromium, directory)
    try:
        session = browser.open("file://" + page)
        replay.wait_until_ready(browser, session)
        # At the recorded times (about 4 s): back to back, Chromium once dropped every button
        # after the first click (1 run in 7), which a real mouse's timing never asks of it.
        count = replay.play(browser, session, [], realtime=True, pointer_lines=lines)
        log = browser.evaluate(session, "window.mouseLog")
        moves = browser.evaluate(session, "window.moves")
    finally:
        browser.close()
    dom_button = {"left": 0, "middle": 1, "right": 2}
    presses = [(dom_button[e["button"]], e["x"], e["y"]) for e in lines if e.get("event") == "press"]
    releases = [(dom_button[e["button"]], e["x"], e["y"]) for e in lines if e.get("event") == "release"]
    downs = [(e["button"], e["x"], e["y"]) for e in log if e["type"] == "mousedown"]
    ups = [(e["button"], e["x"], e["y"]) for e in log if e["type"] == "mouseup"]
    check(count > 10 and moves > 10, f"the {count} mouse commands reached the page ({moves} mousemove events)")

    def same(a, b):  # the page's last pixel is 1919 x 1079 (the pointer may rest on the edge, 1920 x 1080)
        return len(a) == len(b) and all(p[0] == q[0] and abs(p[1] - min(q[1], 1919)) <= 1 and abs(p[2] - min(q[2], 1079)) <= 1
                                        for p, q in zip(a, b))
    check(len(presses) == 6 and same(downs, presses),
          f"every press arrived with its button and position ({[d[0] for d in downs]} vs {[p[0] for p in presses]})")
    check(same(ups, releases), f"every release arrived with its button and position ({len(ups)} of {len(releases)})")
    clicks = [e["button"] for e in log if e["type"] in ("click", "auxclick")]
    check(clicks == [0, 2, 0, 0, 1, 0], f"the page saw left, right, left, left, middle clicks and the drag's ({clicks})")
    wheel = [e["dy"] for e in log if e["type"] == "wheel"]
    check(wheel == [100, 100, 100], f"three wheel detents towards the user scroll down 100 px each ({wheel})")


def calibration_touches():
    """Four targets 10 % in from the corners of a 1280 x 800 screen, and where a panel whose x
    runs the wrong way (and whose y is 5 % short, 8 pt low) reports a touch on each."""
    targets = [(128, 80), (1152, 80), (1152, 720), (128, 720)]
    return [{"x": 1280 - tx + 6.4, "y": 0.95 * ty + 8, "targetX": tx, "targetY": ty} for tx, ty in targets]


# The matrix that undoes it: x' = 1.005 - x, y' = (y - 0.01) / 0.95.
CALIBRATION_EXPECTED = [-1, 0, 1.005, 0, 1 / 0.95, -0.01 / 0.95]


def check_calibration_answer(answer, calibration_file, what):
    values = answer.get("calibration") or []
    check(len(values) == 6 and all(abs(v - e) < 1e-4 for v, e in zip(values, CALIBRATION_EXPECTED)),
          f"{what}: the fitted matrix undoes the panel's error ({values})")
    check(answer.get("panel") == "0000:0000" and answer.get("residualPoints", 1) < 0.01,
          f"{what}: keyed by the panel's vendor:product, the touches agree ({answer.get('panel')}, {answer.get('residualPoints')} pt)")
    rule = answer.get("udevRule", "")
    check('ATTRS{id/vendor}=="0000"' in rule and 'ENV{LIBINPUT_CALIBRATION_MATRIX}="-1 0 1.005 0 1.052632 -0.010526"' in rule,
          f"{what}: the udev rule for the compositor names the panel and the same matrix ({rule})")
    text = open(calibration_file).read() if os.path.exists(calibration_file) else ""
    check('"0000:0000": {name: "EP0430M09", calibration: [-1, 0, 1.005' in text and '"0eef:0001"' in text,
          f"{what}: written to the calibration file, the other panel's entry kept ({text.strip()[-160:]!r})")


def test_calibration(tactile, directory):
    """The inspector's calibration page: target hits in, the matrix out, written to the
    calibration file keyed by vendor:product, applied by a reload; a swapped panel's notice."""
    print("calibration: POST /calibrate and the inspector's calibration page, under umockdev")
    calibration_file = os.path.join(directory, "panels.calibration.yaml")
    # Another panel calibrated before: the recording's EP0430M09 (0000:0000) is then a swapped panel.
    with open(calibration_file, "w") as f:
        f.write('panels:\n  "0eef:0001": {name: "eGalax", calibration: [1, 0, 0, 0, 1, 0]}\n')
    config = ("screen: {width: 1280, height: 800, scale: 1, calibrationFile: panels.calibration.yaml}\n"
              "output: {stdout: false}\nweb: {listen: 127.0.0.1:0}\n"
              "actions:\n  - {name: scrolled, gesture: pan, phase: began, command: [/bin/true]}\n")
    daemon = Daemon(tactile, directory, config, lead_in=3, trace=REAL_TRACE)
    try:
        # The inspector, connected before the recording plays: the action the pan ran, and
        # every time relative to the session's first input.
        inspector = WebSocketClient(daemon.port, "/inspect")
        inspector.wait_for(lambda lines: any('"event":"action"' in l for l in lines), timeout=15)
        actions = [json.loads(l) for l in inspector.lines if '"event":"action"' in l]
        check(len(actions) == 1 and actions[0]["name"] == "scrolled" and actions[0]["outcome"].startswith("started pid "),
              f"the inspector lists the action that ran ({actions})")
        hellos = [json.loads(l) for l in inspector.lines if '"event":"hello"' in l]
        start = hellos[-1].get("sessionStart") if hellos else None
        first = next((json.loads(l)["t"] for l in inspector.lines if '"kind":"touch"' in l), None)
        # (The recording's first event comes at once, its first touch after the 3 s lead-in.)
        check(isinstance(start, (int, float)) and first is not None and 0 <= first - start < 3.5,
              f"the hello carries the session's first input time ({start}; first frame at {first})")
        inspector.close()
        deadline = time.time() + 10
        while time.time() < deadline and not any("is not calibrated" in l for l in daemon.stderr_lines):
            time.sleep(0.05)
        log = "".join(daemon.stderr_lines)
        check("EP0430M09: panel 0000:0000 is not calibrated: the calibration file has 0eef:0001" in log,
              f"a panel the calibration file does not cover raises a device notice ({log.strip()[-300:]!r})")
        body = json.dumps({"device": "EP0430M09", "touches": calibration_touches()}).encode()
        request = urllib.request.Request(f"http://127.0.0.1:{daemon.port}/calibrate", method="POST", data=body,
                                         headers={"Content-Type": "application/json"})
        with urllib.request.urlopen(request, timeout=20) as response:
            status, answer = response.status, json.loads(response.read())
        check(status == 200, f"POST /calibrate answers 200 ({status}: {answer})")
        check_calibration_answer(answer, calibration_file, "POST /calibrate")
        deadline = time.time() + 10
        while time.time() < deadline and not any("configuration reloaded" in l for l in daemon.stderr_lines):
            time.sleep(0.05)
        check(any("configuration reloaded" in l for l in daemon.stderr_lines), "the daemon reloaded the configuration with the new matrix")
        bad = urllib.request.Request(f"http://127.0.0.1:{daemon.port}/calibrate", method="POST",
                                     data=json.dumps({"touches": calibration_touches()[:2]}).encode())
        try:
            urllib.request.urlopen(bad, timeout=10)
            status = 200
        except urllib.error.HTTPError as error:
            status, message = error.code, json.loads(error.read())
        check(status == 422 and "at least 3" in message.get("error", ""), f"two touches are refused, saying why ({status})")
        chromium = find_chromium()
        if not chromium:
            print("  the calibration page in a browser skipped: no Chromium")
            return
        # The page itself: its targets, the touches it takes from the stream, its POST and answer.
        # The panel is calibrated now, so its touches land on the targets; the desk undoes the
        # matrix in force before fitting, so the answer is the same matrix again.
        browser = Browser(chromium, directory)
        try:
            inspector = browser.open(f"http://127.0.0.1:{daemon.port}/inspector")
            deadline = time.time() + 15
            while time.time() < deadline and not browser.evaluate(inspector, "window.inspectorState?.hello !== null && window.inspectorState?.connected === true"):
                time.sleep(0.05)
            browser.evaluate(inspector, "inspectorCalibration.start(), inspectorState.paused = true, true")
            targets = json.loads(browser.evaluate(inspector, "JSON.stringify(inspectorState.calibration.targets)"))
            check(targets == [[128, 80], [1152, 80], [1152, 720], [128, 720]], f"the page draws four targets 10 % in ({targets})")
            for i, touch in enumerate(calibration_touches()):
                line = {"t": 1 + i, "device": "EP0430M09", "kind": "touch",
                        "touches": [{"id": 100 + i, "phase": "ended", "x": touch["targetX"], "y": touch["targetY"]}]}
                browser.evaluate(inspector, f"inspectorCalibration.handle({json.dumps(line)}), true")
            deadline = time.time() + 15
            result = None
            while time.time() < deadline and not result:
                result = json.loads(browser.evaluate(inspector, "JSON.stringify(inspectorState.calibration.result || inspectorState.calibration.error)") or "null")
                time.sleep(0.05)
            check(isinstance(result, dict), f"the page posted its four touches and shows the answer ({result})")
            if isinstance(result, dict):
                check_calibration_answer(result, calibration_file, "the calibration page")
            shown = browser.evaluate(inspector, "document.getElementById('calibration-result').textContent")
            check("LIBINPUT_CALIBRATION_MATRIX" in (shown or ""), "the page prints the udev rule")
        finally:
            browser.close()
    finally:
        daemon.stop()


def test_browser(tactile, directory, artifacts):
    chromium = find_chromium()
    if not chromium:
        print("web browser tests skipped: no Chromium (apt-get install chromium)")
        return
    print(f"web browser tests: {chromium}, the example page and the inspector while the recording plays")
    os.makedirs(artifacts, exist_ok=True)
    # The browser starts first (the slow part), so the pages are open before the recording plays.
    browser = Browser(chromium, directory)
    browser.call("Browser.getVersion", timeout=60)
    daemon = Daemon(tactile, directory, config_text("127.0.0.1:0"), lead_in=6)
    try:  # the example page and the inspector on the generated session
        base = f"http://127.0.0.1:{daemon.port}"
        page = browser.open(base + "/example")
        inspector = browser.open(base + "/inspector")
        for session in (page, inspector):
            browser.call("Runtime.enable", session=session)
        deadline = time.time() + 15
        while time.time() < deadline and not (browser.evaluate(page, "window.tactileConnected === true")
                                               and browser.evaluate(inspector, "window.inspectorState?.connected === true")):
            time.sleep(0.1)
        check(browser.evaluate(page, "window.tactileConnected === true") is True, "the example page connected before the recording played")
        # Mid-way (the pinch is over, the rotation under way) and at the end.
        received = "JSON.stringify(window.tactileReceived.map(e => [e.type, e.target, e.detail.phase || e.detail.region || '']))"
        deadline = time.time() + 40
        shot = False
        while time.time() < deadline:
            events = json.loads(browser.evaluate(page, received) or "[]")
            if not shot and any(e[0] == "tactilerotate" for e in events):
                browser.screenshot(inspector, os.path.join(artifacts, "inspector-during-rotate.png"))
                browser.screenshot(page, os.path.join(artifacts, "example-during-rotate.png"))
                shot = True
            if any(e[0] == "tactileelementtap" and e[2] == "reset" for e in events):
                break
            time.sleep(0.1)
        time.sleep(0.5)
        events = json.loads(browser.evaluate(page, received) or "[]")
        browser.screenshot(page, os.path.join(artifacts, "example-end.png"))
        browser.screenshot(inspector, os.path.join(artifacts, "inspector-end.png"))
        with open(os.path.join(artifacts, "example-events.json"), "w") as f:
            f.write(browser.evaluate(page, "JSON.stringify(window.tactileReceived, null, 1)") or "[]")

        def has(kind, target, phase):
            return [kind, target, phase] in events
        check(has("tactileelementtap", "zoomIn", "zoomIn"), "an element tap on the zoomIn button")
        check(has("tactiletap", "zoomIn", "recognized"), "the tap gesture on the zoomIn button")
        check(has("tactilepinch", "map", "began") and has("tactilepinch", "map", "ended"), "pinch began and ended on the map")
        check(has("tactilerotate", "map", "began") and has("tactilerotate", "map", "ended"), "rotate began and ended on the map")
        check(has("tactilepan", "map", "began") and has("tactilepan", "map", "ended"), "pan began and ended on the map")
        check(has("tactileelementtap", "reset", "reset"), "an element tap on the reset button")
        check(has("tactiletap", "reset", "recognized"), "the tap gesture on the reset button")
        check(has("tactileswipe", "map", "recognized"), "a swipe on the map")
        order = [e[0] for e in events if e[0] in ("tactilepinch", "tactilerotate", "tactilepan", "tactileswipe")]
        check(order and order[0] == "tactilepinch" and order[-1] == "tactileswipe" and order.index("tactilerotate") < order.index("tactilepan"),
              "in the recording's order")
        pinch = browser.evaluate(page, "window.tactileReceived.filter(e => e.type === 'tactilepinch' && e.detail.phase === 'ended').map(e => e.detail.scale)[0]")
        check(pinch is not None and abs(pinch - 1.6) < 0.08, f"the pinch's scale reached the page ({pinch})")

        state = browser.evaluate(inspector, "JSON.stringify({frames: inspectorState.frames, transitions: inspectorState.transitions, "
                                            "gestures: inspectorState.gestures.length, hello: !!inspectorState.hello, "
                                            "elements: inspectorState.hello?.elements.length, recognizers: inspectorState.recognizers.size})")
        state = json.loads(state)
        check(state["hello"] and state["elements"] == 3, f"the inspector knows the screen and the layout's 3 elements ({state})")
        check(state["frames"] > 100 and state["transitions"] > 10 and state["gestures"] >= 10,
              f"the inspector drew the recording as it played: {state['frames']} frames, {state['transitions']} transitions, {state['gestures']} gesture events")
        check(state["recognizers"] >= 5, f"the inspector lists the recognizers ({state['recognizers']})")
        record = browser.evaluate(inspector, "fetch(document.getElementById('record').href).then(r => r.text()).then(t => t.includes('\\nversion:') ? 'version:' : t.slice(0, 80))",
                                  await_promise=True)
        check(record == "version:", f"the inspector's record button gives a libinput-record trace ({record!r})")
    finally:
        daemon.stop()

    # The inspector on a real recording (two fingers dragged on an EP0430M09 panel) as it plays.
    daemon = Daemon(tactile, directory, config_text("127.0.0.1:0"), lead_in=3, trace=REAL_TRACE)
    try:
        inspector = browser.open(f"http://127.0.0.1:{daemon.port}/inspector")
        browser.call("Runtime.enable", session=inspector)
        progress = ("JSON.stringify({connected: inspectorState.connected, frames: inspectorState.frames, transitions: inspectorState.transitions, "
                    "pans: inspectorState.gestures.filter(g => g.gesture === 'pan').map(g => g.phase + g.fingers), "
                    "devices: inspectorState.hello?.devices.map(d => d.name)})")
        deadline = time.time() + 30
        shot = None
        state = {}
        while time.time() < deadline:
            state = json.loads(browser.evaluate(inspector, progress) or "{}")
            if shot is None and "changed2" in state.get("pans", []):
                browser.screenshot(inspector, os.path.join(artifacts, "inspector-real-recording.png"))
                shot = dict(state)
            if any(p.startswith("ended") for p in state.get("pans", [])):
                break
            time.sleep(0.05)
        check(state.get("devices") == ["EP0430M09"], f"the inspector names the real panel ({state.get('devices')})")
        check(shot is not None and shot["frames"] > 0 and shot["transitions"] > 0,
              f"the inspector showed the real recording while it played (at the screenshot: {shot})")
        check("began2" in state.get("pans", []) and any(p.startswith("ended") for p in state.get("pans", [])),
              f"and the recording's two-finger pan ({len(state.get('pans', []))} pan events, {state.get('frames')} frames)")
    finally:
        daemon.stop()

    # The inspector with a mouse: the pointer over the layout's padded hit regions, magnetism
    # (drawn position apart from the model) and the predicted target.
    pointer_layout = os.path.join(ROOT, "Traces/pointer/example-layout.json")
    config = f"screen: {{width: 1280, height: 800, scale: 1}}\nlayout: {pointer_layout}\noutput: {{stdout: false}}\nweb: {{listen: 127.0.0.1:0}}\n"
    daemon = Daemon(tactile, directory, config, lead_in=3, trace=MOUSE_TRACE)
    try:
        inspector = browser.open(f"http://127.0.0.1:{daemon.port}/inspector")
        browser.call("Runtime.enable", session=inspector)
        probe = ("JSON.stringify({elements: inspectorState.hello?.elements.length, updates: inspectorState.pointerUpdates, "
                 "regions: [...inspectorState.regionsEntered], predicted: inspectorState.predictions})")
        deadline = time.time() + 25
        state = {}
        shot = False
        while time.time() < deadline:
            state = json.loads(browser.evaluate(inspector, probe) or "{}")
            if not shot and state.get("regions"):
                browser.screenshot(inspector, os.path.join(artifacts, "inspector-pointer.png"))
                shot = True
            if len(state.get("regions", [])) >= 5 and state.get("predicted", 0) > 100:
                break
            time.sleep(0.03)
        check(state.get("elements") == 7, f"the inspector draws the layout's 7 elements with their hit regions ({state.get('elements')})")
        check(len(state.get("regions", [])) >= 5 and state.get("predicted", 0) > 100,
              f"and the mouse's pointer entering them with predictions ({state})")
        print(f"  (screenshots and events in {artifacts})")
    finally:
        browser.close()
        daemon.stop()


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--tactile", default=os.path.join(ROOT, ".build/debug/tactile"))
    parser.add_argument("--artifacts", default=os.path.join(ROOT, ".build/artifacts/web"))
    parser.add_argument("--only", choices=["security", "touch", "browser", "calibration"])
    args = parser.parse_args()
    if not shutil.which("umockdev-run"):
        print("web tests skipped: umockdev-run is missing (Tools/ensure-deps.sh installs it)")
        return 0
    if not os.path.exists(args.tactile):
        print(f"web tests: {args.tactile} is missing: run swift build first")
        return 1
    with tempfile.TemporaryDirectory(prefix="tactile-web-") as directory:
        if args.only in (None, "security"):
            test_security(args.tactile, directory)
        if args.only in (None, "touch"):
            test_touch_replay(args.tactile, directory)
        if args.only in (None, "browser"):
            test_browser(args.tactile, directory, args.artifacts)
        if args.only in (None, "calibration"):
            test_calibration(args.tactile, directory)
    if FAILURES:
        print(f"web tests: {len(FAILURES)} failed")
        return 1
    print("web tests: all passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
