package session

import (
	"bytes"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// env is an environment with a runtime folder and, when name is not "",
// LWL_SESSION.
func env(runtime, name string) func(string) string {
	return func(k string) string {
		switch k {
		case "XDG_RUNTIME_DIR":
			return runtime
		case EnvName:
			return name
		}
		return ""
	}
}

// deadPID is the id of a process that has ended.
func deadPID(t *testing.T) int {
	cmd := exec.Command("true")
	if err := cmd.Run(); err != nil {
		t.Fatal(err)
	}
	return cmd.Process.Pid
}

func mustOpen(t *testing.T, getenv func(string) string, pid int) *Session {
	t.Helper()
	s, err := open(getenv, pid)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func readSource(t *testing.T, v Visit) string {
	t.Helper()
	b, err := os.ReadFile(v.Source)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// The flow through bro: lwl A shows a file, hands a link on (its place
// recorded, the session in the environment); lwl B shows the piped page;
// Back there returns to A's page at A's place, Forward to B's text.
func TestAcrossProcesses(t *testing.T) {
	rt := t.TempDir()
	file := filepath.Join(t.TempDir(), "start.md")
	os.WriteFile(file, []byte("# start\n"), 0o600)

	a := mustOpen(t, env(rt, ""), os.Getpid())
	if err := a.Push(Page{Name: "start.md", File: file, URL: "file://" + file}); err != nil {
		t.Fatal(err)
	}
	a.UpdatePlace(Place{Top: 40, Left: 2, Link: 7})
	name, _ := strings.CutPrefix(a.Env(), EnvName+"=")

	b := mustOpen(t, env(rt, name), os.Getpid())
	if b.Dir() != a.Dir() {
		t.Fatalf("B made its own session %s, not %s", b.Dir(), a.Dir())
	}
	b.Push(Page{Name: "-", URL: "https://e.example/two", Title: "Two"})
	if err := b.SaveText(strings.NewReader("page two\n")); err != nil {
		t.Fatal(err)
	}
	b.UpdatePlace(Place{Top: 3, Link: -1})
	v, err := b.Back()
	if err != nil || v.Source != file || v.Place != (Place{Top: 40, Left: 2, Link: 7}) || !v.Current {
		t.Fatalf("Back = %+v, %v", v, err)
	}
	if _, err := b.Back(); !errors.Is(err, ErrNoPage) {
		t.Errorf("Back from the first page: %v", err)
	}
	v, err = b.Forward()
	if err != nil || readSource(t, v) != "page two\n" || v.Title != "Two" || v.Place.Top != 3 {
		t.Fatalf("Forward = %+v, %v", v, err)
	}
	if _, err := b.Forward(); !errors.Is(err, ErrNoPage) {
		t.Errorf("Forward from the last page: %v", err)
	}
	list, _ := b.List()
	if len(list) != 2 || list[0].URL != "https://e.example/two" || !list[0].Current || list[1].Name != "start.md" {
		t.Errorf("List = %+v", list)
	}
	if v, err := b.Go(0); err != nil || v.Source != file {
		t.Errorf("Go(0) = %+v, %v", v, err)
	}
}

// A page pushed after Back drops the pages ahead, as a browser does.
func TestPushDropsForward(t *testing.T) {
	s := mustOpen(t, env(t.TempDir(), ""), os.Getpid())
	for _, n := range []string{"1", "2", "3"} {
		s.Push(Page{Name: n})
		s.SaveText(strings.NewReader(n))
	}
	s.Back()
	s.Back()
	s.Push(Page{Name: "4"})
	list, _ := s.List()
	var names []string
	for _, v := range list {
		names = append(names, v.Name)
	}
	if strings.Join(names, " ") != "4 1" {
		t.Errorf("history %v, want [4 1]", names)
	}
	if texts, _ := filepath.Glob(filepath.Join(s.Dir(), "text-*")); len(texts) != 1 {
		t.Errorf("texts left: %v", texts)
	}
}

// Two sessions side by side never mix.
func TestSideBySide(t *testing.T) {
	rt := t.TempDir()
	a := mustOpen(t, env(rt, ""), os.Getpid())
	b := mustOpen(t, env(rt, ""), os.Getpid())
	if a.Dir() == b.Dir() {
		t.Fatal("one folder for two sessions")
	}
	a.Push(Page{Name: "a"})
	b.Push(Page{Name: "b"})
	la, _ := a.List()
	lb, _ := b.List()
	if len(la) != 1 || la[0].Name != "a" || len(lb) != 1 || lb[0].Name != "b" {
		t.Errorf("mixed: %+v %+v", la, lb)
	}
}

// 1,000 hops keep MaxPages pages and their texts, no more.
func TestThousandHops(t *testing.T) {
	s := mustOpen(t, env(t.TempDir(), ""), os.Getpid())
	for i := range 1000 {
		url := "https://e.example/" + strings.Repeat("u", i%50)
		if i == 999 {
			url = strings.Repeat("u", 20000)
		}
		s.Push(Page{Name: strings.Repeat("n", i%50), URL: url})
		s.SaveText(strings.NewReader(strings.Repeat("x", 1000)))
	}
	list, _ := s.List()
	texts, _ := filepath.Glob(filepath.Join(s.Dir(), "text-*"))
	all, _ := os.ReadDir(s.Dir())
	st, _ := os.Stat(filepath.Join(s.Dir(), indexFile))
	if len(list) != MaxPages || len(texts) != MaxPages || len(all) != MaxPages+2 || st.Size() > maxIndexSize {
		t.Errorf("%d pages, %d texts, %d files, index %d bytes", len(list), len(texts), len(all), st.Size())
	}
	if len(list[0].URL) > maxField {
		t.Errorf("a URL of %d bytes stored", len(list[0].URL))
	}
}

// The stored texts stay within MaxBytes: the oldest are dropped, and Back
// skips the pages whose text is gone.
func TestBytesBound(t *testing.T) {
	s := mustOpen(t, env(t.TempDir(), ""), os.Getpid())
	chunk := bytes.Repeat([]byte("y"), 5<<20)
	for i := range 20 {
		s.Push(Page{Name: string(rune('a' + i))})
		if err := s.SaveText(bytes.NewReader(chunk)); err != nil {
			t.Fatal(err)
		}
	}
	var total int64
	texts, _ := filepath.Glob(filepath.Join(s.Dir(), "text-*"))
	for _, p := range texts {
		st, _ := os.Stat(p)
		total += st.Size()
	}
	if total > MaxBytes {
		t.Errorf("%d bytes stored, bound %d", total, MaxBytes)
	}
	steps := 0
	for ; ; steps++ {
		if _, err := s.Back(); err != nil {
			break
		}
	}
	if want := len(texts) - 1; steps != want {
		t.Errorf("%d steps back, want %d (pages with text)", steps, want)
	}
	s.Push(Page{Name: "huge"})
	if err := s.SaveText(bytes.NewReader(make([]byte, MaxBytes+1))); !errors.Is(err, ErrTooLarge) {
		t.Errorf("a text over the bound: %v", err)
	}
}

func TestRelease(t *testing.T) {
	rt := t.TempDir()
	a := mustOpen(t, env(rt, ""), deadPID(t))
	b := mustOpen(t, env(rt, a.Name()), os.Getpid())
	sleeper := exec.Command("sleep", "60")
	sleeper.Start()
	defer sleeper.Process.Kill()
	c := mustOpen(t, env(rt, a.Name()), sleeper.Process.Pid)
	if err := b.Release(); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(a.Dir()); err != nil {
		t.Fatalf("removed while another lwl is in it: %v", err)
	}
	sleeper.Process.Kill()
	sleeper.Wait()
	if err := c.Release(); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(a.Dir()); !os.IsNotExist(err) {
		t.Errorf("the last lwl's Release left the folder: %v", err)
	}
}

func TestCleanStale(t *testing.T) {
	rt := t.TempDir()
	dead := mustOpen(t, env(rt, ""), deadPID(t))
	live := mustOpen(t, env(rt, ""), os.Getpid())
	fresh := mustOpen(t, env(rt, ""), deadPID(t))
	old := "2000-01-01T00:00:00Z"
	for _, s := range []*Session{dead, live} {
		ageIndex(t, s.Dir(), old)
	}
	n, err := CleanStale(env(rt, ""))
	if err != nil || n != 1 {
		t.Errorf("CleanStale = %d, %v; want 1", n, err)
	}
	for _, tc := range []struct {
		s    *Session
		kept bool
	}{{dead, false}, {live, true}, {fresh, true}} {
		if _, err := os.Stat(tc.s.Dir()); (err == nil) != tc.kept {
			t.Errorf("%s kept %v, want %v", tc.s.Name(), err == nil, tc.kept)
		}
	}
}

// An lwl that leaves for follow's command keeps the session for the next
// one; when that one releases it, the session is gone even though the
// first process lives on (as bro).
func TestLeaveKeepsSessionForTheNext(t *testing.T) {
	dir := t.TempDir()
	first := mustOpen(t, env(dir, ""), os.Getpid()) // alive, as bro is
	if err := first.Leave(); err != nil {
		t.Fatal(err)
	}
	next := mustOpen(t, env(dir, first.Name()), deadPID(t))
	if next.Name() != first.Name() {
		t.Fatalf("the next lwl is in session %q, want %q", next.Name(), first.Name())
	}
	if err := next.Release(); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(first.Dir()); !os.IsNotExist(err) {
		t.Errorf("the session outlived its last lwl: %v", err)
	}
}
