/*
 * tactile.h — the C API of Tactile (libtactile).
 *
 * Tactile turns raw evdev input from touchscreens and mice into gestures and
 * iPad-style pointer interaction. This header is the whole C interface:
 *
 *   tactile_engine *e = tactile_engine_new_from_config_string("screen: {width: 1280, height: 800}", &err);
 *   tactile_engine_open_devices(e, NULL, 0);          // every touchscreen and mouse, with hotplug
 *   for (;;) {
 *       struct pollfd p = { tactile_engine_get_fd(e), POLLIN, 0 };
 *       poll(&p, 1, tactile_engine_get_timeout_ms(e));
 *       tactile_engine_dispatch(e);
 *       struct tactile_event ev;
 *       while (tactile_engine_next_event(e, &ev) == 1) { ... }
 *   }
 *   tactile_engine_free(e);
 *
 * An engine either OPENS devices (tactile_engine_open_devices) or is FED raw
 * evdev events by the caller (tactile_engine_add_device + tactile_engine_feed_event),
 * never both. Fed engines are deterministic: the same events give the same
 * output, because time is the events' own timestamps.
 *
 * UNITS. Positions are in points on the screen (origin top left, y down; the
 * configuration's screen width/height in pixels divided by its scale).
 * Translations in points, velocities in points per second, angles in radians
 * (clockwise positive), times in seconds (time_sec) and microseconds (time_usec)
 * of the event clock (CLOCK_MONOTONIC for opened devices, the caller's clock for
 * fed events). Field names carry any other unit (_ms, _mm, _rad).
 *
 * OWNERSHIP.
 *  - tactile_engine_new_*() returns an engine the caller owns: free it with
 *    tactile_engine_free(), which closes every device it opened.
 *  - A string returned through `char **error_out` belongs to the caller: free it
 *    with tactile_string_free(). *error_out is set to NULL on success.
 *  - tactile_engine_last_error() and the *_name() functions return strings the
 *    library owns. last_error's string is valid until the next call on the same
 *    engine; *_name() strings are static.
 *  - Input strings (configuration, descriptions, JSON, paths) are only read
 *    during the call; they are copied where kept.
 *  - tactile_engine_next_event() COPIES the event into the caller's struct; the
 *    struct holds no pointers, so it can be kept, copied or sent anywhere.
 *
 * THREADING. An engine is not thread-safe: call it from one thread at a time.
 * It may move between threads while no call is running (e.g. created on one
 * thread, then used only by an event-loop thread). Different engines are
 * independent and may be used on different threads concurrently. The library
 * starts no threads and installs no signal handlers. Free functions that take no
 * engine (tactile_version, tactile_event_to_json, *_name, tactile_string_free)
 * are thread-safe.
 *
 * ERRORS. Functions returning int return -1 on failure and set the engine's
 * last error (tactile_engine_last_error); constructors return NULL and fill
 * *error_out. Bad input (malformed configuration, descriptions, JSON, unknown
 * device ids) never crashes.
 *
 * LINKING. pkg-config --cflags --libs tactile (see Docs/C-API.md). The library
 * needs the Swift runtime libraries at run time (its rpath names the toolchain's;
 * otherwise set LD_LIBRARY_PATH).
 */
#ifndef TACTILE_H
#define TACTILE_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#define TACTILE_API_VERSION 1

/** Bytes of a region (element id) or device name field, including the NUL.
 *  Longer names are truncated at a UTF-8 character boundary. */
#define TACTILE_REGION_MAX 64
#define TACTILE_NAME_MAX 128
/** Touches carried in one TACTILE_EVENT_TOUCH_FRAME; `total` tells if more were down. */
#define TACTILE_FRAME_TOUCHES_MAX 10

/** An engine: opaque. */
typedef struct tactile_engine tactile_engine;

/* ------------------------------------------------------------------------ */
/* Event types and the values their fields take                             */
/* ------------------------------------------------------------------------ */

