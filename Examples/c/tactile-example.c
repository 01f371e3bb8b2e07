/*
 * tactile-example: libtactile from C.
 *
 *   tactile-example [--json] [--idle SECONDS] [--config FILE] --device /dev/input/eventN
 *   tactile-example [--json] [--config FILE] --replay RECORDING
 *
 * --device opens a live device and runs a poll() loop on the engine's fd and
 * timeout, printing gestures until no input arrived for --idle seconds (default 2)
 * or SIGINT/SIGTERM. --replay reads an evemu recording (evemu-record: N:/I:/B:/A:
 * lines, then "E: sec.usec type code value") or a libinput-record YAML file with
 * one device, and feeds its events to the engine itself, as fast as possible.
 * Gestures print as text, or with --json as the JSON lines of `tactile replay`.
 *
 * Build: cc tactile-example.c $(pkg-config --cflags --libs tactile) -o tactile-example
 * (in the source tree: -I Sources/CTactile/include -L .build/debug -ltactile-c).
 */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <tactile.h>

/* A 1280x800 pt screen; every other setting is the default (all standard gestures). */
static const char *const config_text =
    "screen: {width: 1280, height: 800, scale: 1}\n";

static volatile sig_atomic_t stop_requested = 0;

static void on_signal(int sig) {
    (void)sig;
    stop_requested = 1;
}

