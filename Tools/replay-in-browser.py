#!/usr/bin/env python3
"""Plays a recorded trace into a web page in headless Chromium as real multi-touch and mouse input.

The trace goes through `tactile replay --frames` (the engine's own frame assembly and
coordinate mapping: screen points, which are CSS pixels when the page fills the screen at the
daemon's scale), and each frame becomes one `Input.dispatchTouchEvent` of the DevTools protocol
with every finger that is down: new fingers as `touchStart`, moves as `touchMove`, lifts as
`touchEnd`, a cancelled touch as `touchCancel`. Chromium then fires touch and pointer events on
the page as a touchscreen would, so a kiosk page is tested with real recordings.

A mouse (or an absolute pointer such as a VM tablet) goes through `tactile pointer` on an empty
layout of the page's size (libinput's acceleration, the pointer clamped to the screen), and
becomes `Input.dispatchMouseEvent`s: each position update a `mouseMoved` with the buttons held,
each `press`/`release` a `mousePressed`/`mouseReleased` of that button (left, right, middle,
back, forward; other side buttons have no DOM button and are left out), each `scroll` a
`mouseWheel` (one detent, 120 units, is 100 CSS pixels; wheel away from the user scrolls up).

Usage:
  Tools/replay-in-browser.py TRACE --url URL [--realtime] [--tactile PATH] [--screen WxH[@scale]]
                             [--log-expression JS]
  --realtime  waits out the recorded time between frames (default: as fast as the page takes them)
  --screen    the screen as tactile replay takes it, WxH[@scale] (pixels; the page is W/scale x H/scale
              CSS pixels; default 1920x1080, the headless window)
  --log-expression  JS evaluated after the replay, whose JSON value is printed (the page's log)

From Python (e.g. a Playwright test, whose Chromium speaks the same protocol):
  from replay_in_browser import touch_commands      # (import with importlib: the file name has dashes)
  for delay, params in touch_commands(frames):      # frames: `tactile replay --frames` lines, parsed
      cdp_session.send("Input.dispatchTouchEvent", params)   # Playwright's CDPSession
  for delay, params in mouse_commands(pointer_lines, width, height):  # `tactile pointer` lines (pointer_lines_of)
      cdp_session.send("Input.dispatchMouseEvent", params)

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


def pointer_lines_of(tactile, trace, width=1920, height=1080):
    """The pointer's updates and events for `trace` as `tactile pointer` prints them on an empty
    layout of width x height points (JSON objects); [] when the trace has no mouse."""
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as layout:
        json.dump({"screen": {"width": width, "height": height}, "elements": []}, layout)
    try:
        r = subprocess.run([tactile, "pointer", trace, "--layout", layout.name, "--no-magnetism"], capture_output=True, text=True)
    finally:
        os.unlink(layout.name)
    if r.returncode == 2:  # no mouse in the trace
        return []
    if r.returncode != 0:
        raise subprocess.CalledProcessError(r.returncode, r.args, r.stdout, r.stderr)
    return [json.loads(line) for line in r.stdout.splitlines() if line.startswith("{")]


# DevTools' button names and `buttons` bits (the DOM's MouseEvent.buttons).
MOUSE_BUTTONS = {"left": ("left", 1), "right": ("right", 2), "middle": ("middle", 4), "back": ("back", 8), "forward": ("forward", 16)}
WHEEL_PIXELS_PER_DETENT = 100


def mouse_commands(lines, width=1920, height=1080):
    """(seconds since the previous command, Input.dispatchMouseEvent params) for the pointer.

    Position updates become `mouseMoved` (only when the position changed), press and release
    `mousePressed`/`mouseReleased` at the event's position with `clickCount` 1 (the page's
    own dblclick logic counts), scrolls `mouseWheel`. Every command carries the buttons held.
    The pointer may rest on the screen's far edge (x = width); the page's last pixel is
    width - 1, so positions are clamped to it (else Chromium delivers nothing there).
    """
    held = 0
    position = None
    previous_time = None
    commands = []
    for line in lines:
        delay = 0.0 if previous_time is None else max(0.0, line["t"] - previous_time)
        previous_time = line["t"]
        x, y = min(line["x"], width - 1), min(line["y"], height - 1)
        event = line.get("event")
        if event is None:
            if (x, y) == position:
                continue
            position = (x, y)
            commands.append((delay, {"type": "mouseMoved", "x": x, "y": y, "buttons": held}))
        elif event in ("press", "release") and line.get("button") in MOUSE_BUTTONS:
            name, bit = MOUSE_BUTTONS[line["button"]]
            held = held | bit if event == "press" else held & ~bit
            commands.append((delay, {"type": "mousePressed" if event == "press" else "mouseReleased",
                                     "x": x, "y": y, "button": name, "buttons": held, "clickCount": 1}))
        elif event == "scroll":
            wheel = line["wheel"]
            commands.append((delay, {"type": "mouseWheel", "x": x, "y": y, "buttons": held,
                                     "deltaX": wheel["horizontal"] / 120 * WHEEL_PIXELS_PER_DETENT,
                                     "deltaY": -wheel["vertical"] / 120 * WHEEL_PIXELS_PER_DETENT}))
    return commands


def touch_commands(frames):
    """(seconds since the previous command, Input.dispatchTouchEvent params) for every change.

    Per frame, in this order: fingers that began (touchStart), fingers that moved (touchMove),
    fingers that lifted (touchEnd listing them), fingers cancelled (touchCancel); touchStart and
    touchMove list the fingers down after them. Ids are the engine's touch ids.
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
            # Chromium's touchEnd releases the points it lists (an empty list: all of them), and a
            # touchMove that leaves a finger out does not lift it: so a lift lists the lifted fingers
            # (else a finger still down would be released with them and pressed again at its next move).
            lifted = [{"x": t["x"], "y": t["y"], "id": t["id"], "radiusX": 1, "radiusY": 1, "force": 1} for t in ended]
            for t in ended:
                down.pop(t["id"], None)
            commands.append((delay, {"type": "touchEnd", "touchPoints": lifted}))
            delay = 0.0
        if cancelled:
            for t in cancelled:
                down.pop(t["id"], None)
            commands.append((delay, {"type": "touchCancel", "touchPoints": []}))
            down.clear()
    return commands


