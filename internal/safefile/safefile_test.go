package safefile

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

func TestRead(t *testing.T) {
	dir := t.TempDir()
	small := filepath.Join(dir, "small")
	big := filepath.Join(dir, "big")
	fifo := filepath.Join(dir, "fifo")
	os.WriteFile(small, []byte("abc"), 0o600)
	os.WriteFile(big, make([]byte, 100), 0o600)
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		path, want string
	}{
		{small, ""},
		{big, "larger than 10 bytes"},
		{fifo, "not a regular file"},
		{dir, "is a directory"},
		{filepath.Join(dir, "missing"), "no such file"},
	} {
		b, err := Read(tc.path, "f", 10)
		if tc.want == "" {
			if err != nil || string(b) != "abc" {
				t.Errorf("Read(%s) = %q, %v", tc.path, b, err)
			}
			continue
		}
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("Read(%s): %v, want %q", tc.path, err, tc.want)
		}
	}
	if _, err := Read(filepath.Join(dir, "missing"), "f", 10); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("a missing file is not fs.ErrNotExist: %v", err)
	}
}

func TestReplaceAndAppend(t *testing.T) {
	path := filepath.Join(t.TempDir(), "sub", "file")
	if err := Replace(path, []byte("a\n")); err != nil {
		t.Fatal(err)
	}
	if err := Append(path, []byte("b\n")); err != nil {
		t.Fatal(err)
	}
	b, _ := os.ReadFile(path)
	if string(b) != "a\nb\n" {
		t.Errorf("file = %q", b)
	}
	st, _ := os.Stat(filepath.Dir(path))
	if st.Mode().Perm() != 0o700 {
		t.Errorf("folder mode %v", st.Mode().Perm())
	}
	st, _ = os.Stat(path)
	if st.Mode().Perm() != 0o600 {
		t.Errorf("file mode %v", st.Mode().Perm())
	}
}

// Append writes nothing through a symbolic link, a FIFO or a device.
func TestAppendRefuses(t *testing.T) {
	dir := t.TempDir()
	target := filepath.Join(dir, "target")
	os.WriteFile(target, nil, 0o600)
	link := filepath.Join(dir, "link")
	os.Symlink(target, link)
	fifo := filepath.Join(dir, "fifo")
	syscall.Mkfifo(fifo, 0o600)
	for _, path := range []string{link, fifo, "/dev/null"} {
		if err := Append(path, []byte("x\n")); err == nil {
			t.Errorf("Append(%s) wrote", path)
		}
	}
	if b, _ := os.ReadFile(target); len(b) != 0 {
		t.Errorf("written through a link: %q", b)
	}
}

func TestStateDir(t *testing.T) {
	env := func(m map[string]string) func(string) string { return func(k string) string { return m[k] } }
	for _, tc := range []struct {
		env  map[string]string
		want string
	}{
		{map[string]string{"XDG_STATE_HOME": "/s", "HOME": "/h"}, "/s/lwl"},
		{map[string]string{"XDG_STATE_HOME": "rel", "HOME": "/h"}, "/h/.local/state/lwl"},
		{map[string]string{}, ""},
	} {
		if got := StateDir(env(tc.env)); got != tc.want {
			t.Errorf("StateDir(%v) = %q, want %q", tc.env, got, tc.want)
		}
	}
}
