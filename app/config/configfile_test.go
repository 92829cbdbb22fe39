package config

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The configuration folder is looked up once: a missing one means no file
// is looked for in it, and anything but a folder in its place is one
// warning.
func TestLookUpDir(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "file")
	if err := os.WriteFile(file, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		path   string
		exists bool
		err    string
	}{
		{dir, true, ""},
		{filepath.Join(dir, "missing"), false, ""},
		{file, false, "not a directory, so nothing there is read"},
		{filepath.Join(file, "lwl"), false, "cannot be looked up (not a directory)"},
	} {
		exists, err := lookUpDir(c.path)
		if exists != c.exists || (err == nil) != (c.err == "") || err != nil && !strings.Contains(err.Error(), c.err) {
			t.Errorf("lookUpDir(%s) = %v, %v; want %v, %q", c.path, exists, err, c.exists, c.err)
		}
	}
}