enum tactile_event_type {
    TACTILE_EVENT_NONE = 0,
    /** A device joined: `device` (name, kind). */
    TACTILE_EVENT_DEVICE_ADDED = 1,
    /** A device left (unplugged, removed): `device` (name, reason); its touches were cancelled first. */
    TACTILE_EVENT_DEVICE_REMOVED = 2,
    /** A gesture recognizer changed state: `gesture`. */
    TACTILE_EVENT_GESTURE = 3,
    /** The pointer moved or changed look (needs a layout): `pointer`. */
    TACTILE_EVENT_POINTER_UPDATE = 4,
    /** Pointer enter/exit, any button's press/release, click, scroll, drag (needs a layout): `pointer_event`. */
    TACTILE_EVENT_POINTER_EVENT = 5,
    /** A one-finger tap or a left click landed on an element (needs a layout): `tap`. */
    TACTILE_EVENT_ELEMENT_TAP = 6,
    /** Raw touches of one frame (off by default, see tactile_engine_set_event_mask): `touch_frame`. */
    TACTILE_EVENT_TOUCH_FRAME = 7,
    /** Raw mouse motion/buttons/wheel of one frame (off by default): `pointer_frame`. */
    TACTILE_EVENT_POINTER_FRAME = 8,
    /** A pen (stylus) frame: proximity, tip, pressure, tilt (off by default): `pen_frame`. */
    TACTILE_EVENT_PEN_FRAME = 9,
};

/** Bit of an event type in an event mask. */
#define TACTILE_EVENT_MASK(type) (1u << (type))
/** What an engine reports unless told otherwise: everything but raw frames. */
#define TACTILE_EVENT_MASK_DEFAULT                                                       \
    (TACTILE_EVENT_MASK(TACTILE_EVENT_DEVICE_ADDED) | TACTILE_EVENT_MASK(TACTILE_EVENT_DEVICE_REMOVED) | \
     TACTILE_EVENT_MASK(TACTILE_EVENT_GESTURE) | TACTILE_EVENT_MASK(TACTILE_EVENT_POINTER_UPDATE) |      \
     TACTILE_EVENT_MASK(TACTILE_EVENT_POINTER_EVENT) | TACTILE_EVENT_MASK(TACTILE_EVENT_ELEMENT_TAP))
#define TACTILE_EVENT_MASK_ALL (TACTILE_EVENT_MASK_DEFAULT | TACTILE_EVENT_MASK(TACTILE_EVENT_TOUCH_FRAME) | \
                                TACTILE_EVENT_MASK(TACTILE_EVENT_POINTER_FRAME) | TACTILE_EVENT_MASK(TACTILE_EVENT_PEN_FRAME))

enum tactile_device_kind {
    TACTILE_DEVICE_UNKNOWN = 0,
    TACTILE_DEVICE_TOUCHSCREEN = 1,
    TACTILE_DEVICE_MOUSE = 2,
    TACTILE_DEVICE_TOUCHPAD = 3,
    TACTILE_DEVICE_OTHER = 4,
    /** A pen display or a pen tablet mapped to the screen. */
    TACTILE_DEVICE_PEN = 5,
};

/** The pen end in proximity (struct tactile_pen_frame.tool). */
enum tactile_pen_tool {
    TACTILE_PEN_TOOL_PEN = 1,
    TACTILE_PEN_TOOL_ERASER = 2,
    TACTILE_PEN_TOOL_BRUSH = 3,
    TACTILE_PEN_TOOL_PENCIL = 4,
    TACTILE_PEN_TOOL_AIRBRUSH = 5,
};

/** Barrel buttons (struct tactile_pen_frame.buttons bits). */
enum tactile_pen_button {
    TACTILE_PEN_BUTTON_STYLUS = 1 << 0,
    TACTILE_PEN_BUTTON_STYLUS2 = 1 << 1,
    TACTILE_PEN_BUTTON_STYLUS3 = 1 << 2,
};