def wait_until_ready(browser, session, timeout=10):
    """Waits until the page (not the about:blank a new tab starts with) has loaded and drawn two
    frames since: only then are its listeners there and has the compositor its touch handlers,
    so no first event is passed by (the page would see fingers lift that never landed)."""
    deadline = time.time() + timeout
    while time.time() < deadline:
        try:
            if browser.evaluate(session, "document.readyState === 'complete' && location.href !== 'about:blank'"):
                browser.evaluate(session, "new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(true))))",
                                 await_promise=True)
                return
        except RuntimeError:  # the page navigated while it was asked
            pass
        time.sleep(0.05)
    raise TimeoutError("the page did not load")


def play(browser, session, frames, realtime=False, pointer_lines=(), width=1920, height=1080):
    """Dispatches every frame's touches, then the pointer's moves, buttons and wheel, into the
    page of `session`; returns the number of commands."""
    commands = [("Input.dispatchTouchEvent", c) for c in touch_commands(frames)]
    commands += [("Input.dispatchMouseEvent", c) for c in mouse_commands(pointer_lines, width, height)]
    for method, (delay, params) in commands:
        if realtime and delay > 0:
            time.sleep(delay)
        browser.call(method, params, session=session)
    return len(commands)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("trace")
    parser.add_argument("--url", required=True)
    parser.add_argument("--realtime", action="store_true")
    parser.add_argument("--tactile", default=os.path.join(ROOT, ".build/debug/tactile"))
    parser.add_argument("--screen", help="the screen, WxH[@scale] as tactile replay takes it (default 1920x1080)")
    parser.add_argument("--log-expression")
    args = parser.parse_args()
    chromium = find_chromium()
    if not chromium:
        print("replay-in-browser: no Chromium (apt-get install chromium)", file=sys.stderr)
        return 77
    frames = frames_of(args.tactile, args.trace, ["--screen", args.screen] if args.screen else [])
    # The pointer's layout in points (CSS pixels): the screen's pixels over its scale.
    size, _, scale = (args.screen or "1920x1080").partition("@")
    width, height = (float(v) / float(scale or 1) for v in size.split("x"))
    pointer_lines = pointer_lines_of(args.tactile, args.trace, width, height)
    with tempfile.TemporaryDirectory() as directory:
        browser = Browser(chromium, directory)
        try:
            session = browser.open(args.url)
            browser.call("Page.enable", session=session)
            # Touch input needs a touch-capable page: what a kiosk's browser reports.
            browser.call("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 10}, session=session)
            wait_until_ready(browser, session)
            count = play(browser, session, frames, realtime=args.realtime, pointer_lines=pointer_lines, width=width, height=height)
            print(f"played {len(frames)} touch frames and {len(pointer_lines)} pointer lines as {count} input events into {args.url}",
                  file=sys.stderr)
            if args.log_expression:
                print(json.dumps(browser.evaluate(session, args.log_expression)))
        finally:
            browser.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
