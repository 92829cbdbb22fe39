package files

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"lwl/widgets/doc"
)

// writeFiles writes each name with its text in a new folder, and gives
// the files as the command line names them.
func writeFiles(t *testing.T, names ...string) []Arg {
	t.Helper()
	dir := t.TempDir()
	var out []Arg
	for _, n := range names {
		p := filepath.Join(dir, n)
		if n != "gone.txt" {
			if err := os.WriteFile(p, []byte("file "+strings.TrimSuffix(n, ".txt")+"\n"), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		out = append(out, Arg{Name: n, Path: p})
	}
	return out
}

// text is what src holds once it is complete (a preprocessor's output
// arrives as a stream).
func text(t *testing.T, src doc.Source) string {
	t.Helper()
	for end := time.Now().Add(10 * time.Second); !src.Complete(); time.Sleep(time.Millisecond) {
		if time.Now().After(end) {
			t.Fatalf("the text is still arriving: %d bytes", src.Size())
		}
	}
	b := make([]byte, src.Size())
	if n, err := src.ReadAt(b, 0); n < len(b) {
		t.Fatal(err)
	}
	return string(b)
}

// :n and :p go to the next file that opens, naming the ones that do not;
// each file comes back where it was left, its search going on; :x goes to
// the first, and says when it is there already.
func TestNextAndFirstKeepEachPlace(t *testing.T) {
	fs := writeFiles(t, "a.txt", "gone.txt", "b.txt")
	h := newHost(t)
	h.name, h.path = fs[0].Name, fs[0].Path
	c := New(h, Options{Files: fs})
	if n := c.Number(); n != " (1 of 3)" {
		t.Errorf("Number on the first file: %q", n)
	}
	left := Place{Offset: 5, HScroll: 2, Link: 1, Match: -1, Query: "fi", Backward: true}
	h.place = left

	c.Next(+1)
	if s := h.last(); s.f != fs[2] || s.at != nil || text(t, s.src) != "file b\n" {
		t.Errorf(":n past a missing file shows %v", s)
	}
	if !strings.HasPrefix(h.message, "gone.txt: ") || !h.isError {
		t.Errorf(":n past a missing file says %q", h.message)
	}
	if h.unfilters != 1 || h.pushes != 0 || c.Number() != " (3 of 3)" {
		t.Errorf("after :n: %d unfilters, %d pushes, number %q", h.unfilters, h.pushes, c.Number())
	}
	c.Next(+1)
	h.says(":n on the last file", "No next file", false)

	c.Next(-1)
	if s := h.last(); s.f != fs[0] || s.at == nil || *s.at != left {
		t.Errorf(":p shows %v, want a.txt at %+v", s, left)
	}
	c.First()
	h.says(":x on the first file", "Already at the first file", false)

	h.name, h.path = "a link's page", "" // a link followed from the file
	if n := c.Number(); n != "" {
		t.Errorf("Number on another document: %q", n)
	}
	c.First()
	if s := h.last(); s.f != fs[0] || h.pushes != 1 {
		t.Errorf(":x from a link's page shows %v with %d pushes, want a.txt pushed once", s, h.pushes)
	}

	one := New(newHost(t), Options{Files: fs[:1]})
	one.Next(+1)
	one.host.(*fakeHost).says(":n with one file", "No other file (lwl FILE1 FILE2 ... opens several)", false)
	none := New(newHost(t), Options{})
	none.First()
	none.host.(*fakeHost).says(":x with no list", "No list of files", false)
}

// A file read as a stream (a FIFO, a device) is opened once: coming back
// to it shows the text read before, rather than waiting for another writer.
func TestStreamKeptForComingBack(t *testing.T) {
	fs := writeFiles(t, "a.txt", "b.txt")
	h := newHost(t)
	h.name, h.path = fs[0].Name, fs[0].Path
	c := New(h, Options{Files: fs})
	stream := doc.NewStreamSource(strings.NewReader("from the writer\n"), nil)
	h.place.Source = stream
	c.Next(+1)
	c.Next(-1)
	if s := h.last(); s.src != doc.Source(stream) || s.at == nil || s.at.Source != nil {
		t.Errorf(":p to a stream shows %v from %T, want the stream kept", s, s.src)
	}
}

// :e drops the blanks around the name, as less does, and adds the file
// after the one shown; a name that does not open leaves the list as it
// was; secure mode refuses it.
func TestEdit(t *testing.T) {
	fs := writeFiles(t, "a.txt", "wide.txt")
	for _, typed := range []string{" " + fs[1].Path, "  " + fs[1].Path + "  ", fs[1].Path + "\t", fs[1].Path + "\r\n"} {
		h := newHost(t)
		h.name = "-" // a pipe: no list yet
		c := New(h, Options{})
		c.Edit(typed)
		if s := h.last(); s.f.Path != fs[1].Path || text(t, s.src) != "file wide\n" || h.pushes != 1 {
			t.Errorf(":e%q shows %v, %d pushes", typed, s, h.pushes)
		}
		if n := c.Number(); n != "" {
			t.Errorf(":e from a pipe: the list has more than the file (%q)", n)
		}
	}

	h := newHost(t)
	h.name, h.path = fs[0].Name, fs[0].Path // a file, with no list
	c := New(h, Options{})
	c.Edit(fs[1].Path)
	if n := c.Number(); n != " (2 of 2)" {
		t.Errorf(":e from a file: number %q, want the file shown first in the list", n)
	}
	c.Edit(filepath.Join(filepath.Dir(fs[0].Path), "gone.txt"))
	if !strings.Contains(h.message, "gone.txt") || !h.isError || c.Number() != " (2 of 2)" {
		t.Errorf(":e of a missing file: %q, number %q", h.message, c.Number())
	}
	c.Edit("  ")
	if len(h.shows) != 1 {
		t.Errorf(":e with blanks only showed %v", h.shows)
	}

	h = newHost(t)
	h.secure = true
	New(h, Options{}).Edit(fs[1].Path)
	if len(h.shows) != 0 || h.message != ":e: disabled in secure mode" {
		t.Errorf(":e in secure mode: %v shown, status %q", h.shows, h.message)
	}
}
