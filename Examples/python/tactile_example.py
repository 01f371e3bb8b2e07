#!/usr/bin/env python3
"""libtactile from Python with ctypes: replay a recording and print its gestures.

    python3 tactile_example.py RECORDING [--json]

RECORDING is an evemu recording ("E: sec.usec type code value" lines after the
device description) or a libinput-record YAML file with one device. The script
hands the file to the engine as the device description, feeds every event
itself, and prints each gesture.

The library is found through $TACTILE_LIBRARY (a path to the .so), else in the
repository's .build/debug or .build/release (libtactile-c.so, the `tactile-c`
product), else as an installed libtactile.so (Tools/install-libtactile.sh).

Exit status: 0 done, 1 error (unreadable or binary file, rejected description),
2 a recording with no events. A reader that leaves early (`| head`) ends it quietly.
"""
import ctypes
import os
import re
import sys
from pathlib import Path

REGION_MAX = 64
NAME_MAX = 128
EVENT_GESTURE = 3
EVENT_DEVICE_ADDED = 1


class Gesture(ctypes.Structure):
    """struct tactile_gesture"""
    _fields_ = [
        ("kind", ctypes.c_int32), ("phase", ctypes.c_int32), ("fingers", ctypes.c_int32),
        ("recognizer", ctypes.c_int32), ("taps", ctypes.c_int32), ("direction", ctypes.c_int32),
        ("edge", ctypes.c_int32), ("reason", ctypes.c_int32),
        ("x", ctypes.c_double), ("y", ctypes.c_double), ("dx", ctypes.c_double), ("dy", ctypes.c_double),
        ("vx", ctypes.c_double), ("vy", ctypes.c_double), ("scale", ctypes.c_double),
        ("rotation_rad", ctypes.c_double), ("velocity", ctypes.c_double), ("duration_ms", ctypes.c_double),
        ("most_fingers", ctypes.c_int32),
    ]


class DeviceInfo(ctypes.Structure):
    """struct tactile_device_info"""
    _fields_ = [("kind", ctypes.c_int32), ("reserved0", ctypes.c_int32),
                ("name", ctypes.c_char * NAME_MAX), ("reason", ctypes.c_char * NAME_MAX)]


class Payload(ctypes.Union):
    # Only the members this script reads; `reserved` gives the union its full size.
    _fields_ = [("gesture", Gesture), ("device_info", DeviceInfo), ("reserved", ctypes.c_ubyte * 640)]


class Event(ctypes.Structure):
    """struct tactile_event"""
    _anonymous_ = ("payload",)
    _fields_ = [("type", ctypes.c_int32), ("device", ctypes.c_int32), ("time_usec", ctypes.c_int64),
                ("time_sec", ctypes.c_double), ("payload", Payload)]


def load_library():
    candidates = []
    if os.environ.get("TACTILE_LIBRARY"):
        candidates.append(os.environ["TACTILE_LIBRARY"])
    root = Path(__file__).resolve().parents[2]
    candidates += [str(root / ".build" / "debug" / "libtactile-c.so"), str(root / ".build" / "release" / "libtactile-c.so")]
    for path in candidates:
        if os.path.exists(path):
            return ctypes.CDLL(path)
    return ctypes.CDLL("libtactile.so")


def declare(lib):
    engine_p = ctypes.c_void_p
    lib.tactile_version.restype = ctypes.c_char_p
    lib.tactile_event_size.restype = ctypes.c_size_t
    lib.tactile_engine_new_from_config_string.argtypes = [ctypes.c_char_p, ctypes.POINTER(ctypes.c_void_p)]
    lib.tactile_engine_new_from_config_string.restype = engine_p
    lib.tactile_string_free.argtypes = [ctypes.c_void_p]
    lib.tactile_engine_free.argtypes = [engine_p]
    lib.tactile_engine_last_error.argtypes = [engine_p]
    lib.tactile_engine_last_error.restype = ctypes.c_char_p
    lib.tactile_engine_add_device.argtypes = [engine_p, ctypes.c_char_p]
    lib.tactile_engine_feed_event.argtypes = [engine_p, ctypes.c_int, ctypes.c_int64, ctypes.c_int64,
                                              ctypes.c_uint16, ctypes.c_uint16, ctypes.c_int32]
    lib.tactile_engine_finish.argtypes = [engine_p]
    lib.tactile_engine_next_event.argtypes = [engine_p, ctypes.POINTER(Event)]
    lib.tactile_event_to_json.argtypes = [ctypes.POINTER(Event), ctypes.c_char_p, ctypes.c_size_t]
    for name in ("tactile_gesture_kind_name", "tactile_gesture_phase_name"):
        getattr(lib, name).argtypes = [ctypes.c_int32]
        getattr(lib, name).restype = ctypes.c_char_p


