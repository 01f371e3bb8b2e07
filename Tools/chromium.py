"""Chromium over the DevTools protocol on a pipe (--remote-debugging-pipe: NUL-separated JSON on
fds 3 and 4), so no WebSocket client library is needed to drive it: used by Tools/test-web.py
and Tools/replay-in-browser.py."""
import base64
import json
import os
import shutil
import subprocess
import time


def find_chromium():
    """The Chromium executable, or None (Debian's package is `chromium`)."""
    return shutil.which("chromium") or shutil.which("chromium-browser") or shutil.which("google-chrome")


class Browser:
    def __init__(self, executable, directory):
        to_browser_r, self.to_browser = os.pipe()
        self.from_browser, from_browser_w = os.pipe()

        def map_fds():
            os.dup2(to_browser_r, 3)
            os.dup2(from_browser_w, 4)

        self.process = subprocess.Popen(
            [executable, "--headless=new", "--no-sandbox", "--disable-gpu", "--remote-debugging-pipe",
             "--no-first-run", "--no-default-browser-check", "--window-size=1920,1080",
             f"--user-data-dir={os.path.join(directory, 'chromium-profile')}", "about:blank"],
            # 3 and 4 are kept too: the child's descriptors beyond pass_fds are closed after preexec_fn.
            pass_fds=(3, 4, to_browser_r, from_browser_w), preexec_fn=map_fds,
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(to_browser_r)
        os.close(from_browser_w)
        self.next_id = 1
        self.buffer = b""

    def call(self, method, params=None, session=None, timeout=30):
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        self.next_id += 1
        os.write(self.to_browser, json.dumps(message).encode() + b"\0")
        deadline = time.time() + timeout
        while time.time() < deadline:
            while b"\0" in self.buffer:
                raw, self.buffer = self.buffer.split(b"\0", 1)
                reply = json.loads(raw)
                if reply.get("id") == message["id"]:
                    if "error" in reply:
                        raise RuntimeError(f"{method}: {reply['error']}")
                    return reply.get("result", {})
            chunk = os.read(self.from_browser, 1 << 20)
            if not chunk:
                raise RuntimeError("the browser closed its pipe")
            self.buffer += chunk
        raise TimeoutError(method)

    def open(self, url):
        target = self.call("Target.createTarget", {"url": url})["targetId"]
        return self.call("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]

    def evaluate(self, session, expression, await_promise=False):
        result = self.call("Runtime.evaluate", {"expression": expression, "returnByValue": True, "awaitPromise": await_promise},
                           session=session)
        return result.get("result", {}).get("value")

    def screenshot(self, session, path):
        data = self.call("Page.captureScreenshot", {"format": "png"}, session=session)["data"]
        with open(path, "wb") as f:
            f.write(base64.b64decode(data))

    def close(self):
        try:
            self.call("Browser.close", timeout=5)
        except Exception:
            pass
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