enum tactile_gesture_kind {
    TACTILE_GESTURE_TAP = 1,
    TACTILE_GESTURE_LONG_PRESS = 2,
    TACTILE_GESTURE_PAN = 3,
    TACTILE_GESTURE_SWIPE = 4,
    TACTILE_GESTURE_PINCH = 5,
    TACTILE_GESTURE_ROTATE = 6,
    TACTILE_GESTURE_EDGE_SWIPE = 7,
    TACTILE_GESTURE_TRANSFORM = 8,  /**< pan + zoom + rotate as one gesture across finger changes */
    TACTILE_GESTURE_FORCE_PRESS = 9,  /**< one finger pressing harder than it landed (panels with pressure only) */
    TACTILE_GESTURE_PEN_BUTTON = 10,  /**< a pen's barrel button clicked while its tip touches */
};

/** What made a gesture (struct tactile_gesture.pointer_type): fingers or a pen's tip. */
enum tactile_pointer_type {
    TACTILE_POINTER_TYPE_TOUCH = 0,
    TACTILE_POINTER_TYPE_PEN = 1,
};

/** Continuous gestures: BEGAN, CHANGED..., then ENDED or CANCELLED. Tap and swipe: RECOGNIZED once. */
enum tactile_gesture_phase {
    TACTILE_PHASE_BEGAN = 1,
    TACTILE_PHASE_CHANGED = 2,
    TACTILE_PHASE_ENDED = 3,
    TACTILE_PHASE_CANCELLED = 4,
    TACTILE_PHASE_RECOGNIZED = 5,
};

/** Why a continuous gesture ended or was cancelled (the JSON `reason`). */
enum tactile_end_reason {
    TACTILE_END_NONE = 0,
    TACTILE_END_FINGERS_LIFTED = 1,            /**< fewer fingers than it needs remain */
    TACTILE_END_YIELDED = 2,                   /**< a long press gave way to the gesture of fingers that joined */
    TACTILE_END_FINGER_JOINED_AND_MOVED = 3,   /**< a long press whose joined finger moved */
    TACTILE_END_FINGERS_MOVED_APART = 4,       /**< a multi-finger long press whose fingers spread or closed */
    TACTILE_END_HANDED_OVER = 5,               /**< the finger set changed; it begins again with the new set */
    TACTILE_END_TOUCH_CANCELLED = 6,           /**< SYN_DROPPED, unplugged, trace ended with a finger down */
    TACTILE_END_CANCELLED_BY_CALLER = 7,
    TACTILE_END_PALM = 8,                      /**< a touch was rejected as a palm (Docs/PALMS.md) */
};

/** Swipe directions and screen edges (y down: DOWN means y growing). */
enum tactile_direction {
    TACTILE_DIRECTION_NONE = 0,
    TACTILE_DIRECTION_UP = 1,
    TACTILE_DIRECTION_DOWN = 2,
    TACTILE_DIRECTION_LEFT = 3,
    TACTILE_DIRECTION_RIGHT = 4,
};

enum tactile_edge {
    TACTILE_EDGE_NONE = 0,
    TACTILE_EDGE_TOP = 1,
    TACTILE_EDGE_BOTTOM = 2,
    TACTILE_EDGE_LEFT = 3,
    TACTILE_EDGE_RIGHT = 4,
};

enum tactile_pointer_event_kind {
    TACTILE_POINTER_ENTER = 1,
    TACTILE_POINTER_EXIT = 2,
    TACTILE_POINTER_PRESS = 3,
    TACTILE_POINTER_RELEASE = 4,
    TACTILE_POINTER_CLICK = 5,     /**< left, right or middle press and release on one element, no drag */
    TACTILE_POINTER_SCROLL = 6,    /**< the wheel over `region`: wheel_vertical120 / wheel_horizontal120 */
    TACTILE_POINTER_DRAG_START = 7, /**< a held button moved past the drag threshold; region = the pressed element */
    TACTILE_POINTER_DRAG = 8,      /**< motion during a drag; region = the pressed element */
    TACTILE_POINTER_DRAG_END = 9,  /**< the drag's button went up; region = the pressed element */
};

