package search

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"testing"
)

func TestHistoryPath(t *testing.T) {
	env := func(kv ...string) func(string) string {
		return func(k string) string {
			for i := 0; i < len(kv); i += 2 {
				if kv[i] == k {
					return kv[i+1]
				}
			}
			return ""
		}
	}
	for _, c := range []struct {
		env  func(string) string
		want string
	}{
		{env("XDG_STATE_HOME", "/s", "HOME", "/h"), "/s/lwl/history"},
		{env("HOME", "/h"), "/h/.local/state/lwl/history"},
		{env("XDG_STATE_HOME", "relative", "HOME", "/h"), "/h/.local/state/lwl/history"}, // the spec: ignore a relative one
		{env(), ""},
	} {
		if got := HistoryPath(c.env); got != c.want {
			t.Errorf("HistoryPath = %q, want %q", got, c.want)
		}
	}
}

// The file round-trips, a repeated search moves to the end, and the file
// never holds more than MaxHistoryEntries.
func TestHistoryFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "state", "lwl", "history")
	got, err := ReadHistory(path)
	if err != nil || got != nil {
		t.Fatalf("a missing file: %q, %v; want nothing, no error", got, err)
	}
	var entries []string
	for i := range MaxHistoryEntries + 50 {
		entries = AddHistory(entries, fmt.Sprintf("q%d", i))
	}
	entries = AddHistory(entries, "q100") // again: moves to the end
	entries = AddHistory(entries, "a\nb") // a pasted line break: kept as it is
	entries = AddHistory(entries, "")     // nothing to keep
	if err := WriteHistory(path, entries); err != nil {
		t.Fatal(err)
	}
	got, err = ReadHistory(path)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != MaxHistoryEntries {
		t.Errorf("%d entries, want %d", len(got), MaxHistoryEntries)
	}
	if n := len(got); got[n-2] != "q100" || got[n-1] != "a\nb" {
		t.Errorf("last entries %q, want q100 then \"a\\nb\"", got[n-2:])
	}
	if c := slices.Index(got, "q100"); c != len(got)-2 {
		t.Errorf("q100 kept twice (first at %d)", c)
	}
	if st, err := os.Stat(filepath.Dir(path)); err != nil || st.Mode().Perm() != 0o700 {
		t.Errorf("history folder mode %v, %v; want 0700", st.Mode().Perm(), err)
	}
	left, _ := filepath.Glob(filepath.Join(filepath.Dir(path), ".history-*"))
	if len(left) > 0 {
		t.Errorf("temporary files left: %q", left)
	}
}

// Every search comes back from the file exactly as typed: a line break
// (a paste), a CR, a NUL; a plain one is written as it is, so files of
// earlier versions read as before.
func TestHistoryRoundTrip(t *testing.T) {
	for _, c := range []struct{ entry, line string }{
		{"foo\nbar", "\x00\"foo\\nbar\""},
		{"line end\r", "\x00\"line end\\r\""},
		{"a\r\nb", "\x00\"a\\r\\nb\""},
		{"\x00x", "\x00\"\\x00x\""},
		{"\x00\"x\"", "\x00\"\\x00\\\"x\\\"\""},
		{`\d+ "quoted" \n`, `\d+ "quoted" \n`},
		{"\"x\"", "\"x\""},
		{"é \xff <U+200B>\u200b", "é \xff <U+200B>\u200b"},
	} {
		path := filepath.Join(t.TempDir(), "history")
		if err := WriteHistory(path, AddHistory([]string{"before"}, c.entry)); err != nil {
			t.Fatal(err)
		}
		b, _ := os.ReadFile(path)
		if want := "before\n" + c.line + "\n"; string(b) != want {
			t.Errorf("%q is written as %q, want %q", c.entry, b, want)
		}
		got, err := ReadHistory(path)
		if err != nil || !slices.Equal(got, []string{"before", c.entry}) {
			t.Errorf("%q comes back as %q (%v)", c.entry, got, err)
		}
	}
}

