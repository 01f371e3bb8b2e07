#ifndef TACTILE_CEVDEV_SHIM_H
#define TACTILE_CEVDEV_SHIM_H
#include <libevdev/libevdev.h>
#include <libevdev/libevdev-uinput.h>
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
#include <sys/timerfd.h>
#include <sys/epoll.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <sys/wait.h>
#include <spawn.h>

/* epoll event bits as plain constants (glibc declares them as an enum plus macros). */
static const unsigned int TACTILE_EPOLLIN = EPOLLIN;
static const unsigned int TACTILE_EPOLLOUT = EPOLLOUT;
static const unsigned int TACTILE_EPOLLHUP = EPOLLHUP;
static const unsigned int TACTILE_EPOLLERR = EPOLLERR;
static const unsigned int TACTILE_EPOLLRDHUP = EPOLLRDHUP;

/* Socket constants that glibc declares as enums (imported with awkward types) or ORs. */
static const int TACTILE_AF_UNIX = AF_UNIX;
static const int TACTILE_SOCK_STREAM_NONBLOCK_CLOEXEC = SOCK_STREAM | SOCK_NONBLOCK | SOCK_CLOEXEC;
static const int TACTILE_SOCK_NONBLOCK_CLOEXEC = SOCK_NONBLOCK | SOCK_CLOEXEC;
static const int TACTILE_SOCK_DGRAM_NONBLOCK_CLOEXEC = SOCK_DGRAM | SOCK_NONBLOCK | SOCK_CLOEXEC;
static const int TACTILE_TFD_NONBLOCK_CLOEXEC = TFD_NONBLOCK | TFD_CLOEXEC;
/* Never block, never raise SIGPIPE: a client that left is an error code, not a signal. */
static const int TACTILE_MSG_SEND_FLAGS = MSG_DONTWAIT | MSG_NOSIGNAL;

/* accept4 is declared only under _GNU_SOURCE; glibc has had it since 2.10. */
extern int accept4(int sockfd, struct sockaddr *addr, socklen_t *addrlen, int flags);
static inline int tactile_accept_nonblocking(int fd) { return accept4(fd, 0, 0, SOCK_NONBLOCK | SOCK_CLOEXEC); }

/* File type bits (Glibc and SystemPackage both export S_IF*, which is ambiguous in Swift). */
static const unsigned int TACTILE_S_IFMT = S_IFMT;
static const unsigned int TACTILE_S_IFSOCK = S_IFSOCK;
static const unsigned int TACTILE_S_IFLNK = S_IFLNK;
static const unsigned int TACTILE_S_IFREG = S_IFREG;
static const unsigned int TACTILE_S_IFDIR = S_IFDIR;
static const unsigned int TACTILE_S_IFIFO = S_IFIFO;
static const unsigned int TACTILE_S_IFCHR = S_IFCHR;
static const unsigned int TACTILE_S_IFBLK = S_IFBLK;

/* The wait status macros. */
static inline int tactile_wifexited(int status) { return WIFEXITED(status); }
static inline int tactile_wexitstatus(int status) { return WEXITSTATUS(status); }
static inline int tactile_wifsignaled(int status) { return WIFSIGNALED(status); }
static inline int tactile_wtermsig(int status) { return WTERMSIG(status); }

/* input_event's time fields are macros whose layout depends on the ABI (time64 on
   32-bit); read them here so Swift sees one stable accessor. */
static inline long long tactile_event_sec(const struct input_event *e) { return (long long)e->input_event_sec; }
static inline long long tactile_event_usec(const struct input_event *e) { return (long long)e->input_event_usec; }

/* libevdev opens and closes /dev/uinput itself (an enum value Swift imports with an awkward type). */
static const int TACTILE_UINPUT_OPEN_MANAGED = LIBEVDEV_UINPUT_OPEN_MANAGED;

static inline int tactile_errno(void) { return errno; }
#endif
