package safefile

import (
	"fmt"
	"os"
	"path/filepath"
	"syscall"
)

// Replace replaces the file at path with data by a rename, so a reader
// (another lwl) never sees half a file, and the file itself is never
// opened for writing (were it a FIFO, that would wait for a reader). The
// folder is made, mode 0700, when missing; the file is mode 0600.
func Replace(path string, data []byte) error {
	dir := filepath.Dir(path)
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return err
	}
	tmp, err := os.CreateTemp(dir, "."+filepath.Base(path)+"-*")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name()) // fails harmlessly after the rename
	if _, err := tmp.Write(data); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	return os.Rename(tmp.Name(), path)
}

// Append adds line (which should end in a newline) to the file at path in
// one write, creating it (mode 0600, its folder 0700) when missing. Only a
// regular file is written: the open follows no symbolic link and waits for
// no FIFO's reader, and what it opened is checked before the write. Other
// lwl appending at the same time do not interleave within a line, as the
// kernel makes each O_APPEND write whole.
func Append(path string, line []byte) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		return err
	}
	if st, err := os.Lstat(path); err == nil && !st.Mode().IsRegular() {
		return fmt.Errorf("%s: not a regular file", path) // a device is never opened
	}
	flags := os.O_WRONLY | os.O_APPEND | os.O_CREATE | syscall.O_NONBLOCK | syscall.O_NOCTTY | syscall.O_NOFOLLOW
	f, err := os.OpenFile(path, flags, 0o600)
	if err != nil {
		return err
	}
	st, err := f.Stat()
	if err == nil && !st.Mode().IsRegular() {
		err = fmt.Errorf("%s: not a regular file", path)
	}
	if err == nil {
		_, err = f.Write(line)
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	return err
}

// StateDir is lwl's folder for what it keeps between sessions in the
// environment getenv reads: $XDG_STATE_HOME/lwl (an absolute path only, as
// the XDG convention asks), else ~/.local/state/lwl, else "" when there is
// neither.
func StateDir(getenv func(string) string) string {
	if x := getenv("XDG_STATE_HOME"); x != "" && filepath.IsAbs(x) {
		return filepath.Join(x, "lwl")
	}
	if h := getenv("HOME"); h != "" {
		return filepath.Join(h, ".local", "state", "lwl")
	}
	return ""
}
