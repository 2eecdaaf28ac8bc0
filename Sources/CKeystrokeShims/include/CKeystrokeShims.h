#ifndef CKEYSTROKE_SHIMS_H
#define CKEYSTROKE_SHIMS_H

/// Opens a new pseudo-terminal master (posix_openpt + grantpt + unlockpt).
/// Returns the master descriptor, or -1 with errno set.
int ks_open_pty_master(void);

/// Writes the slave device path of `master` into `buffer` (at most `size` bytes).
/// Returns 0 on success, -1 with errno set.
int ks_pty_slave_name(int master, char *buffer, unsigned long size);

#endif
