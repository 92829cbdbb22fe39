package session

import (
	"encoding/binary"
	"encoding/hex"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"

	"lwl/internal/quote"
)

// Open joins the session the environment names, or makes a new one when
// there is none or it cannot be used (err then says why in one line, and
// the new session is returned all the same). s is nil only when no session
// can be made (err says why).
func Open(getenv func(string) string) (*Session, error) {
	return open(getenv, os.Getpid())
}

// open is Open for the lwl of process pid.
func open(getenv func(string) string, pid int) (*Session, error) {
	root := Root(getenv)
	if root == "" {
		return nil, fmt.Errorf("history across pages: no $XDG_RUNTIME_DIR, $XDG_STATE_HOME or $HOME")
	}
	if err := prepareRoot(root); err != nil {
		return nil, fmt.Errorf("history across pages: %s: %w", quote.Name(root), quote.Unwrap(err))
	}
	var joinErr error
	if name := getenv(EnvName); name != "" {
		s, err := join(root, name, pid)
		if err == nil {
			return s, nil
		}
		// First what happens, as a long path may be cut at the status
		// bar's end.
		joinErr = fmt.Errorf("$%s ignored, a new history begins: %w", EnvName, err)
	}
	s, err := create(root, pid)
	if err != nil {
		return nil, fmt.Errorf("history across pages: %w", err)
	}
	return s, joinErr
}

// prepareRoot makes the sessions folder (and its parents) and checks it.
func prepareRoot(root string) error {
	if err := os.MkdirAll(root, 0o700); err != nil {
		return err
	}
	return checkDir(root)
}

// join adds this lwl to the session called name.
func join(root, name string, pid int) (*Session, error) {
	if !validName(name) {
		return nil, fmt.Errorf("%s: not a session's name", quote.Name(name))
	}
	s := &Session{dir: filepath.Join(root, name), name: name, pid: pid}
	if err := checkDir(s.dir); err != nil {
		if os.IsNotExist(err) {
			return nil, fmt.Errorf("session %s is gone", quote.Name(name))
		}
		return nil, fmt.Errorf("%s: %w", quote.Name(s.dir), err)
	}
	err := changeIndex(s.dir, func(ix *index) error {
		ix.PIDs = append(slices.DeleteFunc(ix.PIDs, func(p int) bool { return p == s.pid }), s.pid)
		return nil
	})
	if err != nil {
		return nil, err // it names the file, in the session's folder
	}
	return s, nil
}

// create makes a new session with this lwl in it. The folder is prepared
// under a hidden name and renamed into place whole, so CleanStale never
// sees a session without its index.
func create(root string, pid int) (*Session, error) {
	for range 10 {
		name, err := newName()
		if err != nil {
			return nil, err
		}
		tmp, err := os.MkdirTemp(root, ".new-")
		if err != nil {
			return nil, err
		}
		s := &Session{dir: filepath.Join(root, name), name: name, pid: pid}
		if err := fill(tmp, s.pid); err != nil {
			os.RemoveAll(tmp)
			return nil, err
		}
		if _, err := os.Lstat(s.dir); err == nil {
			os.RemoveAll(tmp)
			continue // taken: another name
		}
		if err := os.Rename(tmp, s.dir); err != nil {
			os.RemoveAll(tmp)
			return nil, err
		}
		return s, nil
	}
	return nil, fmt.Errorf("no free session name in %s", quote.Name(root))
}

// fill gives a new session folder its lock and its index.
func fill(dir string, pid int) error {
	if err := os.Chmod(dir, 0o700); err != nil {
		return err
	}
	f, err := os.OpenFile(filepath.Join(dir, lockFile), os.O_CREATE|os.O_EXCL|os.O_WRONLY, 0o600)
	if err != nil {
		return err
	}
	f.Close()
	return writeIndex(dir, index{PIDs: []int{pid}})
}

// newName is a session folder's name: 16 random hex digits. They need to
// differ from the other sessions' (a name taken is tried again), not to be
// secret: the folder is the user's alone. math/rand/v2's generator
// (ChaCha8, seeded by the runtime from the system's randomness) is enough,
// and leaves crypto/rand, whose package initialisation every start paid,
// out of lwl.
func newName() (string, error) {
	var b [8]byte
	binary.LittleEndian.PutUint64(b[:], rand.Uint64())
	return hex.EncodeToString(b[:]), nil
}