enum tactile_pointer_effect {
    TACTILE_EFFECT_NONE = 0,
    TACTILE_EFFECT_HIGHLIGHT = 1,
    TACTILE_EFFECT_LIFT = 2,
    TACTILE_EFFECT_HOVER = 3,
};

enum tactile_pointer_shape {
    TACTILE_SHAPE_CIRCLE = 1,       /**< shape_width = shape_height = diameter */
    TACTILE_SHAPE_ROUNDED_RECT = 2, /**< the element's frame (shape_x/y/width/height) and corner radius */
    TACTILE_SHAPE_BEAM = 3,         /**< a text beam: shape_height */
};

enum tactile_tap_source {
    TACTILE_TAP_TOUCH = 1,
    TACTILE_TAP_POINTER = 2,
};

enum tactile_touch_phase {
    TACTILE_TOUCH_BEGAN = 1,
    TACTILE_TOUCH_MOVED = 2,
    TACTILE_TOUCH_STATIONARY = 3,
    TACTILE_TOUCH_ENDED = 4,
    TACTILE_TOUCH_CANCELLED = 5,
};

/** Keyboard modifiers for tactile_engine_set_modifiers (e.g. Alt overrides magnetism). */
enum tactile_modifier {
    TACTILE_MODIFIER_SHIFT = 1u << 0,
    TACTILE_MODIFIER_CONTROL = 1u << 1,
    TACTILE_MODIFIER_ALT = 1u << 2,
    TACTILE_MODIFIER_META = 1u << 3,
};

/** Mouse buttons in tactile_pointer_frame's bit sets. */
enum tactile_button {
    TACTILE_BUTTON_LEFT = 1u << 0,
    TACTILE_BUTTON_RIGHT = 1u << 1,
    TACTILE_BUTTON_MIDDLE = 1u << 2,
    TACTILE_BUTTON_SIDE = 1u << 3,
    TACTILE_BUTTON_EXTRA = 1u << 4,
    TACTILE_BUTTON_FORWARD = 1u << 5,
    TACTILE_BUTTON_BACK = 1u << 6,
    TACTILE_BUTTON_TASK = 1u << 7,
};

/* ------------------------------------------------------------------------ */
/* Event payloads: plain values, no pointers                                 */
/* Enum-valued fields are int32_t so the layout is the same for every        */
/* compiler and for foreign-function interfaces (ctypes, cffi, ...).         */
/* ------------------------------------------------------------------------ */

/** TACTILE_EVENT_DEVICE_ADDED / _REMOVED. */
struct tactile_device_info {
    int32_t kind;                    /**< enum tactile_device_kind */
    int32_t reserved0;
    char name[TACTILE_NAME_MAX];     /**< the device's name */
    char reason[TACTILE_NAME_MAX];   /**< removed: why ("" when unknown); added: "" */
};

