package files

import (
	"os"
	"path/filepath"
	"syscall"
	"testing"
)

// A folder shows as a listing of links, folders first (a link to one
// too), each entry's name kept on its line and its destination encoded so
// it cannot break the link; its base is the folder, so entries open in
// lwl.
func TestOpenPathListsAFolder(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "notes")
	for _, d := range []string{"sub dir", "b(1)"} {
		if err := os.MkdirAll(filepath.Join(dir, d), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	for _, f := range []string{"a.md", "x:y.txt", "two\nlines"} {
		if err := os.WriteFile(filepath.Join(dir, f), nil, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.Symlink(filepath.Join(dir, "sub dir"), filepath.Join(dir, "link")); err != nil {
		t.Fatal(err)
	}
	h := newHost(t)
	New(h, Options{}).OpenPath(dir, "notes", "")
	name := DisplayName(dir) + "/"
	want := "Index of " + name + "\n\n  [../](../)\n" +
		"  [b\\(1\\)/](b%281%29/)\n  [link/](link/)\n  [sub dir/](sub%20dir/)\n" +
		"  [a.md](a.md)\n  [two?lines](two%0Alines)\n  [x:y.txt](./x:y.txt)\n"
	if h.page != want || h.name != name {
		t.Errorf("the listing %q is\n%s\nwant\n%s", h.name, h.page, want)
	}
	if b := h.pageBase.String(); b != "file://"+dir+"/" {
		t.Errorf("the listing's base is %s", b)
	}

	empty := t.TempDir()
	New(h, Options{}).OpenPath(empty, "e", "")
	if want := "Index of " + DisplayName(empty) + "/\n\n  [../](../)\n\n(empty folder)\n"; h.page != want {
		t.Errorf("an empty folder's listing is %q, want %q", h.page, want)
	}
}

// A file or a FIFO opens in lwl (at its section); a path that does not
// exist, or a device, is said to be so.
func TestOpenPathFilesAndMissing(t *testing.T) {
	dir := t.TempDir()
	file, fifo := filepath.Join(dir, "a.md"), filepath.Join(dir, "fifo")
	if err := os.WriteFile(file, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Fatal(err)
	}
	h := newHost(t)
	c := New(h, Options{})
	c.OpenPath(file, "a.md", "top")
	if len(h.locals) != 1 || h.locals[0] != file+"#top" {
		t.Errorf("a file opens as %v", h.locals)
	}
	c.OpenPath(filepath.Join(dir, "gone.md"), "gone.md", "")
	h.says("a missing file", "gone.md: no such file", true)
	c.OpenPath(fifo, "fifo", "")
	if len(h.locals) != 2 || h.locals[1] != fifo+"#" {
		t.Errorf("a FIFO opens as %v (read as a stream, once)", h.locals)
	}
	c.OpenPath("/dev/null", "/dev/null", "")
	h.says("a device", "/dev/null: a device, not opened from a link", true)
}
