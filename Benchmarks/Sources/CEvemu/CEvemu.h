// Debian's libevemu (libevemu-dev): evemu_new, evemu_read, evemu_read_event.
#include <stdio.h>
#include <evemu.h>
