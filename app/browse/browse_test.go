package browse

import (
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"lwl/app/session"
	"lwl/app/visited"
	"lwl/widgets/doc"
)

// pager is a Host with no screen: the document on screen, its place and
// what the status bar last said.
type pager struct {
	c        *Controller
	d        *doc.Document
	at       Place
	shown    Shown
	msg, err string
	made     map[*doc.Document]bool // open commands' outputs
}

func newPager(t *testing.T, d *doc.Document, name string, o Options) *pager {
	t.Helper()
	p := &pager{d: d, at: Place{Link: -1, Match: -1}, shown: Shown{Name: name}}
	p.c = New(p, o)
	return p
}

func (p *pager) Document() *doc.Document { return p.d }
func (p *pager) Place() Place            { return p.at }
func (p *pager) Shown() Shown            { return p.shown }
func (p *pager) SetMessage(text string)  { p.msg = text }
func (p *pager) SetError(text string)    { p.err = text }
func (p *pager) Redraw()                 {}
func (p *pager) Return(d *doc.Document, at Place, shown Shown) {
	p.d, p.at, p.shown = d, at, shown
}
func (p *pager) Show(d *doc.Document, name string) {
	p.c.Push()
	p.d, p.at, p.shown = d, Place{Link: -1, Match: -1}, Shown{Name: name}
}
func (p *pager) OptionsFor(string, doc.Source) doc.ParseOptions { return doc.ParseOptions{} }
func (p *pager) MadeByOpen(d *doc.Document) bool                { return p.made[d] }
func (p *pager) Jump(pos doc.Pos)                               { p.at.Top = pos }
func (p *pager) Work(fn func())                                 { fn() }
func (p *pager) Post(fn func())                                 { fn() }
func (p *pager) RunBrowser([]string) (string, bool)             { return "", false }

// open shows the file at path as a link followed would: the page on
// screen pushed first.
func (p *pager) open(t *testing.T, path string) {
	t.Helper()
	src, err := doc.OpenFile(path)
	if err != nil {
		t.Fatal(err)
	}
	p.c.Push()
	p.d, p.at, p.shown = doc.New(src, doc.ParseOptions{}), Place{Link: -1, Match: -1}, Shown{Name: path, Path: path}
}

func writeFile(t *testing.T, name, text string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(path, []byte(text), 0o600); err != nil {
		t.Fatal(err)
	}
	return path
}

func lines(n int) string {
	var b strings.Builder
	for i := range n {
		b.WriteString(strings.Repeat("x", i%7) + "\n")
	}
	return b.String()
}

// Back returns to each place left, the file made again, and says so when
// there is none left.
func TestBackReturnsToThePlaceLeft(t *testing.T) {
	first, second := writeFile(t, "first.md", lines(50)), writeFile(t, "second.md", lines(5))
	p := newPager(t, doc.New(doc.BytesSource("start\n"), doc.ParseOptions{}), "start", Options{})
	p.open(t, first)
	p.at.Top, p.at.HScroll = p.d.PosOfLine(20), 3
	p.open(t, second)
	if p.c.Len() != 2 {
		t.Fatalf("%d pages, want 2", p.c.Len())
	}
	p.c.Back()
	if p.shown.Name != first || p.at.Top != p.d.PosOfLine(20) || p.at.HScroll != 3 {
		t.Errorf("back: %s at %v, column %d; want %s at line 20, column 3", p.shown.Name, p.at.Top, p.at.HScroll, first)
	}
	p.c.Back()
	if p.shown.Name != "start" {
		t.Errorf("back: %s, want start", p.shown.Name)
	}
	p.c.Back()
	if p.msg != "No previous document" {
		t.Errorf("back with none left said %q", p.msg)
	}
}

