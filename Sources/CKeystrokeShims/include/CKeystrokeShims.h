#ifndef CKEYSTROKE_SHIMS_H
#define CKEYSTROKE_SHIMS_H

/// Opens a new pseudo-terminal master (posix_openpt + grantpt + unlockpt), close-on-exec.
/// Returns the master descriptor, or -1 with errno set.
int ks_open_pty_master(void);

/// Writes the slave device path of `master` into `buffer` (at most `size` bytes).
/// Returns 0 on success, -1 with errno set.
int ks_pty_slave_name(int master, char *buffer, unsigned long size);

/// Spawns `path` with `argv` and `envp` as the leader of a new session whose standard input,
/// output and error are the terminal at `slave_path`, which becomes its controlling terminal
/// (posix_spawn with POSIX_SPAWN_SETSID). Stores the child's id in `pid_out`.
/// Returns 0 on success, or an errno value.
int ks_spawn_in_session(const char *path, char *const argv[], char *const envp[],
                        const char *slave_path, int *pid_out);

/// The descriptor that becomes readable when the main dispatch queue has work, for a thread
/// that drains the queue itself instead of calling dispatchMain() (libdispatch's hook for run
/// loops, as Foundation's run loop uses it). -1 where there is no such descriptor.
int ks_main_queue_descriptor(void);

/// Runs the work waiting on the main dispatch queue, on the calling thread, which must be the
/// main thread. Does nothing where ks_main_queue_descriptor() is -1.
void ks_drain_main_queue(void);

#endif