/** TACTILE_EVENT_GESTURE. Fields that do not apply to `kind` are 0. */
struct tactile_gesture {
    int32_t kind;        /**< enum tactile_gesture_kind */
    int32_t phase;       /**< enum tactile_gesture_phase */
    int32_t fingers;     /**< fingers down (tap: per tap; ended: just before the lift) */
    int32_t recognizer;  /**< index of the recognizer in the configuration */
    int32_t taps;        /**< tap: 1 single, 2 double, ... */
    int32_t direction;   /**< swipe: enum tactile_direction */
    int32_t edge;        /**< edge swipe: enum tactile_edge */
    int32_t reason;      /**< ended / cancelled: enum tactile_end_reason (why it ended), else 0 */
    double x, y;         /**< centroid / focal point, points */
    double dx, dy;       /**< pan, edge swipe, long press, transform: translation since the fingers went down, points */
    double vx, vy;       /**< pan, edge swipe, swipe, transform: velocity, points per second (ended: at the lift) */
    double scale;        /**< pinch: current span / span when the finger set formed; transform: cumulative; force press: pressure 0...1 */
    double rotation_rad; /**< rotate: since the finger set formed, clockwise positive; transform: cumulative */
    double velocity;     /**< pinch: scale per second; rotate: radians per second; force press: the touch's baseline pressure 0...1 */
    double duration_ms;  /**< long press: since the fingers went down */
    int32_t most_fingers; /**< the gesture's finger count: the most fingers down together since it began (Docs/GESTURES.md) */
    /* Appended inside the union's padding (tactile_event unchanged); a library that predates them leaves them 0 (touch). */
    int32_t pointer_type; /**< enum tactile_pointer_type: touch (0) or a pen's tip */
    int32_t pen_tool;     /**< pen gestures: enum tactile_pen_tool (an eraser stroke is a pan with the eraser), else 0 */
    uint32_t pen_buttons; /**< pen gestures: barrel buttons held (enum tactile_pen_button bits) */
    uint32_t pen_button;  /**< pen button click: the barrel button clicked (one enum tactile_pen_button bit), else 0 */
    double pen_pressure;  /**< pen gestures: tip pressure 0...1 at the latest tip-down frame; -1 when the pen has none */
    double pen_tilt_x, pen_tilt_y; /**< pen gestures: tilt in degrees (Docs/PENS.md), 0 without tilt axes */
};

/** TACTILE_EVENT_POINTER_UPDATE: where the pointer is and how to draw it. */
struct tactile_pointer_update {
    double x, y;                     /**< model pointer (hit testing), points */
    double visible_x, visible_y;     /**< where to draw it, points */
    char region[TACTILE_REGION_MAX]; /**< active element id, "" for none */
    int32_t effect;                  /**< enum tactile_pointer_effect on the active element */
    int32_t shape;                   /**< enum tactile_pointer_shape */
    double effect_scale, effect_shadow, effect_tint;
    double shape_x, shape_y, shape_width, shape_height, shape_corner_radius; /**< points */
    char prediction_target[TACTILE_REGION_MAX]; /**< most likely target element, "" for none */
    double prediction_x, prediction_y;          /**< predicted endpoint, points */
    double prediction_confidence;               /**< 0...1 */
    int32_t absent;   /**< 1 after the pointer left (a hovering pen out of range) until it moves again; added inside the union's padding (0 from a library that predates it) */
    int32_t reserved1;
};

/** TACTILE_EVENT_POINTER_EVENT. The fields after `region` were added inside the union's
 *  padding (API version 1, the event's size unchanged); a library that predates them leaves them 0. */
struct tactile_pointer_event {
    int32_t kind;                    /**< enum tactile_pointer_event_kind */
    int32_t reserved0;
    char region[TACTILE_REGION_MAX]; /**< element id, "" for none */
    uint32_t button;                 /**< press/release/click/drag*: one enum tactile_button bit, else 0 */
    int32_t wheel_vertical120;       /**< scroll: 1/120 detent, positive = away from the user */
    int32_t wheel_horizontal120;     /**< scroll: 1/120 detent, positive = right */
    int32_t reserved1;
    double x, y;                     /**< the pointer when it happened, points */
};

/** TACTILE_EVENT_ELEMENT_TAP: the one event an app needs to act on its buttons. */
struct tactile_element_tap {
    int32_t source;                  /**< enum tactile_tap_source */
    int32_t taps;                    /**< 1, 2 (double tap)...; 1 for clicks */
    double x, y;                     /**< points */
    char region[TACTILE_REGION_MAX]; /**< element id */
};

