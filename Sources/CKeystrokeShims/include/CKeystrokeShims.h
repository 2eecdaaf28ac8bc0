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

#endif
