#!/usr/bin/env python3
"""Plays a recorded trace into a web page in headless Chromium as real multi-touch input.

The trace goes through `tactile replay --frames` (the engine's own frame assembly and
coordinate mapping: screen points, which are CSS pixels when the page fills the screen at the
daemon's scale), and each frame becomes one `Input.dispatchTouchEvent` of the DevTools protocol
with every finger that is down: new fingers as `touchStart`, moves as `touchMove`, lifts as
`touchEnd`, a cancelled touch as `touchCancel`. Chromium then fires touch and pointer events on
the page as a touchscreen would, so a kiosk page is tested with real recordings.

Usage:
  Tools/replay-in-browser.py TRACE --url URL [--realtime] [--tactile PATH] [--screen WxH[@scale]]
                             [--log-expression JS]
  --realtime  waits out the recorded time between frames (default: as fast as the page takes them)
  --log-expression  JS evaluated after the replay, whose JSON value is printed (the page's log)

From Python (e.g. a Playwright test, whose Chromium speaks the same protocol):
  from replay_in_browser import touch_commands      # (import with importlib: the file name has dashes)
  for delay, params in touch_commands(frames):      # frames: `tactile replay --frames` lines, parsed
      cdp_session.send("Input.dispatchTouchEvent", params)   # Playwright's CDPSession

Exit status 0 when the trace was played, 1 on an error, 77 when no Chromium is installed.
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from chromium import Browser, find_chromium  # noqa: E402 - the Tools folder first

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def frames_of(tactile, trace, engine_options=()):
    """The touch frames of `trace` as `tactile replay --frames` prints them (JSON objects)."""
    out = subprocess.run([tactile, "replay", "--frames", *engine_options, trace], check=True, capture_output=True, text=True).stdout
    return [f for f in (json.loads(line) for line in out.splitlines() if line.startswith("{")) if f.get("kind") == "touch"]


def touch_commands(frames):
    """(seconds since the previous command, Input.dispatchTouchEvent params) for every change.

    Per frame, in this order: fingers that began (touchStart), fingers that moved (touchMove),
    fingers that lifted (touchEnd), fingers cancelled (touchCancel); each command lists the
    fingers down after it, as the protocol wants. Ids are the engine's touch ids.
    """
    down = {}  # id -> (x, y)
    previous_time = None
    commands = []
    for frame in frames:
        delay = 0.0 if previous_time is None else max(0.0, frame["t"] - previous_time)
        previous_time = frame["t"]
        touches = frame["touches"]

        def points():
            return [{"x": x, "y": y, "id": i, "radiusX": 1, "radiusY": 1, "force": 1} for i, (x, y) in down.items()]

        began = [t for t in touches if t["phase"] == "began"]
        moved = [t for t in touches if t["phase"] == "moved" and (t["x"], t["y"]) != down.get(t["id"])]
        ended = [t for t in touches if t["phase"] == "ended"]
        cancelled = [t for t in touches if t["phase"] == "cancelled"]
        if began:
            for t in began:
                down[t["id"]] = (t["x"], t["y"])
            commands.append((delay, {"type": "touchStart", "touchPoints": points()}))
            delay = 0.0
        if moved:
            for t in moved:
                down[t["id"]] = (t["x"], t["y"])
            commands.append((delay, {"type": "touchMove", "touchPoints": points()}))
            delay = 0.0
        if ended:
            for t in ended:
                down.pop(t["id"], None)
            commands.append((delay, {"type": "touchEnd", "touchPoints": points()}))
            delay = 0.0
        if cancelled:
            for t in cancelled:
                down.pop(t["id"], None)
            commands.append((delay, {"type": "touchCancel", "touchPoints": []}))
            down.clear()
    return commands


def play(browser, session, frames, realtime=False):
    """Dispatches every frame's touches into the page of `session`; returns the number of commands."""
    commands = touch_commands(frames)
    for delay, params in commands:
        if realtime and delay > 0:
            time.sleep(delay)
        browser.call("Input.dispatchTouchEvent", params, session=session)
    return len(commands)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("trace")
    parser.add_argument("--url", required=True)
    parser.add_argument("--realtime", action="store_true")
    parser.add_argument("--tactile", default=os.path.join(ROOT, ".build/debug/tactile"))
    parser.add_argument("--screen", help="passed to tactile replay (the page's size in CSS pixels @ devicePixelRatio)")
    parser.add_argument("--log-expression")
    args = parser.parse_args()
    chromium = find_chromium()
    if not chromium:
        print("replay-in-browser: no Chromium (apt-get install chromium)", file=sys.stderr)
        return 77
    frames = frames_of(args.tactile, args.trace, ["--screen", args.screen] if args.screen else [])
    with tempfile.TemporaryDirectory() as directory:
        browser = Browser(chromium, directory)
        try:
            session = browser.open(args.url)
            browser.call("Page.enable", session=session)
            # Touch input needs a touch-capable page: what a kiosk's browser reports.
            browser.call("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 10}, session=session)
            deadline = time.time() + 10
            while browser.evaluate(session, "document.readyState") != "complete" and time.time() < deadline:
                time.sleep(0.05)
            count = play(browser, session, frames, realtime=args.realtime)
            print(f"played {len(frames)} frames as {count} touch events into {args.url}", file=sys.stderr)
            if args.log_expression:
                print(json.dumps(browser.evaluate(session, args.log_expression)))
        finally:
            browser.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
