package session

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

func ageIndex(t *testing.T, dir, when string) {
	t.Helper()
	at, _ := time.Parse(time.RFC3339, when)
	if err := os.Chtimes(filepath.Join(dir, indexFile), at, at); err != nil {
		t.Fatal(err)
	}
}

// A session that cannot be used is ignored with one line, a new one made,
// and nothing outside the sessions folder read or changed.
func TestBadSession(t *testing.T) {
	outside := t.TempDir()
	os.WriteFile(filepath.Join(outside, indexFile), []byte(`{"pages":[],"pids":[]}`), 0o600)
	os.WriteFile(filepath.Join(outside, lockFile), nil, 0o600)
	for _, tc := range []struct {
		name  string
		value string                               // LWL_SESSION, "" for the name made by spoil
		spoil func(t *testing.T, root, dir string) // breaks the session at dir
		want  string
	}{
		{"missing", "", func(t *testing.T, root, dir string) { os.RemoveAll(dir) }, "gone"},
		{"a path", "../../" + outside, nil, "not a session's name"},
		{"absolute", outside, nil, "not a session's name"},
		{"dot dot", "..", nil, "not a session's name"},
		{"symlink", "", func(t *testing.T, root, dir string) {
			os.RemoveAll(dir)
			os.Symlink(outside, dir)
		}, "symbolic link"},
		{"a file", "", func(t *testing.T, root, dir string) {
			os.RemoveAll(dir)
			os.WriteFile(dir, nil, 0o600)
		}, "not a folder"},
		{"open to others", "", func(t *testing.T, root, dir string) { os.Chmod(dir, 0o755) }, "open to others"},
		{"corrupt", "", func(t *testing.T, root, dir string) {
			os.WriteFile(filepath.Join(dir, indexFile), []byte("\x00garbage{"), 0o600)
		}, "corrupt"},
		{"text outside", "", func(t *testing.T, root, dir string) {
			os.WriteFile(filepath.Join(dir, indexFile), []byte(`{"pages":[{"name":"x","text":"../../etc/passwd"}],"cur":0}`), 0o600)
		}, "corrupt"},
		{"current out of range", "", func(t *testing.T, root, dir string) {
			os.WriteFile(filepath.Join(dir, indexFile), []byte(`{"pages":[{"name":"x"}],"cur":5}`), 0o600)
		}, "corrupt"},
		{"index a link", "", func(t *testing.T, root, dir string) {
			os.Remove(filepath.Join(dir, indexFile))
			os.Symlink(filepath.Join(outside, indexFile), filepath.Join(dir, indexFile))
		}, "not a regular file"},
		{"unreadable index", "", func(t *testing.T, root, dir string) {
			os.Remove(filepath.Join(dir, indexFile))
			os.Mkdir(filepath.Join(dir, indexFile), 0o700)
		}, "not a regular file"},
		{"no lock", "", func(t *testing.T, root, dir string) { os.Remove(filepath.Join(dir, lockFile)) }, "no such file"},
		{"index a FIFO", "", func(t *testing.T, root, dir string) {
			os.Remove(filepath.Join(dir, indexFile))
			syscall.Mkfifo(filepath.Join(dir, indexFile), 0o600)
		}, "/index: not a regular file"},
		{"index 100 MB", "", func(t *testing.T, root, dir string) {
			os.Truncate(filepath.Join(dir, indexFile), 100<<20) // sparse: costs the disk nothing
		}, "/index: larger than 4 MiB"},
		{"lock a FIFO", "", func(t *testing.T, root, dir string) {
			os.Remove(filepath.Join(dir, lockFile))
			syscall.Mkfifo(filepath.Join(dir, lockFile), 0o600)
		}, "/lock: not a regular file"},
		{"lock a terminal", "", func(t *testing.T, root, dir string) {
			os.Remove(filepath.Join(dir, lockFile))
			os.Symlink("/dev/tty", filepath.Join(dir, lockFile))
		}, "/lock: not a regular file"},
		{"another user's", "", func(t *testing.T, root, dir string) {
			if os.Getuid() != 0 {
				t.Skip("needs root to give a folder away")
			}
			os.Chown(dir, 12345, 12345)
		}, "owned by user 12345"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			rt := t.TempDir()
			first := mustOpen(t, env(rt, ""), os.Getpid())
			value := tc.value
			if tc.spoil != nil {
				tc.spoil(t, Root(env(rt, "")), first.Dir())
				value = first.Name()
			}
			s, err := open(env(rt, value), os.Getpid())
			if err == nil || !strings.Contains(err.Error(), tc.want) || strings.Contains(err.Error(), "\n") {
				t.Errorf("Open: %v, want one line with %q", err, tc.want)
			}
			if tc.spoil != nil && tc.name != "missing" && (err == nil || !strings.Contains(err.Error(), first.Dir())) {
				t.Errorf("Open: %v, want it to name the session's folder or file in %s", err, first.Dir())
			}
			if s == nil || s.Dir() == first.Dir() || filepath.Dir(s.Dir()) != Root(env(rt, "")) {
				t.Fatalf("no new session in the sessions folder: %+v", s)
			}
			if err := s.Push(Page{Name: "p"}); err != nil {
				t.Errorf("the new session: %v", err)
			}
			data, _ := os.ReadFile(filepath.Join(outside, indexFile))
			if string(data) != `{"pages":[],"pids":[]}` {
				t.Errorf("a file outside was written: %s", data)
			}
		})
	}
}

