#define _GNU_SOURCE
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <errno.h>
#include <signal.h>
#include <spawn.h>
#include <sys/types.h>
#include "CKeystrokeShims.h"

#if defined(__linux__)
/* libdispatch's run-loop hooks (exported by libdispatch on Linux; CoreFoundation's run loop
   is their usual caller). On Linux the handle is an eventfd. */
extern int _dispatch_get_main_queue_handle_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *message);
#endif

int ks_main_queue_descriptor(void) {
#if defined(__linux__)
  return _dispatch_get_main_queue_handle_4CF();
#else
  return -1;
#endif
}

void ks_drain_main_queue(void) {
#if defined(__linux__)
  _dispatch_main_queue_callback_4CF(NULL);
#endif
}

int ks_open_pty_master(void) {
  int fd = posix_openpt(O_RDWR | O_NOCTTY);
  if (fd < 0) return -1;
  if (grantpt(fd) != 0 || unlockpt(fd) != 0) return -1;
  fcntl(fd, F_SETFD, FD_CLOEXEC);
  return fd;
}

int ks_pty_slave_name(int master, char *buffer, unsigned long size) {
  return ptsname_r(master, buffer, size) == 0 ? 0 : -1;
}

int ks_spawn_in_session(const char *path, char *const argv[], char *const envp[],
                        const char *slave_path, int *pid_out) {
  posix_spawnattr_t attributes;
  posix_spawn_file_actions_t actions;
  int result = posix_spawnattr_init(&attributes);
  if (result != 0) return result;
#ifdef POSIX_SPAWN_SETSID
  /* The child starts with no blocked signals and default dispositions, whatever the
     spawning thread had (test runners block signals in their worker threads). */
  sigset_t none, all;
  sigemptyset(&none);
  sigfillset(&all);
  posix_spawnattr_setsigmask(&attributes, &none);
  posix_spawnattr_setsigdefault(&attributes, &all);
  result = posix_spawnattr_setflags(
      &attributes, POSIX_SPAWN_SETSID | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF);
#else
  result = ENOTSUP;
#endif
  if (result != 0) {
    posix_spawnattr_destroy(&attributes);
    return result;
  }
  result = posix_spawn_file_actions_init(&actions);
  if (result != 0) {
    posix_spawnattr_destroy(&attributes);
    return result;
  }
  /* Opening the slave without O_NOCTTY in a new session makes it the controlling terminal. */
  result = posix_spawn_file_actions_addopen(&actions, 0, slave_path, O_RDWR, 0);
  if (result == 0) result = posix_spawn_file_actions_adddup2(&actions, 0, 1);
  if (result == 0) result = posix_spawn_file_actions_adddup2(&actions, 0, 2);
  if (result == 0) {
    pid_t pid = 0;
    result = posix_spawn(&pid, path, &actions, &attributes, argv, envp);
    if (result == 0) *pid_out = (int)pid;
  }
  posix_spawn_file_actions_destroy(&actions);
  posix_spawnattr_destroy(&attributes);
  return result;
}