// Forward returns to the pages Back left, each at the place it was left,
// the pipe lwl started with too; a page opened after Back ends the way
// forward. Forward said "No next document" after Back between two files.
func TestForwardReturnsToThePagesBackLeft(t *testing.T) {
	first, second, third := writeFile(t, "first.md", lines(50)), writeFile(t, "second.md", lines(30)), writeFile(t, "third.md", "x\n")
	pipe := doc.New(doc.NewStreamSource(strings.NewReader("from a pipe\n"), func() {}), doc.ParseOptions{})
	p := newPager(t, pipe, "stdin", Options{})
	p.open(t, first)
	p.at.Top = p.d.PosOfLine(20)
	p.open(t, second)
	p.at.Top = p.d.PosOfLine(7)
	p.c.Back()
	p.c.Back()
	if p.shown.Name != "stdin" || p.d != pipe {
		t.Fatalf("two backs: %s, want the pipe", p.shown.Name)
	}
	p.c.Forward()
	if p.shown.Name != first || p.at.Top != p.d.PosOfLine(20) {
		t.Errorf("forward: %s at %v, want %s at line 20", p.shown.Name, p.at.Top, first)
	}
	p.c.Forward()
	if p.shown.Name != second || p.at.Top != p.d.PosOfLine(7) {
		t.Errorf("forward: %s at %v, want %s at line 7", p.shown.Name, p.at.Top, second)
	}
	p.msg = ""
	p.c.Forward()
	if p.msg != "No next document" || p.shown.Name != second {
		t.Errorf("forward at the newest page: %q on %s", p.msg, p.shown.Name)
	}
	p.c.Back()
	p.c.Back()
	if p.d != pipe {
		t.Fatalf("back twice again: %s, want the pipe kept", p.shown.Name)
	}
	p.c.Forward()
	p.open(t, third)
	p.msg = ""
	p.c.Forward()
	if p.msg != "No next document" || p.shown.Name != third {
		t.Errorf("forward after a new page: %q on %s, want none", p.msg, p.shown.Name)
	}
	p.c.Back()
	p.c.Back()
	if p.d != pipe || p.c.Len() != 0 {
		t.Errorf("back to the start: %s, %d pages behind", p.shown.Name, p.c.Len())
	}
}

// Beyond MaxHistory the oldest page goes, but a pipe's, the only way back
// to it, stays at the bottom.
func TestHistoryBoundKeepsThePipe(t *testing.T) {
	path := writeFile(t, "f.md", "text\n")
	pipe := doc.New(doc.NewStreamSource(strings.NewReader("piped\n"), nil), doc.ParseOptions{})
	p := newPager(t, pipe, "stdin", Options{})
	for range 3 * MaxHistory {
		p.open(t, path)
	}
	if p.c.Len() != MaxHistory || !slices.Equal(p.c.Kept(), []*doc.Document{pipe}) {
		t.Fatalf("%d pages keeping %d documents, want %d keeping the pipe's", p.c.Len(), len(p.c.Kept()), MaxHistory)
	}
	for range MaxHistory {
		p.c.Back()
	}
	if p.d != pipe {
		t.Errorf("the last back shows %s, want the pipe", p.shown.Name)
	}
}

// KeepNewest drops the oldest pages of the documents counted, beyond max.
func TestKeepNewest(t *testing.T) {
	var docs []*doc.Document
	for range 5 {
		docs = append(docs, doc.New(doc.NewStreamSource(strings.NewReader("out\n"), nil), doc.ParseOptions{}))
	}
	p := newPager(t, docs[0], "0", Options{})
	p.made = map[*doc.Document]bool{docs[0]: true, docs[1]: true, docs[3]: true}
	for _, d := range docs[1:] {
		p.c.Push()
		p.d = d
	}
	p.c.KeepNewest(1, p.MadeByOpen)
	if got, want := p.c.Kept(), []*doc.Document{docs[2], docs[3]}; !slices.Equal(got, want) {
		t.Errorf("kept %d documents, want the newest output's and the one not counted", len(got))
	}
}