// Folders are 0700 and files 0600.
func TestModes(t *testing.T) {
	rt := t.TempDir()
	s := mustOpen(t, env(rt, ""), os.Getpid())
	s.Push(Page{Name: "p"})
	s.SaveText(strings.NewReader("x"))
	filepath.Walk(filepath.Join(rt, "lwl"), func(path string, info os.FileInfo, err error) error {
		want := os.FileMode(0o600)
		if info.IsDir() {
			want = 0o700
		}
		if info.Mode().Perm() != want {
			t.Errorf("%s: mode %v, want %v", path, info.Mode().Perm(), want)
		}
		return nil
	})
}

// A nil Session (no session possible) does nothing and fails nothing.
func TestNilSession(t *testing.T) {
	var s *Session
	if s.Push(Page{}) != nil || s.UpdatePlace(Place{}) != nil || s.SaveText(strings.NewReader("")) != nil || s.Release() != nil || s.Env() != "" {
		t.Error("a nil session did something")
	}
	if _, err := s.Back(); err == nil {
		t.Error("Back on a nil session")
	}
}

// A stored text that is no longer a regular file (a FIFO, a link to a
// device) is no page to go back to: Back skips it rather than open it.
func TestTextNotRegular(t *testing.T) {
	for kind, spoil := range map[string]func(path string) error{
		"FIFO":      func(p string) error { return syscall.Mkfifo(p, 0o600) },
		"/dev/zero": func(p string) error { return os.Symlink("/dev/zero", p) },
	} {
		t.Run(kind, func(t *testing.T) {
			s := mustOpen(t, env(t.TempDir(), ""), os.Getpid())
			for _, n := range []string{"1", "2", "3"} {
				s.Push(Page{Name: n})
				if err := s.SaveText(strings.NewReader(n)); err != nil {
					t.Fatal(err)
				}
			}
			list, _ := s.List()
			text := list[1].Source // page 2's stored text
			if err := os.Remove(text); err != nil {
				t.Fatal(err)
			}
			if err := spoil(text); err != nil {
				t.Fatal(err)
			}
			v, err := s.Back()
			if err != nil || v.Name != "1" {
				t.Errorf("Back gave %q, %v; want page 1, page 2's text skipped", v.Name, err)
			}
		})
	}
}
