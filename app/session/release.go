package session

import (
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"time"
)

// Release takes this lwl out of the session, and removes the session when
// no lwl is left in it. Not for an lwl that execs follow's command: the
// session goes on in the lwl started next.
func (s *Session) Release() error {
	if s == nil {
		return nil
	}
	unlock, err := lock(s.dir)
	if err != nil {
		return s.err(err)
	}
	defer unlock()
	ix, err := readIndex(s.dir)
	if err == nil {
		ix.PIDs = slices.DeleteFunc(ix.PIDs, func(p int) bool { return p == s.pid || !alive(p) })
		if len(ix.PIDs) > 0 {
			return s.err(writeIndex(s.dir, ix))
		}
	}
	return s.err(os.RemoveAll(s.dir)) // a session without index is no use to anyone
}

// alive reports whether process pid exists (another user's too).
func alive(pid int) bool {
	if pid <= 0 {
		return false
	}
	err := syscall.Kill(pid, 0)
	return err == nil || errors.Is(err, syscall.EPERM)
}

// quiet is how long a session just changed is left alone by CleanStale:
// between an lwl that execs follow and the next lwl it may have no live
// process.
const quiet = time.Minute

// CleanStale removes the sessions (and leftovers of sessions being made)
// whose lwl are all gone. It returns how many it removed; what it cannot
// check (another user's folder, a link) it leaves alone.
func CleanStale(getenv func(string) string) (int, error) {
	root := Root(getenv)
	if root == "" {
		return 0, nil
	}
	if err := checkDir(root); err != nil {
		if os.IsNotExist(err) {
			return 0, nil
		}
		return 0, err
	}
	entries, err := os.ReadDir(root)
	if err != nil {
		return 0, err
	}
	removed := 0
	for _, e := range entries {
		if removeIfStale(root, e.Name()) {
			removed++
		}
	}
	return removed, nil
}

// removeIfStale removes the folder called name in root if it is a session
// (or one being made) that no lwl uses, under the session's lock, so that
// an lwl joining meanwhile finds it gone rather than half removed.
func removeIfStale(root, name string) bool {
	dir := filepath.Join(root, name)
	if checkDir(dir) != nil {
		return false
	}
	if strings.HasPrefix(name, ".new-") {
		st, err := os.Lstat(dir)
		return err == nil && time.Since(st.ModTime()) > quiet && os.RemoveAll(dir) == nil
	}
	if !validName(name) {
		return false
	}
	if st, err := os.Lstat(filepath.Join(dir, indexFile)); err == nil && time.Since(st.ModTime()) < quiet {
		return false
	}
	unlock, err := lock(dir)
	if err == nil {
		defer unlock()
	} // without a lock it is no session lwl can use
	if ix, err := readIndex(dir); err == nil && slices.ContainsFunc(ix.PIDs, alive) {
		return false
	}
	return os.RemoveAll(dir) == nil
}