// Back with this lwl's history empty goes to the session's previous page,
// written there when lwl left it; forward comes back.
func TestBackAndForwardAcrossTheSession(t *testing.T) {
	dir := t.TempDir()
	getenv := func(k string) string {
		if k == "XDG_RUNTIME_DIR" {
			return dir
		}
		return ""
	}
	s, err := session.Open(getenv)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Release()
	first, second := writeFile(t, "first.md", "# First\n"+lines(30)), writeFile(t, "second.md", "# Second\n")
	src, err := doc.OpenFile(first)
	if err != nil {
		t.Fatal(err)
	}
	d := doc.New(src, doc.ParseOptions{})
	p := newPager(t, d, first, Options{Session: s})
	p.shown.Path = first
	p.at.Top = d.PosOfLine(10)
	if err := p.c.Sync(); err != nil {
		t.Fatal(err)
	}
	// The next lwl, in the same session, shows second.
	src2, err := doc.OpenFile(second)
	if err != nil {
		t.Fatal(err)
	}
	next := newPager(t, doc.New(src2, doc.ParseOptions{}), second, Options{Session: s})
	next.shown.Path = second
	next.c.Back()
	if next.err != "" || next.shown.Path != first || next.at.Top != next.d.PosOfLine(10) {
		t.Fatalf("back across the session: %q, %s at %v; want %s at line 10", next.err, next.shown.Path, next.at.Top, first)
	}
	next.c.Forward()
	if next.shown.Path != second {
		t.Errorf("forward: %s, want %s", next.shown.Path, second)
	}
	next.c.Forward()
	if next.msg != "No next document" {
		t.Errorf("forward with none said %q", next.msg)
	}
	next.c.ShowList()
	var dests []string
	for it, ok := (doc.Links{D: next.d}).From(doc.Pos{}); ok; it, ok = (doc.Links{D: next.d}).After(it.ID) {
		l, _ := next.d.Link(it.ID)
		dests = append(dests, l.Dest)
	}
	if len(dests) != 2 {
		t.Fatalf("the history list links %q, want the two pages", dests)
	}
	i, ok := next.c.HistoryEntry(dests[1])
	if !ok {
		t.Fatalf("%s is not a page of the history list", dests[1])
	}
	next.c.GoHistory(i)
	if next.shown.Path != first {
		t.Errorf("the list's second link goes to %s, want %s", next.shown.Path, first)
	}
	if _, ok := next.c.HistoryEntry(dests[1]); ok {
		t.Error("a history link is followed off the list")
	}
}

// visitedOfA is a state folder whose visited file holds a.example, and a
// document linking to it.
func visitedOfA(t *testing.T) (func(string) string, *doc.Document) {
	dir := t.TempDir()
	env := func(k string) string {
		if k == "XDG_STATE_HOME" {
			return dir
		}
		return ""
	}
	os.MkdirAll(filepath.Join(dir, "lwl"), 0o700)
	os.WriteFile(visited.Path(env), []byte("https://a.example/\n"), 0o600)
	return env, doc.New(doc.BytesSource("[a](https://a.example/)\n"), doc.ParseOptions{})
}

// The visited file is read on a worker: its links are drawn visited once
// it was, and a file that cannot be read is said.
func TestVisitedLoadedOnAWorker(t *testing.T) {
	env, d := visitedOfA(t)
	p := newPager(t, d, "links", Options{Visited: visited.New(env, false)})
	it, _ := doc.Links{D: d}.From(doc.Pos{})
	if p.c.LinkVisited(it.ID) {
		t.Error("drawn visited before the file was read")
	}
	p.c.LoadVisited()
	if !p.c.LinkVisited(it.ID) {
		t.Error("the link in the visited file is not drawn visited once it was read")
	}

	os.Remove(visited.Path(env))
	os.Mkdir(visited.Path(env), 0o700)
	p = newPager(t, d, "links", Options{Visited: visited.New(env, false)})
	p.c.LoadVisited()
	if !strings.Contains(p.msg, "visited links") || !strings.Contains(p.msg, "is a directory") {
		t.Errorf("an unreadable visited file said %q", p.msg)
	}
}

// A visited destination is drawn so and noted in the preview.
func TestVisitedLinks(t *testing.T) {
	dir := t.TempDir()
	v := visited.New(func(k string) string {
		if k == "XDG_STATE_HOME" {
			return dir
		}
		return ""
	}, false)
	d := doc.New(doc.BytesSource("[a](https://a.example/) [b](https://b.example/)\n"), doc.ParseOptions{})
	p := newPager(t, d, "links", Options{Visited: v})
	p.c.LoadVisited()
	it, ok := doc.Links{D: d}.From(doc.Pos{})
	if !ok {
		t.Fatal("no link")
	}
	if p.c.LinkVisited(it.ID) {
		t.Error("a link not followed is drawn visited")
	}
	p.c.MarkVisited("https://a.example/")
	if !p.c.LinkVisited(it.ID) || p.c.VisitedNote("https://a.example/") != "  (visited)" {
		t.Error("a link followed is not drawn visited, or not noted")
	}
	next, _ := doc.Links{D: d}.After(it.ID)
	if p.c.LinkVisited(next.ID) {
		t.Error("the other link is drawn visited")
	}
}

