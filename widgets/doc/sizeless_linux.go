package doc

import (
	"os"

	"golang.org/x/sys/unix"
)

// sizeless reports whether f is on a file system whose files make their
// text when read, so their size (0, 4096) says nothing of its length:
// /proc/cpuinfo is read to its end, as a stream, or it shows empty. The
// file system is asked, not the size guessed from: an empty log file is
// still a file to follow.
func sizeless(f *os.File) bool {
	var fs unix.Statfs_t
	if err := unix.Fstatfs(int(f.Fd()), &fs); err != nil {
		return false
	}
	switch uint32(fs.Type) {
	case unix.PROC_SUPER_MAGIC, unix.SYSFS_MAGIC, unix.DEBUGFS_MAGIC, unix.TRACEFS_MAGIC,
		unix.SECURITYFS_MAGIC, unix.CGROUP_SUPER_MAGIC, unix.CGROUP2_SUPER_MAGIC,
		configfsMagic, unix.SELINUX_MAGIC, unix.SMACK_MAGIC, unix.PSTOREFS_MAGIC,
		unix.BPF_FS_MAGIC, unix.NSFS_MAGIC:
		return true
	}
	return false
}

// configfsMagic is configfs's statfs type (linux/magic.h), which x/sys
// does not name.
const configfsMagic = 0x62656570