/** One touch in a TACTILE_EVENT_TOUCH_FRAME. */
struct tactile_touch {
    int64_t id;          /**< stable for the touch's life, never reused */
    int32_t phase;       /**< enum tactile_touch_phase */
    int32_t reserved0;
    double x, y;         /**< points */
    double x_mm, y_mm;   /**< on the panel, millimetres, oriented like the screen */
    double pressure;     /**< 0...1, or -1 when the device reports none */
};

/** TACTILE_EVENT_TOUCH_FRAME. */
struct tactile_touch_frame {
    int32_t count;       /**< touches in `touches` */
    int32_t total;       /**< touches in the frame (> count when more than TACTILE_FRAME_TOUCHES_MAX) */
    struct tactile_touch touches[TACTILE_FRAME_TOUCHES_MAX];
};

/** TACTILE_EVENT_POINTER_FRAME: a mouse frame before acceleration. */
struct tactile_pointer_frame {
    int32_t dx, dy;      /**< device counts */
    uint32_t buttons;    /**< held after the frame, enum tactile_button bits */
    uint32_t pressed;    /**< pressed in this frame */
    uint32_t released;   /**< released in this frame */
    int32_t reserved0;
    double wheel_vertical, wheel_horizontal; /**< detents (fractions with high-resolution wheels) */
    /* Added inside the union's padding (the event's size unchanged; a library that predates them leaves them 0): */
    int32_t has_absolute_position; /**< 1: an absolute pointer moved to absolute_x/y */
    int32_t reserved1;
    double absolute_x, absolute_y; /**< points */
};

/** TACTILE_EVENT_PEN_FRAME: one pen at one frame (Docs/PENS.md). Values a device does not
 *  report are -1 (pressure, distance) or have has_tilt / has_rotation 0. */
struct tactile_pen_frame {
    int64_t id;          /**< one per proximity period, never reused (shared sequence with touch ids) */
    int32_t phase;       /**< enum tactile_touch_phase: BEGAN = proximity in, ENDED = proximity out */
    int32_t tool;        /**< enum tactile_pen_tool */
    int32_t tip;         /**< 1 while the tip touches the surface */
    int32_t tip_change;  /**< 1: tip went down in this frame, -1: went up, 0: unchanged */
    double x, y;         /**< points */
    double x_mm, y_mm;   /**< on the panel or tablet, millimetres */
    double pressure;     /**< 0...1 after the offset and curve; 0 while hovering; -1: none */
    double distance;     /**< hover distance 0...1 (0 = closest); -1: not reported */
    int32_t has_tilt, has_rotation;
    double tilt_x, tilt_y; /**< degrees */
    double rotation;     /**< degrees 0..<360 */
    uint32_t buttons;    /**< enum tactile_pen_button bits held */
    uint32_t serial;     /**< MSC_SERIAL of the tool, 0 when none */
};

/** One event, copied out by tactile_engine_next_event(). The union is padded so
 *  that fields can be added in later versions without changing the size. */
struct tactile_event {
    int32_t type;        /**< enum tactile_event_type: which member of the union is set */
    int32_t device;      /**< engine device id it came from; 0 for pointer outputs and element taps */
    int64_t time_usec;   /**< event time, microseconds */
    double time_sec;     /**< the same time in seconds */
    union {
        struct tactile_device_info device_info;
        struct tactile_gesture gesture;
        struct tactile_pointer_update pointer;
        struct tactile_pointer_event pointer_event;
        struct tactile_element_tap tap;
        struct tactile_touch_frame touch_frame;
        struct tactile_pointer_frame pointer_frame;
        struct tactile_pen_frame pen_frame;
        unsigned char reserved[640];
    };
};

/* ------------------------------------------------------------------------ */
/* Library                                                                   */
/* ------------------------------------------------------------------------ */

/** "MAJOR.MINOR.PATCH" of the library. Static string. */
const char *tactile_version(void);

