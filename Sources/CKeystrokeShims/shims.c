#define _GNU_SOURCE
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <errno.h>
#include "CKeystrokeShims.h"

int ks_open_pty_master(void) {
  int fd = posix_openpt(O_RDWR | O_NOCTTY);
  if (fd < 0) return -1;
  if (grantpt(fd) != 0 || unlockpt(fd) != 0) return -1;
  return fd;
}

int ks_pty_slave_name(int master, char *buffer, unsigned long size) {
  return ptsname_r(master, buffer, size) == 0 ? 0 : -1;
}
