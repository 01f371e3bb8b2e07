#ifndef TACTILE_CEVDEV_SHIM_H
#define TACTILE_CEVDEV_SHIM_H
#include <libevdev/libevdev.h>
#include <linux/input.h>
#include <sys/inotify.h>
#include <sys/stat.h>
#include <poll.h>
#include <fcntl.h>
#include <errno.h>
#include <grp.h>
#include <time.h>
#include <unistd.h>
#include <dirent.h>
#include <signal.h>
#include <pthread.h>
#include <sys/signalfd.h>
#include <sys/epoll.h>

/* epoll event bits as plain constants (glibc declares them as an enum plus macros). */
static const unsigned int TACTILE_EPOLLIN = EPOLLIN;
static const unsigned int TACTILE_EPOLLOUT = EPOLLOUT;
static const unsigned int TACTILE_EPOLLHUP = EPOLLHUP;
static const unsigned int TACTILE_EPOLLERR = EPOLLERR;

/* input_event's time fields are macros whose layout depends on the ABI (time64 on
   32-bit); read them here so Swift sees one stable accessor. */
static inline long long tactile_event_sec(const struct input_event *e) { return (long long)e->input_event_sec; }
static inline long long tactile_event_usec(const struct input_event *e) { return (long long)e->input_event_usec; }

static inline int tactile_errno(void) { return errno; }
#endif