/** sizeof(struct tactile_event) as the library was built: bindings check it. */
size_t tactile_event_size(void);

/** Frees a string the library gave the caller (error_out). NULL is fine. */
void tactile_string_free(char *string);

/* ------------------------------------------------------------------------ */
/* Engines                                                                   */
/* ------------------------------------------------------------------------ */

/**
 * Creates an engine from configuration text, YAML or JSON (Docs/C-API.md and the
 * README list the keys: screen, gestures, pointer, layout). NULL or "" gives the
 * defaults: a 1920x1080@1 screen and every standard gesture recognizer. A
 * relative layout path is resolved against the current directory.
 * On failure returns NULL and, if error_out is not NULL, sets *error_out to a
 * message ("<config>: key.path: what was expected") to free with tactile_string_free.
 */
tactile_engine *tactile_engine_new_from_config_string(const char *yaml_or_json, char **error_out);

/** Like tactile_engine_new_from_config_string with a file's contents; relative
 *  layout paths are resolved against the file's directory. */
tactile_engine *tactile_engine_new_from_config_file(const char *path, char **error_out);

/** Frees the engine and closes its devices. Queued events are dropped. NULL is fine. */
void tactile_engine_free(tactile_engine *engine);

/** The message of the last failed call on this engine, NULL if none failed.
 *  Valid until the next call on this engine. */
const char *tactile_engine_last_error(const tactile_engine *engine);

/* ------------------------------------------------------------------------ */
/* Live devices                                                              */
/* ------------------------------------------------------------------------ */

/**
 * Opens evdev devices through libevdev. paths == NULL (or count == 0): every
 * touchscreen and mouse, including ones plugged in later (hotplug). Otherwise the
 * given nodes ("/dev/input/event5"), each reopened if it reappears; failing to
 * open one of them is an error. Call once per engine, and not on a fed engine.
 * DEVICE_ADDED events are queued. Returns the number of devices opened, or -1.
 */
int tactile_engine_open_devices(tactile_engine *engine, const char *const *paths, size_t count);

/**
 * The descriptor to watch for readability (POLLIN) in any event loop, or -1 for a
 * fed engine / before tactile_engine_open_devices. It stays the same for the
 * engine's life; do not read it or close it.
 */
int tactile_engine_get_fd(const tactile_engine *engine);

/**
 * How long the caller may sleep before calling tactile_engine_dispatch, in
 * milliseconds; -1 when nothing is pending (sleep until the fd is readable).
 * Opened devices: until the next deadline on CLOCK_MONOTONIC (a long press, a
 * double-tap window, a pointer animation). Fed engines: the next deadline minus
 * the engine's current time (its latest frame or advance_to), in the fed clock.
 * Ask again after every dispatch/feed: the value changes.
 */
int tactile_engine_get_timeout_ms(const tactile_engine *engine);

/**
 * Reads every ready device without blocking, handles hotplug, and fires the
 * deadline if it has come. Call it when the fd is readable or the timeout
 * expired (calling it at other times is harmless). Then drain events with
 * tactile_engine_next_event. Returns the number of events queued, or -1.
 * On a fed engine it reads nothing and returns the number queued.
 */
int tactile_engine_dispatch(tactile_engine *engine);

/* ------------------------------------------------------------------------ */
/* Feeding events yourself (trace replay, another input stack, tests)        */
/* ------------------------------------------------------------------------ */

/**
 * Adds a device from its description: the text of an evemu recording or
 * description (evemu-describe, evemu-record: N:/I:/P:/B:/A: lines) or of a
 * libinput-record YAML file with one device. Events in the text are ignored.
 * Queues DEVICE_ADDED. Returns the new device id (> 0), or -1 (the error names
 * the line and what was expected).
 */
int tactile_engine_add_device(tactile_engine *engine, const char *description_text);