func TestDocumentTitle(t *testing.T) {
	for text, want := range map[string]string{
		"# Title\ntext\n":      "Title",
		"intro\n  # Later  \n": "Later",
		"no heading\n":         "",
		"## Second level\n":    "",
	} {
		if got := documentTitle(doc.New(doc.BytesSource(text), doc.ParseOptions{})); got != want {
			t.Errorf("documentTitle(%q) = %q, want %q", text, got, want)
		}
	}
}

func TestListTextMakesNoLink(t *testing.T) {
	if got := listText("a [b](c)\n`d`"); got != "a (b)(c) 'd'" {
		t.Errorf("listText = %q", got)
	}
}

func TestSourceLinesCutsLongLines(t *testing.T) {
	long := strings.Repeat("y", 200<<10)
	got := slices.Collect(sourceLines(strings.NewReader("a\n" + long + "\nb")))
	if len(got) != 3 || got[0] != "a" || got[2] != "b" || len(got[1]) != 64<<10 {
		t.Errorf("lines: %d, want a, the long line's first 64 KiB, b", len(got))
	}
}

// The visited links opened while lwl started join a controller made
// without them; a second join changes nothing.
func TestJoinVisitedLater(t *testing.T) {
	env, d := visitedOfA(t)
	p := newPager(t, d, "links", Options{})
	if p.c.DrawsVisited() {
		t.Fatal("a controller without visited links draws them")
	}
	p.c.Join(nil, visited.New(env, false))
	p.c.Join(nil, nil)
	if !p.c.DrawsVisited() {
		t.Fatal("the visited links joined do not draw")
	}
	p.c.LoadVisited()
	it, _ := doc.Links{D: d}.From(doc.Pos{})
	if !p.c.LinkVisited(it.ID) {
		t.Error("the link in the visited file is not drawn visited once joined and read")
	}
}

// Before any link was followed, drawing a link as visited or not resolves
// nothing (resolving parses two URLs and writes one, for every new link
// of a frame) and keeps no answer. After, the answers kept are bounded,
// however many links were drawn.
func TestLinkVisitedCosts(t *testing.T) {
	var b strings.Builder
	for i := range 6000 {
		fmt.Fprintf(&b, "[l%d](page/%d)\n", i, i)
	}
	d := doc.New(doc.BytesSource(b.String()), doc.ParseOptions{})
	dir := t.TempDir()
	v := visited.New(func(k string) string {
		if k == "XDG_STATE_HOME" {
			return dir
		}
		return ""
	}, false)
	p := newPager(t, d, "links", Options{Visited: v})
	p.shown.Base, _ = url.Parse("https://base.example/dir/")
	p.c.LoadVisited()
	var ids []int64
	for it, ok := (doc.Links{D: d}).From(doc.Pos{}); ok; it, ok = (doc.Links{D: d}).After(it.ID) {
		ids = append(ids, it.ID)
	}
	if len(ids) != 6000 {
		t.Fatalf("%d links, want 6000", len(ids))
	}
	i := 0
	if allocs := testing.AllocsPerRun(100, func() {
		if p.c.LinkVisited(ids[i]) {
			t.Error("a link drawn visited with none followed")
		}
		i++
	}); allocs > 0 {
		t.Errorf("a new link with none followed allocates %.1f times, want none", allocs)
	}
	p.c.MarkVisited("https://base.example/dir/page/7")
	for i, id := range ids {
		if got := p.c.LinkVisited(id); got != (i == 7) {
			t.Errorf("link %d drawn visited %v", i, got)
		}
	}
	if n := len(p.c.seen.known); n > maxVisitedAnswers {
		t.Errorf("%d answers kept after %d links, more than %d", n, len(ids), maxVisitedAnswers)
	}
}