// A history file that is not a regular file of sane size is refused,
// naming it, never waited on (a FIFO) or read for ever (/dev/zero).
func TestHistoryNotARegularFile(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "fifo")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Fatal(err)
	}
	zero := filepath.Join(dir, "zero")
	if err := os.Symlink("/dev/zero", zero); err != nil {
		t.Fatal(err)
	}
	big := filepath.Join(dir, "big")
	if err := os.WriteFile(big, make([]byte, maxHistorySize+1), 0o600); err != nil {
		t.Fatal(err)
	}
	for path, why := range map[string]string{
		fifo: "not a regular file", zero: "not a regular file",
		dir: "is a directory", big: "larger than 4 MiB",
	} {
		_, err := ReadHistory(path) // a FIFO opened blocking hangs here
		if want := "search history " + path + ": " + why; err == nil || err.Error() != want {
			t.Errorf("ReadHistory(%s): %v, want %q", path, err, want)
		}
	}
}

// A full history of the longest entries, each quoted at its longest,
// reads back whole; a longer entry (a pasted pattern of megabytes) is not
// remembered: the file grew past what lwl reads and lost every search.
func TestHistoryOfLongEntriesReadsBack(t *testing.T) {
	path := filepath.Join(t.TempDir(), "history")
	var entries []string
	for i := range MaxHistoryEntries {
		long := fmt.Sprintf("%03d\n", i) + string(make([]byte, MaxHistoryEntry-4)) // NULs quote as \x00
		entries = AddHistory(entries, long)
	}
	entries = AddHistory(entries, string(make([]byte, MaxHistoryEntry+1)))
	if len(entries) != MaxHistoryEntries || len(entries[len(entries)-1]) != MaxHistoryEntry {
		t.Fatalf("%d entries, the last %d bytes: the one too long was kept", len(entries), len(entries[len(entries)-1]))
	}
	if err := WriteHistory(path, entries); err != nil {
		t.Fatal(err)
	}
	got, err := ReadHistory(path)
	if err != nil || !slices.Equal(got, entries) {
		t.Fatalf("%d of %d entries read back (%v)", len(got), len(entries), err)
	}
}

// A file written before entries were bounded, with a line of megabytes
// among them, gives back the entries around that line.
func TestHistoryWithAHugeLineReadsTheRest(t *testing.T) {
	path := filepath.Join(t.TempDir(), "history")
	text := "before\n" + strings.Repeat("x", 2<<20) + "\nafter\n"
	if err := os.WriteFile(path, []byte(text), 0o600); err != nil {
		t.Fatal(err)
	}
	got, err := ReadHistory(path)
	if err != nil || !slices.Equal(got, []string{"before", "after"}) {
		t.Fatalf("read %d entries %.40q (%v), want before and after", len(got), got, err)
	}
}

// The history files are read at start on a worker and handed over when
// posted or when a prompt opens first: the search history loads, an
// unreadable URL history is said once and the files are left alone from
// then.
func TestHistoriesReadAtStart(t *testing.T) {
	dir := t.TempDir()
	getenv := func(k string) string {
		if k == "XDG_STATE_HOME" {
			return dir
		}
		return ""
	}
	os.MkdirAll(filepath.Join(dir, "lwl"), 0o700)
	os.WriteFile(HistoryPath(getenv), []byte("one\ntwo\n"), 0o600)
	os.Mkdir(URLHistoryPath(getenv), 0o700)
	var said []string
	h := NewHistories(false, getenv, func(err error) { said = append(said, err.Error()) })
	loaded := map[string][]string{}
	worked, posted := make(chan struct{}), make(chan func(), 1)
	h.ReadAtStart(func(f func()) { go func() { f(); close(worked) }() }, func(f func()) { posted <- f },
		func(kind string, entries []string) { loaded[kind] = entries })
	h.Ready() // a prompt opened before the post: waits for the read
	if got := loaded[SearchHistory]; !slices.Equal(got, []string{"one", "two"}) {
		t.Errorf("search history %q", got)
	}
	if _, ok := loaded[URLHistory]; ok || len(said) != 1 {
		t.Errorf("an unreadable URL history loaded %v, said %q", ok, said)
	}
	<-worked
	(<-posted)() // the post, after: hands nothing twice
	if len(said) != 1 || len(loaded) != 1 {
		t.Errorf("the post after Ready said %q, loaded %v", said, loaded)
	}
	if h.files() != nil {
		t.Error("the files are read again after one failed")
	}
	if NewHistories(true, getenv, nil).files() != nil {
		t.Error("secure mode reads history files")
	}
}
