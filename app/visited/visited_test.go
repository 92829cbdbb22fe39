package visited

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

func stateEnv(dir string) func(string) string {
	return func(k string) string {
		if k == "XDG_STATE_HOME" {
			return dir
		}
		return ""
	}
}

// open is the set as an lwl has it once the file was read.
func open(getenv func(string) string, secure bool) (*Visited, error) {
	v := New(getenv, secure)
	return v, v.Loaded(v.Read())
}

// A destination followed before the file was read is written once it is,
// unless another lwl wrote it meanwhile; a file that cannot be read gets
// none.
func TestAddedBeforeRead(t *testing.T) {
	env := stateEnv(t.TempDir())
	v := New(env, false)
	v.Add("https://early.example/")
	v.Add("https://both.example/")
	if !v.Has("https://early.example/") {
		t.Error("not remembered before the file was read")
	}
	other, _ := open(env, false)
	other.Add("https://both.example/")
	other.Add("https://other.example/")
	if err := v.Loaded(v.Read()); err != nil {
		t.Fatal(err)
	}
	if !v.Has("https://other.example/") {
		t.Error("another lwl's destination not read")
	}
	data, _ := os.ReadFile(Path(env))
	if want := "https://both.example/\nhttps://other.example/\nhttps://early.example/\n"; string(data) != want {
		t.Errorf("file:\n%s\nwant:\n%s", data, want)
	}

	bad := stateEnv(t.TempDir())
	os.MkdirAll(Path(bad), 0o700) // a folder at the file's name
	w := New(bad, false)
	w.Add("https://early.example/")
	if err := w.Loaded(w.Read()); err == nil {
		t.Error("a folder read as the file")
	}
	if st, _ := os.Stat(Path(bad)); !st.IsDir() {
		t.Error("the folder was written over")
	}
}

// Two lwl share the file: what one adds, the next one started sees.
func TestShared(t *testing.T) {
	env := stateEnv(t.TempDir())
	a, err := open(env, false)
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range []string{"https://a.example/", "file:///tmp/my notes.md", "https://a.example/"} {
		if err := a.Add(d); err != nil {
			t.Fatal(err)
		}
	}
	b, err := open(env, false)
	if err != nil {
		t.Fatal(err)
	}
	if !b.Has("https://a.example/") || !b.Has("file:///tmp/my notes.md") || b.Has("https://b.example/") {
		t.Errorf("a second lwl sees %v", b.set)
	}
	data, _ := os.ReadFile(Path(env))
	if strings.Count(string(data), "\n") != 2 {
		t.Errorf("a destination added twice is written twice:\n%s", data)
	}
}

// What sits at the file's name: garbage is skipped, what cannot be read is
// an error and is not written over.
func TestBadFile(t *testing.T) {
	for _, tc := range []struct {
		name    string
		make    func(path string)
		wantErr string
		has     string
	}{
		{"garbage", func(p string) {
			os.WriteFile(p, []byte("\x00\xff\xfe\x1b[31m\nhttps://ok.example/\r\n"+strings.Repeat("x", MaxDest+1)+"\nhttps://ok2.example/\n\x00\x00"), 0o600)
		}, "", "https://ok2.example/"},
		{"too large", func(p string) {
			f, _ := os.Create(p)
			f.Truncate(MaxFileSize + 1)
			f.Close()
		}, "larger than", ""},
		{"fifo", func(p string) { syscall.Mkfifo(p, 0o600) }, "not a regular file", ""},
		{"folder", func(p string) { os.Mkdir(p, 0o700) }, "is a directory", ""},
		{"missing", func(p string) {}, "", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			env := stateEnv(t.TempDir())
			os.MkdirAll(filepath.Dir(Path(env)), 0o700)
			tc.make(Path(env))
			before, _ := os.Lstat(Path(env))
			v, err := open(env, false)
			if tc.wantErr == "" && err != nil || tc.wantErr != "" && (err == nil || !strings.Contains(err.Error(), tc.wantErr)) {
				t.Fatalf("Open: %v, want %q", err, tc.wantErr)
			}
			if tc.has != "" && !v.Has(tc.has) {
				t.Errorf("lost %s among garbage", tc.has)
			}
			if v.Has("\x00\xff\xfe\x1b[31m") {
				t.Errorf("garbage taken for a destination")
			}
			if err := v.Add("https://new.example/"); err != nil {
				t.Errorf("Add: %v", err)
			}
			if !v.Has("https://new.example/") {
				t.Errorf("not remembered in memory")
			}
			after, _ := os.Lstat(Path(env))
			if tc.wantErr != "" && (after.Size() != before.Size() || after.Mode() != before.Mode()) {
				t.Errorf("an unreadable file was written over")
			}
		})
	}
}

// In secure mode nothing is read or written.
func TestSecure(t *testing.T) {
	dir := t.TempDir()
	env := stateEnv(dir)
	v, err := open(env, true)
	if err != nil {
		t.Fatal(err)
	}
	v.Add("https://a.example/")
	if !v.Has("https://a.example/") {
		t.Error("not remembered in memory")
	}
	if _, err := os.Stat(filepath.Join(dir, "lwl")); !os.IsNotExist(err) {
		t.Errorf("secure mode wrote the state folder: %v", err)
	}
}

// The file keeps the last Keep destinations, however many are added.
func TestBounded(t *testing.T) {
	env := stateEnv(t.TempDir())
	v, _ := open(env, false)
	n := Keep + Keep/5
	for i := range n {
		if err := v.Add(fmt.Sprintf("https://e.example/%d", i)); err != nil {
			t.Fatal(err)
		}
	}
	data, _ := os.ReadFile(Path(env))
	lines := strings.Count(string(data), "\n")
	if lines < Keep || lines > compactAt {
		t.Errorf("%d lines after %d adds, want %d..%d", lines, n, Keep, compactAt)
	}
	w, _ := open(env, false)
	if !w.Has(fmt.Sprintf("https://e.example/%d", n-1)) || w.Has("https://e.example/0") {
		t.Error("compaction kept the wrong end")
	}
	st, _ := os.Stat(Path(env))
	if st.Mode().Perm() != 0o600 {
		t.Errorf("mode %v", st.Mode().Perm())
	}
}