EVEMU_LINE = re.compile(r"^E:\s+(\d+)\.(\d+)\s+([0-9a-fA-F]+)\s+([0-9a-fA-F]+)\s+(-?\d+)")
YAML_LINE = re.compile(r"^\s*-\s*\[\s*(\d+),\s*(\d+),\s*(\d+),\s*(\d+),\s*(-?\d+)\s*\]")


def events(text):
    """(sec, usec, type, code, value) for each event line of the recording."""
    for line in text.splitlines():
        m = EVEMU_LINE.match(line)
        if m:
            usec = int((m.group(2) + "000000")[:6])  # the fraction is microseconds
            yield int(m.group(1)), usec, int(m.group(3), 16), int(m.group(4), 16), int(m.group(5))
            continue
        m = YAML_LINE.match(line)
        if m:
            yield tuple(int(g) for g in m.groups())


def main(argv):
    if len(argv) < 2:
        print(__doc__, file=sys.stderr)
        return 2
    as_json = "--json" in argv[2:]
    lib = load_library()
    declare(lib)
    if lib.tactile_event_size() != ctypes.sizeof(Event):
        print("tactile_example: struct tactile_event does not match the library", file=sys.stderr)
        return 1
    print(f"libtactile {lib.tactile_version().decode()}", file=sys.stderr)

    error = ctypes.c_void_p()
    engine = lib.tactile_engine_new_from_config_string(b"screen: {width: 1280, height: 800, scale: 1}", ctypes.byref(error))
    if not engine:
        print("tactile_example:", ctypes.string_at(error.value).decode(), file=sys.stderr)
        lib.tactile_string_free(error)
        return 1
    try:
        try:
            data = Path(argv[1]).read_bytes()
        except OSError as e:
            print(f"tactile_example: cannot read {argv[1]}: {e.strerror}", file=sys.stderr)
            return 1
        # The engine checks the description itself; a byte that is not UTF-8 (a binary
        # file, a recording of the wrong thing) is not a reason for a traceback here.
        text = data.decode("utf-8", errors="replace")
        if b"\0" in data:
            print(f"tactile_example: {argv[1]} is a binary file, not an evemu or libinput-record recording",
                  file=sys.stderr)
            return 1
        device = lib.tactile_engine_add_device(engine, data)
        if device < 0:
            print("tactile_example:", lib.tactile_engine_last_error(engine).decode(), file=sys.stderr)
            return 1
        event = Event()
        buffer = ctypes.create_string_buffer(512)
        gestures = 0

        def drain():
            nonlocal gestures
            while lib.tactile_engine_next_event(engine, ctypes.byref(event)) == 1:
                if event.type == EVENT_DEVICE_ADDED and not as_json:
                    print(f"device {event.device} added: {event.device_info.name.decode()}")
                if event.type != EVENT_GESTURE:
                    continue
                gestures += 1
                g = event.gesture
                if as_json:
                    lib.tactile_event_to_json(ctypes.byref(event), buffer, len(buffer))
                    print(buffer.value.decode())
                else:
                    kind = lib.tactile_gesture_kind_name(g.kind).decode()
                    phase = lib.tactile_gesture_phase_name(g.phase).decode()
                    print(f"{event.time_sec:10.6f}  {kind:<9} {phase:<10} fingers={g.fingers} "
                          f"at ({g.x:.1f}, {g.y:.1f}) dx={g.dx:.1f} dy={g.dy:.1f}")

        drain()
        count = 0
        for sec, usec, type_, code, value in events(text):
            if lib.tactile_engine_feed_event(engine, device, sec, usec, type_, code, value) < 0:
                print("tactile_example:", lib.tactile_engine_last_error(engine).decode(), file=sys.stderr)
                return 1
            count += 1
            drain()
        lib.tactile_engine_finish(engine)
        drain()
        print(f"tactile_example: {count} events, {gestures} gesture events", file=sys.stderr)
        if count == 0:
            # Like `tactile replay`: a recording with nothing in it is not a success.
            print(f"tactile_example: {argv[1]}: no events, nothing to replay", file=sys.stderr)
            return 2
        return 0
    finally:
        lib.tactile_engine_free(engine)


if __name__ == "__main__":
    try:
        status = main(sys.argv)
        sys.stdout.flush()
    except BrokenPipeError:
        # The reader left (`| head`): end quietly, like `tactile` does. Python would
        # otherwise print a traceback and complain again while flushing at exit.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        status = 0
    except KeyboardInterrupt:
        status = 130
    sys.exit(status)