static int64_t monotonic_ms(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (int64_t)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

/* Prints one event; returns 1 for a gesture. */
static int print_event(const struct tactile_event *ev, int json) {
    if (json) {
        if (ev->type != TACTILE_EVENT_GESTURE && ev->type != TACTILE_EVENT_ELEMENT_TAP) return 0;
        char line[512];
        int n = tactile_event_to_json(ev, line, sizeof line);
        if (n < 0) return 0;
        if ((size_t)n >= sizeof line) {
            /* Longer than the stack buffer: ask for exactly what it needs. */
            char *big = malloc((size_t)n + 1);
            if (!big) return 0;
            tactile_event_to_json(ev, big, (size_t)n + 1);
            puts(big);
            free(big);
        } else {
            puts(line);
        }
        return ev->type == TACTILE_EVENT_GESTURE;
    }
    switch (ev->type) {
    case TACTILE_EVENT_DEVICE_ADDED:
        printf("device %d added: %s\n", ev->device, ev->device_info.name);
        return 0;
    case TACTILE_EVENT_DEVICE_REMOVED:
        printf("device %d removed: %s (%s)\n", ev->device, ev->device_info.name, ev->device_info.reason);
        return 0;
    case TACTILE_EVENT_GESTURE: {
        const struct tactile_gesture *g = &ev->gesture;
        printf("%10.6f  %-9s %-10s fingers=%d at (%.1f, %.1f)", ev->time_sec, tactile_gesture_kind_name(g->kind),
               tactile_gesture_phase_name(g->phase), g->fingers, g->x, g->y);
        switch (g->kind) {
        case TACTILE_GESTURE_TAP: printf(" taps=%d", g->taps); break;
        case TACTILE_GESTURE_PAN: printf(" dx=%.1f dy=%.1f", g->dx, g->dy); break;
        case TACTILE_GESTURE_SWIPE: printf(" direction=%s", tactile_direction_name(g->direction)); break;
        case TACTILE_GESTURE_PINCH: printf(" scale=%.3f", g->scale); break;
        case TACTILE_GESTURE_ROTATE: printf(" rotation=%.3f rad", g->rotation_rad); break;
        case TACTILE_GESTURE_EDGE_SWIPE: printf(" edge=%s", tactile_edge_name(g->edge)); break;
        case TACTILE_GESTURE_LONG_PRESS: printf(" duration=%.0f ms", g->duration_ms); break;
        default: break;
        }
        putchar('\n');
        return 1;
    }
    case TACTILE_EVENT_ELEMENT_TAP:
        printf("%10.6f  tap on %s\n", ev->time_sec, ev->tap.region);
        return 0;
    default:
        return 0;
    }
}

/* Drains the queue; returns how many gestures were printed. */
static int drain(tactile_engine *engine, int json) {
    struct tactile_event ev;
    int gestures = 0;
    while (tactile_engine_next_event(engine, &ev) == 1) gestures += print_event(&ev, json);
    fflush(stdout);
    return gestures;
}

/* ---- live device: the event-loop integration -------------------------------- */

static int run_device(tactile_engine *engine, const char *path, double idle_seconds, int json) {
    const char *paths[] = { path };
    if (tactile_engine_open_devices(engine, paths, 1) < 0) {
        fprintf(stderr, "tactile-example: %s\n", tactile_engine_last_error(engine));
        return 1;
    }
    int gestures = drain(engine, json);
    struct pollfd pfd = { .fd = tactile_engine_get_fd(engine), .events = POLLIN, .revents = 0 };
    const int64_t idle_ms = (int64_t)(idle_seconds * 1000);
    int64_t last_input = monotonic_ms();

    while (!stop_requested) {
        /* Sleep until input, the engine's next deadline, or the idle limit: whichever comes first. */
        int64_t left = idle_ms - (monotonic_ms() - last_input);
        if (left <= 0) break;
        int timeout = tactile_engine_get_timeout_ms(engine);
        if (timeout < 0 || timeout > left) timeout = (int)left;
        int ready = poll(&pfd, 1, timeout);
        if (ready < 0) {
            if (errno == EINTR) continue;
            perror("tactile-example: poll");
            return 1;
        }
        if (ready > 0) last_input = monotonic_ms();
        if (tactile_engine_dispatch(engine) < 0) {
            fprintf(stderr, "tactile-example: %s\n", tactile_engine_last_error(engine));
            return 1;
        }
        gestures += drain(engine, json);
    }
    fprintf(stderr, "tactile-example: %d gesture events\n", gestures);
    return 0;
}

/* ---- recording: feeding events yourself ------------------------------------- */

static char *read_file(const char *path) {
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    size_t cap = 1 << 16, len = 0;
    char *buf = malloc(cap);
    size_t n;
    while (buf && (n = fread(buf + len, 1, cap - len - 1, f)) > 0) {
        len += n;
        if (cap - len < 2) {
            char *bigger = realloc(buf, cap * 2);
            if (!bigger) { free(buf); buf = NULL; break; }
            buf = bigger;
            cap *= 2;
        }
    }
    fclose(f);
    if (buf) buf[len] = '\0';
    return buf;
}

/* One event line: evemu "E: 12.345678 0003 0035 930" (hex type/code) or
 * libinput-record "- [ 12, 345678, 3, 53, 930] # ..." (decimal). */
static int parse_event_line(const char *line, long long *sec, long long *usec,
                            unsigned *type, unsigned *code, int *value) {
    while (*line == ' ' || *line == '\t') line++;
    if (line[0] == 'E' && line[1] == ':') {
        char frac[16] = "";
        if (sscanf(line, "E: %lld.%15[0-9] %x %x %d", sec, frac, type, code, value) != 5) return 0;
        /* The fraction is microseconds, however many digits evemu wrote. */
        char digits[7] = "000000";
        memcpy(digits, frac, strlen(frac) < 6 ? strlen(frac) : 6);
        *usec = atoll(digits);
        return 1;
    }
    if (line[0] == '-' && line[1] == ' ' && line[2] == '[') {
        return sscanf(line, "- [ %lld , %lld , %u , %u , %d ]", sec, usec, type, code, value) == 5;
    }
    return 0;
}

static int run_replay(tactile_engine *engine, const char *path, int json) {
    char *text = read_file(path);
    if (!text) {
        fprintf(stderr, "tactile-example: cannot read %s: %s\n", path, strerror(errno));
        return 1;
    }
    int device = tactile_engine_add_device(engine, text);
    if (device < 0) {
        fprintf(stderr, "tactile-example: %s\n", tactile_engine_last_error(engine));
        free(text);
        return 1;
    }
    int gestures = drain(engine, json);
    long events = 0;
    for (char *line = strtok(text, "\n"); line && !stop_requested; line = strtok(NULL, "\n")) {
        long long sec, usec;
        unsigned type, code;
        int value;
        if (!parse_event_line(line, &sec, &usec, &type, &code, &value)) continue;
        if (tactile_engine_feed_event(engine, device, sec, usec, (uint16_t)type, (uint16_t)code, value) < 0) {
            fprintf(stderr, "tactile-example: %s\n", tactile_engine_last_error(engine));
            free(text);
            return 1;
        }
        events++;
        gestures += drain(engine, json);
    }
    /* End of the recording: cancel what is still down and let pending timers fire. */
    tactile_engine_finish(engine);
    gestures += drain(engine, json);
    fprintf(stderr, "tactile-example: %ld events, %d gesture events\n", events, gestures);
    free(text);
    return 0;
}

static void usage(void) {
    fprintf(stderr,
            "usage: tactile-example [--json] [--idle SECONDS] [--config FILE] --device /dev/input/eventN\n"
            "       tactile-example [--json] [--config FILE] --replay RECORDING\n");
}

int main(int argc, char **argv) {
    const char *device = NULL, *replay = NULL, *config_file = NULL;
    double idle = 2.0;
    int json = 0;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--json")) json = 1;
        else if (!strcmp(argv[i], "--device") && i + 1 < argc) device = argv[++i];
        else if (!strcmp(argv[i], "--replay") && i + 1 < argc) replay = argv[++i];
        else if (!strcmp(argv[i], "--config") && i + 1 < argc) config_file = argv[++i];
        else if (!strcmp(argv[i], "--idle") && i + 1 < argc) idle = atof(argv[++i]);
        else { usage(); return 2; }
    }
    if ((device == NULL) == (replay == NULL)) { usage(); return 2; }

    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_signal;
    sigaction(SIGINT, &sa, NULL);
    sigaction(SIGTERM, &sa, NULL);

    fprintf(stderr, "tactile-example: libtactile %s\n", tactile_version());
    if (tactile_event_size() != sizeof(struct tactile_event)) {
        fprintf(stderr, "tactile-example: tactile.h does not match the library\n");
        return 1;
    }

    char *error = NULL;
    tactile_engine *engine = config_file ? tactile_engine_new_from_config_file(config_file, &error)
                                         : tactile_engine_new_from_config_string(config_text, &error);
    if (!engine) {
        fprintf(stderr, "tactile-example: %s\n", error ? error : "cannot create the engine");
        tactile_string_free(error);
        return 1;
    }
    int status = device ? run_device(engine, device, idle, json) : run_replay(engine, replay, json);
    tactile_engine_free(engine);
    return status;
}
