// Compile-time checks of the C API's layout: the struct sizes and offsets that
// bindings (ctypes, cffi) mirror must not change by accident. The functions the
// header declares are defined in Swift (Sources/TactileC, @_cdecl).
#include "tactile.h"
#include <stddef.h>

_Static_assert(sizeof(struct tactile_event) == 664, "struct tactile_event changed size: update bindings and TACTILE_API_VERSION");
_Static_assert(offsetof(struct tactile_event, gesture) == 24, "the union starts after type, device and the two times");
_Static_assert(sizeof(struct tactile_gesture) == 160, "struct tactile_gesture changed size (most_fingers and the pen fields were appended inside the union: tactile_event is unchanged)");
_Static_assert(offsetof(struct tactile_gesture, most_fingers) == 112 && offsetof(struct tactile_gesture, pointer_type) == 116, "tactile_gesture's first fields keep their places");
_Static_assert(sizeof(struct tactile_touch) == 56, "struct tactile_touch changed size");
_Static_assert(sizeof(struct tactile_touch_frame) <= 640, "the union's payloads must fit its reserved bytes");
_Static_assert(sizeof(struct tactile_pointer_update) <= 640, "the union's payloads must fit its reserved bytes");
_Static_assert(offsetof(struct tactile_pointer_event, region) == 8, "tactile_pointer_event's first fields keep their places");
_Static_assert(offsetof(struct tactile_pointer_event, button) == 72, "fields added after region");
_Static_assert(sizeof(struct tactile_pointer_event) == 104, "struct tactile_pointer_event changed size");
_Static_assert(offsetof(struct tactile_pointer_frame, wheel_horizontal) == 32, "tactile_pointer_frame's first fields keep their places");
_Static_assert(sizeof(struct tactile_pointer_frame) == 64, "struct tactile_pointer_frame changed size");
_Static_assert(sizeof(struct tactile_pen_frame) == 112, "struct tactile_pen_frame changed size");
_Static_assert(sizeof(struct tactile_pointer_event) <= 640 && sizeof(struct tactile_pointer_frame) <= 640, "the union's payloads must fit its reserved bytes");