/** Removes a fed device: its touches are cancelled, DEVICE_REMOVED is queued. 0 or -1. */
int tactile_engine_remove_device(tactile_engine *engine, int device);

/**
 * Feeds one raw evdev event (struct input_event's fields) of device `device`.
 * Deadlines at or before its time fire first, so output depends only on the
 * events. Timestamps that go backwards are clamped. Returns 0, or -1 for an
 * unknown device.
 */
int tactile_engine_feed_event(tactile_engine *engine, int device, int64_t sec, int64_t usec,
                              uint16_t type, uint16_t code, int32_t value);

/** The next deadline in event time (microseconds), or -1 when none. */
int64_t tactile_engine_next_deadline_usec(const tactile_engine *engine);

/** Advances event time to `usec`, firing every deadline at or before it. 0 or -1. */
int tactile_engine_advance_to(tactile_engine *engine, int64_t usec);

/**
 * The input has ended (end of a recording): touches still down are cancelled,
 * buttons released, and time runs on until no deadline is left (so a tap that
 * waited for a possible second tap is reported). 0 or -1.
 */
int tactile_engine_finish(tactile_engine *engine);

/* ------------------------------------------------------------------------ */
/* Output                                                                    */
/* ------------------------------------------------------------------------ */

/**
 * Copies the oldest queued event into *out and removes it from the queue.
 * Returns 1 if an event was copied, 0 if the queue is empty, -1 on bad arguments.
 * The queue holds 1024 events; when it overflows the OLDEST event is dropped
 * and counted (tactile_engine_dropped_events). Drain it after every dispatch or feed.
 */
int tactile_engine_next_event(tactile_engine *engine, struct tactile_event *out);

/** Events dropped so far because the queue was full. */
uint64_t tactile_engine_dropped_events(const tactile_engine *engine);

/** Which event types are queued: TACTILE_EVENT_MASK(type) bits (default
 *  TACTILE_EVENT_MASK_DEFAULT; TACTILE_EVENT_MASK_ALL adds raw frames). */
void tactile_engine_set_event_mask(tactile_engine *engine, uint32_t mask);

/**
 * Writes `event` as one JSON object (no newline), the schema of the `tactile`
 * command line (gestures: {"t":..,"gesture":"pan","phase":"began","fingers":2,...}).
 * snprintf semantics: writes at most len bytes including the NUL and returns the
 * length the full text needs (excluding the NUL); buf may be NULL when len is 0.
 * Returns -1 for an event of unknown type.
 */
int tactile_event_to_json(const struct tactile_event *event, char *buf, size_t len);

/** Static names ("pan", "began", "up", "left", "click", ...) for printing; "unknown" otherwise. */
const char *tactile_gesture_kind_name(int32_t kind);
const char *tactile_gesture_phase_name(int32_t phase);
const char *tactile_direction_name(int32_t direction);
const char *tactile_edge_name(int32_t edge);
const char *tactile_pointer_event_kind_name(int32_t kind);

/* ------------------------------------------------------------------------ */
/* The app's elements                                                        */
/* ------------------------------------------------------------------------ */

/**
 * Replaces the element layout: the hit regions taps land on and the pointer
 * snaps to. JSON: {"screen": {"width": <pt>, "height": <pt>},
 *  "elements": [{"id": "ok", "x": .., "y": .., "width": .., "height": .., "cornerRadius": ..,
 *                "bezeled": true, "effect": "highlight|lift|hover|none", ...}]}
 * (Docs/POINTER.md). The pointer keeps its place. 0, or -1 (the error names the key path).
 */
int tactile_engine_set_layout_json(tactile_engine *engine, const char *json);

/** Sets the held keyboard modifiers (enum tactile_modifier bits). 0 or -1. */
int tactile_engine_set_modifiers(tactile_engine *engine, uint32_t modifiers);

#ifdef __cplusplus
}
#endif

#endif /* TACTILE_H */
