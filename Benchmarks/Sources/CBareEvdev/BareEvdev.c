// The bare libevdev read loop Tactile's live path is compared with: no conversion, no
// frames, nothing but counting. Same shape as TactileSystem's EvdevDevice.drain + poll.
#include "BareEvdev.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <libevdev-1.0/libevdev/libevdev.h>

static long long nanoseconds(clockid_t clock) {
    struct timespec ts;
    clock_gettime(clock, &ts);
    return (long long)ts.tv_sec * 1000000000LL + ts.tv_nsec;
}

int bare_evdev_drain(const char *path, long long expected_events, int timeout_ms, int settle_us, bare_evdev_result *out) {
    memset(out, 0, sizeof *out);
    int fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0) return out->error = errno;
    struct libevdev *dev = NULL;
    int rc = libevdev_new_from_fd(fd, &dev);
    if (rc < 0) { close(fd); return out->error = -rc; }

    long long cpu0 = nanoseconds(CLOCK_THREAD_CPUTIME_ID), wall0 = nanoseconds(CLOCK_MONOTONIC);
    long long cpu1 = cpu0, wall1 = wall0;
    unsigned int flags = LIBEVDEV_READ_FLAG_NORMAL;
    struct pollfd pfd = { .fd = fd, .events = POLLIN };
    while (out->events < expected_events && out->error == 0) {
        int ready = poll(&pfd, 1, timeout_ms);
        out->polls++;
        if (ready == 0) { out->error = ETIMEDOUT; break; }
        if (ready < 0) { if (errno == EINTR) continue; out->error = errno; break; }
        if (settle_us > 0) usleep((useconds_t)settle_us);
        for (;;) {
            struct input_event ev;
            rc = libevdev_next_event(dev, flags, &ev);
            if (rc == LIBEVDEV_READ_STATUS_SUCCESS || rc == LIBEVDEV_READ_STATUS_SYNC) {
                if (rc == LIBEVDEV_READ_STATUS_SYNC && flags == LIBEVDEV_READ_FLAG_NORMAL) {
                    flags = LIBEVDEV_READ_FLAG_SYNC;  // ev is the SYN_DROPPED itself
                    continue;
                }
                out->events++;
                out->checksum += ev.value;
                if (ev.type == EV_SYN && ev.code == SYN_REPORT) out->frames++;
            } else if (rc == -EAGAIN) {
                if (flags == LIBEVDEV_READ_FLAG_SYNC) { flags = LIBEVDEV_READ_FLAG_NORMAL; continue; }
                break;
            } else if (rc == -EINTR) {
                continue;
            } else {
                out->error = -rc;
                break;
            }
        }
        cpu1 = nanoseconds(CLOCK_THREAD_CPUTIME_ID);
        wall1 = nanoseconds(CLOCK_MONOTONIC);
    }
    out->cpu_ns = cpu1 - cpu0;
    out->wall_ns = wall1 - wall0;
    libevdev_free(dev);
    close(fd);
    return out->error;
}
