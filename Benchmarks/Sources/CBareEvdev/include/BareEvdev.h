#ifndef TACTILE_BARE_EVDEV_H
#define TACTILE_BARE_EVDEV_H

/// What one drain of an evdev node cost (see bare_evdev_drain).
typedef struct {
    long long events;   ///< events read (SYN_REPORTs included)
    long long frames;   ///< SYN_REPORTs read
    long long cpu_ns;   ///< CPU time of the reading thread, user + system, from the first poll to the last event
    long long wall_ns;  ///< wall time over the same span (includes waiting for the writer)
    long long polls;    ///< poll() calls (each wakes one drain)
    long long checksum; ///< sum of values, so nothing is optimised away
    int error;          ///< 0, or a positive errno (open, libevdev_new_from_fd, read) or ETIMEDOUT
} bare_evdev_result;

/// The floor of Tactile's live path: open `path` non-blocking, libevdev_new_from_fd, then
/// poll + libevdev_next_event until `expected_events` events were read (SYN_DROPPED handled
/// like EvdevDevice does). `timeout_ms` bounds each poll; a poll that times out ends the
/// run with ETIMEDOUT. After each wake-up the loop sleeps `settle_us` before reading (0: no
/// sleep): a read while umockdev is still writing a frame can return a torn event (a
/// length that is not a multiple of struct input_event), which libevdev rejects with EINVAL. Sleeping costs no CPU time.
int bare_evdev_drain(const char *path, long long expected_events, int timeout_ms, int settle_us, bare_evdev_result *out);

#endif
