package app

import (
	"os"
	"regexp"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/gdamore/tcell/v2"

	"lwl/app/config"
	"lwl/theme"
	"lwl/widgets/doc"
)

// The App runs on a tcell simulation screen, its event loop in a goroutine.
// Everything that touches the App or reads the screen goes through the
// event loop (QueueUpdate); keys are injected as a terminal would send them.

// appTimeout bounds every wait for something that should happen: only a
// failing test waits it out, and a loaded machine under -race is slow.
const appTimeout = 20 * time.Second

type appHarness struct {
	t       *testing.T
	a       *App
	s       tcell.SimulationScreen
	w, h    int
	stopped chan struct{} // closed when Run returned
	runErr  error
}

// startApp runs an App on a w x h simulation screen. Unset options are the
// defaults and testdata/urls.
func startApp(t *testing.T, opts Options, w, h int) *appHarness {
	t.Helper()
	return startAppWith(t, opts, w, h, nil)
}

// startAppWith is startApp with before called on the App between New and
// Run (StartAt, say).
func startAppWith(t *testing.T, opts Options, w, h int, before func(a *App)) *appHarness {
	t.Helper()
	s := tcell.NewSimulationScreen("UTF-8")
	opts.Screen = s
	if opts.Keys == nil {
		opts.Keys = defaultBindings(t)
	}
	if opts.Layout == nil {
		opts.Layout = defaultLayout(t)
	}
	if opts.Theme == nil {
		opts.Theme = theme.Default()
	}
	if opts.Source == nil {
		b, err := os.ReadFile("../testdata/urls")
		if err != nil {
			t.Fatal(err)
		}
		opts.Source, opts.Name = doc.BytesSource(b), "urls"
	}
	if opts.Guide == nil {
		opts.Guide = Guide
	}
	hs := &appHarness{t: t, a: New(opts), s: s, w: w, h: h, stopped: make(chan struct{})}
	if before != nil {
		before(hs.a)
	}
	go func() {
		hs.runErr = hs.a.Run()
		close(hs.stopped)
	}()
	t.Cleanup(func() {
		hs.a.Stop()
		select {
		case <-hs.stopped:
		case <-time.After(appTimeout):
			t.Errorf("Run did not return after Stop")
		}
	})
	// Run's SetScreen calls Init, which makes the screen 80x25: size it
	// once the event loop runs.
	hs.do(func() {
		s.SetSize(w, h)
		hs.a.ui.tv.ForceDraw()
	})
	return hs
}

// do runs f on the event loop and waits for it.
func (hs *appHarness) do(f func()) {
	hs.t.Helper()
	done := make(chan struct{})
	go func() {
		hs.a.ui.tv.QueueUpdate(f)
		close(done)
	}()
	select {
	case <-done:
	case <-hs.stopped:
		hs.t.Fatalf("the app stopped (%v)", hs.runErr)
	case <-time.After(appTimeout):
		hs.t.Fatalf("the event loop did not run an update within %v", appTimeout)
	}
}

// key sends a key as the terminal would.
func (hs *appHarness) key(k tcell.Key, r rune, m tcell.ModMask) {
	hs.t.Helper()
	select {
	case <-hs.stopped:
		hs.t.Fatalf("the app stopped before key %q", r)
	default:
	}
	hs.s.InjectKey(k, r, m)
}

// keys types runes.
func (hs *appHarness) keys(s string) {
	hs.t.Helper()
	for _, r := range s {
		hs.key(tcell.KeyRune, r, tcell.ModNone)
	}
}

// simScreen is a snapshot of what was shown.
type simScreen struct {
	cells []tcell.SimCell
	w, h  int
}

func (hs *appHarness) screen() simScreen {
	hs.t.Helper()
	var sc simScreen
	hs.do(func() {
		cells, w, h := hs.s.GetContents()
		sc = simScreen{append([]tcell.SimCell(nil), cells...), w, h}
	})
	return sc
}

func (sc simScreen) cell(x, y int) tcell.SimCell { return sc.cells[y*sc.w+x] }

// text is row y from column x0 up to x1, right-trimmed.
func (sc simScreen) text(y, x0, x1 int) string {
	var b strings.Builder
	for x := x0; x < x1; x++ {
		c := sc.cell(x, y)
		if len(c.Runes) == 0 {
			b.WriteByte(' ')
		} else {
			b.WriteString(string(c.Runes))
		}
	}
	return strings.TrimRight(b.String(), " ")
}

func (sc simScreen) row(y int) string {
	if y < 0 {
		y += sc.h
	}
	return sc.text(y, 0, sc.w)
}

func (sc simScreen) String() string {
	rows := make([]string, sc.h)
	for y := range rows {
		rows[y] = sc.row(y)
	}
	return strings.Join(rows, "\n")
}

// find returns where s first starts in the columns [x0, x1), or -1, -1.
func (sc simScreen) find(s string, x0, x1 int) (x, y int) {
	for y := 0; y < sc.h; y++ {
		if i := strings.Index(sc.text(y, x0, x1), s); i >= 0 {
			return x0 + len([]rune(sc.text(y, x0, x1)[:i])), y
		}
	}
	return -1, -1
}

// waitFor polls the screen until cond holds.
func (hs *appHarness) waitFor(what string, cond func(sc simScreen) bool) simScreen {
	hs.t.Helper()
	deadline := time.Now().Add(appTimeout)
	for {
		sc := hs.screen()
		if sc.w == hs.w && sc.h == hs.h && cond(sc) {
			return sc
		}
		if time.Now().After(deadline) {
			hs.t.Fatalf("timed out waiting for %s; screen (%dx%d):\n%s", what, sc.w, sc.h, sc)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// sameLook compares what a style shows (colours and attributes), ignoring
// a hyperlink target.
func sameLook(a, b tcell.Style) bool {
	af, ab, aa := a.Decompose()
	bf, bb, ba := b.Decompose()
	return af == bf && ab == bb && aa == ba
}

// styleOf checks that the n cells from (x, y) show style want.
func (sc simScreen) styleOf(t *testing.T, what string, x, y, n int, want tcell.Style) {
	t.Helper()
	for i := 0; i < n; i++ {
		if got := sc.cell(x+i, y).Style; !sameLook(got, want) {
			t.Errorf("%s: cell (%d,%d) %q has style %v, want %v", what, x+i, y, string(sc.cell(x+i, y).Runes), got, want)
			return
		}
	}
}

func layoutFile(t *testing.T, name string) *config.Layout {
	t.Helper()
	data, err := os.ReadFile("../testdata/config/" + name)
	if err != nil {
		t.Fatal(err)
	}
	l, err := config.ParseLayout(data, name, defaultLayout(t))
	if err != nil {
		t.Fatal(err)
	}
	return l
}

const urlsFirstLine = "Cool stuff I wanna look at later:"

func isStatus(row string) bool {
	return strings.Contains(row, "urls") && strings.Contains(row, "line 1")
}

// The default layout: the document from the top, the status bar on the
// last row.
func TestAppDefaultLayout(t *testing.T) {
	hs := startApp(t, Options{}, 80, 24)
	sc := hs.waitFor("the status bar on the last row", func(sc simScreen) bool { return isStatus(sc.row(-1)) })
	if got := sc.row(1); got != urlsFirstLine {
		t.Errorf("row 1 %q, want %q", got, urlsFirstLine)
	}
	for y := 0; y < sc.h-1; y++ {
		if isStatus(sc.row(y)) {
			t.Errorf("row %d looks like the status bar: %q", y, sc.row(y))
		}
	}
	if !strings.HasPrefix(sc.row(-1), ":") {
		t.Errorf("the status bar %q does not start with the mode indicator", sc.row(-1))
	}
}

// Swapping the two lines of layout.yaml puts the status bar on top.
func TestAppStatusOnTop(t *testing.T) {
	hs := startApp(t, Options{Layout: layoutFile(t, "layout-status-top.yaml")}, 80, 24)
	sc := hs.waitFor("the status bar on row 0", func(sc simScreen) bool { return isStatus(sc.row(0)) })
	if got := sc.row(2); got != urlsFirstLine {
		t.Errorf("row 2 %q, want %q (the document below the status bar)", got, urlsFirstLine)
	}
	if isStatus(sc.row(-1)) {
		t.Errorf("the last row is still a status bar: %q", sc.row(-1))
	}

	// On a short screen the document scrolls in the rows below the status
	// bar: its last line on the last row.
	hs = startApp(t, Options{Layout: layoutFile(t, "layout-status-top.yaml")}, 80, 10)
	hs.waitFor("the status bar on row 0", func(sc simScreen) bool { return isStatus(sc.row(0)) })
	hs.keys("G")
	sc = hs.waitFor("the document's last line on the last row", func(sc simScreen) bool {
		return strings.HasPrefix(sc.row(-1), "my pages:")
	})
	if !strings.Contains(sc.row(0), "urls  line 11  100%") {
		t.Errorf("after G row 0 is %q, want the status bar at line 11, 100%%", sc.row(0))
	}
	if got := sc.row(1); got != "[google gumbo github]" {
		t.Errorf("after G row 1 is %q, want [google gumbo github] (lines 11-19 in 9 rows)", got)
	}
}

// The links pane: every link's text in the rightmost 40 columns, and the
// selected link highlighted in the document and in the pane alike.
func TestAppLinksPane(t *testing.T) {
	const w, h, pane = 120, 24, 40
	th := theme.Default()
	active, link, links := th.Style("link-active"), th.Style("link"), th.Style("links")
	hs := startApp(t, Options{Layout: layoutFile(t, "layout-links.yaml"), Theme: th}, w, h)
	sc := hs.waitFor("the links pane", func(sc simScreen) bool {
		return isStatus(sc.row(-1)) && strings.Contains(sc.text(0, w-pane, w), "gb dev pandoc")
	})
	texts := []string{"gb dev pandoc", "gbdk", "timus", "rfc about parsing URIs", "duck", "google"}
	for i, text := range texts {
		if got := strings.TrimSpace(sc.text(i, w-pane, w)); !strings.HasPrefix(got, text+"  ") {
			t.Errorf("pane row %d %q, want it to start with %q", i, got, text)
		}
		if strings.Contains(sc.text(i, 0, w-pane), text+"  ") {
			t.Errorf("row %d: the pane's text is left of column %d: %q", i, w-pane, sc.row(i))
		}
	}
	// The pane is the rightmost 40 columns: a blank column, then the text.
	if x, y := sc.find("gb dev pandoc  ", 0, w); x != w-pane+1 || y != 0 {
		t.Errorf("the pane's first row starts at (%d,%d), want (%d,0)", x, y, w-pane+1)
	}
	if got := sc.text(0, 0, w-pane); got != "" {
		t.Errorf("row 0 of the document area %q, want the empty first line", got)
	}
	if got := sc.text(2, 0, w-pane); got != "[gb dev pandoc]" {
		t.Errorf("row 2 of the document area %q", got)
	}
	// Nothing selected yet.
	sc.styleOf(t, "document link before n", 0, 2, len("[gb dev pandoc]"), link)
	sc.styleOf(t, "pane row before n", w-pane+1, 0, len("gb dev pandoc"), links)

	// check: the link texts[i] is active in both, texts[other] in neither.
	check := func(sel, other int) {
		t.Helper()
		dx, dy := sc.find("["+texts[sel]+"]", 0, w-pane)
		px, py := sc.find(texts[sel]+"  ", w-pane, w)
		if dx < 0 || px < 0 {
			t.Fatalf("link %q not on screen:\n%s", texts[sel], sc)
		}
		sc.styleOf(t, "selected link in the document", dx, dy, len(texts[sel])+2, active)
		sc.styleOf(t, "selected link in the pane", px, py, len(texts[sel]), active)
		ox, oy := sc.find("["+texts[other]+"]", 0, w-pane)
		qx, qy := sc.find(texts[other]+"  ", w-pane, w)
		sc.styleOf(t, "other link in the document", ox, oy, len(texts[other])+2, link)
		sc.styleOf(t, "other link in the pane", qx, qy, len(texts[other]), links)
	}
	hs.keys("n")
	sc = hs.waitFor("the first link selected", func(sc simScreen) bool {
		return strings.Contains(sc.row(-1), "https://gbdev.io/pandocs")
	})
	check(0, 1)
	hs.keys("n")
	sc = hs.waitFor("the second link selected", func(sc simScreen) bool {
		return strings.Contains(sc.row(-1), "https://gbdk.org/docs/api/index.html")
	})
	check(1, 0)
	hs.keys("N")
	sc = hs.waitFor("the first link selected again", func(sc simScreen) bool {
		return strings.Contains(sc.row(-1), "https://gbdev.io/pandocs")
	})
	check(0, 1)
}

// With the mono theme links have no colour: underlined, and the selected
// one reversed.
func TestAppMonoTheme(t *testing.T) {
	mono := builtinTheme(t, "mono")
	hs := startApp(t, Options{Theme: mono}, 80, 24)
	sc := hs.waitFor("the document", func(sc simScreen) bool { return isStatus(sc.row(-1)) })
	for y, text := range map[int]string{2: "[gb dev pandoc]", 3: "[gbdk]"} {
		if got := sc.row(y); got != text {
			t.Fatalf("row %d %q, want %q", y, got, text)
		}
		for x := range len(text) {
			fg, bg, attr := sc.cell(x, y).Style.Decompose()
			if fg != tcell.ColorDefault || bg != tcell.ColorDefault || attr&tcell.AttrUnderline == 0 {
				t.Errorf("mono link cell (%d,%d): fg %v bg %v attr %#x, want no colour, underlined", x, y, fg, bg, attr)
				break
			}
		}
	}
	hs.keys("n")
	sc = hs.waitFor("the first link selected", func(sc simScreen) bool {
		return strings.Contains(sc.row(-1), "https://gbdev.io/pandocs")
	})
	sc.styleOf(t, "selected mono link", 0, 2, len("[gb dev pandoc]"), mono.Style("link-active"))
	for x := range len("[gb dev pandoc]") {
		if fg, bg, attr := sc.cell(x, 2).Style.Decompose(); fg != tcell.ColorDefault || bg != tcell.ColorDefault || attr&tcell.AttrReverse == 0 {
			t.Errorf("selected mono link cell (%d,2): fg %v bg %v attr %#x, want reversed, no colour", x, fg, bg, attr)
			break
		}
	}
	for y := 0; y < sc.h; y++ {
		for x := 0; x < sc.w; x++ {
			if fg, bg, _ := sc.cell(x, y).Style.Decompose(); fg != tcell.ColorDefault || bg != tcell.ColorDefault {
				t.Fatalf("mono: cell (%d,%d) %q has colour fg %v bg %v", x, y, string(sc.cell(x, y).Runes), fg, bg)
			}
		}
	}
}

// The document options of layout.yaml reach the screen.
func TestAppDocumentOptions(t *testing.T) {
	l, err := config.ParseLayout([]byte("document: {link-brackets: false, line-numbers: true}\n"), "layout.yaml", defaultLayout(t))
	if err != nil {
		t.Fatal(err)
	}
	hs := startApp(t, Options{Layout: l}, 80, 24)
	sc := hs.waitFor("the document", func(sc simScreen) bool { return isStatus(sc.row(-1)) })
	for y, re := range map[int]string{1: `^ +2 Cool stuff I wanna look at later:$`, 2: `^ +3 gb dev pandoc$`} {
		if !regexp.MustCompile(re).MatchString(sc.row(y)) {
			t.Errorf("row %d %q, want it to match %s", y, sc.row(y), re)
		}
	}
}

// A prompt placed in the layout has a row of its own; otherwise it takes
// the status bar's place while typing.
func TestAppPromptPlacement(t *testing.T) {
	t.Run("in the status bar's place", func(t *testing.T) {
		hs := startApp(t, Options{}, 80, 12)
		hs.waitFor("the status bar", func(sc simScreen) bool { return isStatus(sc.row(-1)) })
		hs.keys("/gb")
		hs.waitFor("the prompt on the last row", func(sc simScreen) bool { return sc.row(-1) == "/gb" })
		hs.key(tcell.KeyEsc, 0, tcell.ModNone)
		hs.waitFor("the status bar back", func(sc simScreen) bool { return isStatus(sc.row(-1)) })
	})
	t.Run("placed", func(t *testing.T) {
		l, err := config.ParseLayout([]byte("rows: [document, prompt, status]\n"), "layout.yaml", defaultLayout(t))
		if err != nil {
			t.Fatal(err)
		}
		hs := startApp(t, Options{Layout: l}, 80, 12)
		hs.waitFor("the status bar", func(sc simScreen) bool { return isStatus(sc.row(-1)) && sc.row(-2) == "" })
		hs.keys("/gb")
		hs.waitFor("the prompt above the status bar, whose mode indicator says /", func(sc simScreen) bool {
			return sc.row(-2) == "/gb" && strings.HasPrefix(sc.row(-1), "/ ")
		})
		hs.key(tcell.KeyEsc, 0, tcell.ModNone)
		hs.waitFor("the mode indicator back to :", func(sc simScreen) bool { return isStatus(sc.row(-1)) && strings.HasPrefix(sc.row(-1), ": ") })
		hs.keys(">")
		hs.waitFor("the fork mode indicator", func(sc simScreen) bool { return strings.HasPrefix(sc.row(-1), "> ") })
	})
}

// H opens the guide; q in the guide returns to the document.
func TestAppGuide(t *testing.T) {
	hs := startApp(t, Options{}, 100, 76)
	hs.waitFor("the document", func(sc simScreen) bool { return isStatus(sc.row(-1)) })
	hs.keys("H")
	sc := hs.waitFor("the guide", func(sc simScreen) bool { return sc.row(0) == "lwl — less with links" })
	if !strings.Contains(sc.row(-1), "guide") {
		t.Errorf("the status bar %q does not name the guide", sc.row(-1))
	}
	ground, _ := guideSections(t, sc.String())
	checkEntry(t, ground, "leave lwl", "q", "Q")
	checkEntry(t, ground, "stop what runs (search, page, filter, G); else quit", "ctrl-c")
	hs.keys("q")
	sc = hs.waitFor("the document again", func(sc simScreen) bool { return sc.row(1) == urlsFirstLine })
	if !isStatus(sc.row(-1)) {
		t.Errorf("status bar %q, want the document's", sc.row(-1))
	}
	// q in the document quits.
	hs.keys("q")
	select {
	case <-hs.stopped:
	case <-time.After(appTimeout):
		t.Fatalf("q in the document did not quit")
	}
}

// The guide is made from the bindings in force: a rebound key shows up, and
// the key that quits also leaves the guide.
func TestAppGuideRebound(t *testing.T) {
	keys, err := config.ParseKeys([]byte("ground:\n  x: quit\n  q: none\n  H: none\n  \"=\": help\n  B: fork echo \"$LINK\" >> ~/bookmarks\n"), "keys.yaml", defaultBindings(t), CheckAction)
	if err != nil {
		t.Fatal(err)
	}
	hs := startApp(t, Options{Keys: keys}, 100, 80)
	hs.waitFor("the document", func(sc simScreen) bool { return isStatus(sc.row(-1)) })
	hs.keys("H") // unbound now
	hs.keys("=")
	sc := hs.waitFor("the guide", func(sc simScreen) bool { return sc.row(0) == "lwl — less with links" })
	ground, _ := guideSections(t, sc.String())
	checkEntry(t, ground, "leave lwl", "x", "Q")
	checkEntry(t, ground, "show the guide to the keys", "=", "f1")
	checkEntry(t, ground, `run: echo "$LINK" >> ~/bookmarks (then come back)`, "B")
	hs.keys("q") // unbound: nothing happens
	hs.keys("x") // quit leaves the guide
	sc = hs.waitFor("the document again", func(sc simScreen) bool { return sc.row(1) == urlsFirstLine })
	if !isStatus(sc.row(-1)) {
		t.Errorf("status bar %q", sc.row(-1))
	}
}

// guideEntries reads the key lines of a guide's section: description →
// keys, sorted. Link-format escapes are removed first.
func guideEntries(section string) map[string][]string {
	section = strings.NewReplacer(`\[`, `[`, `\]`, `]`, `\(`, `(`, `\)`, `)`).Replace(section)
	out := map[string][]string{}
	for _, m := range regexp.MustCompile(`(?m)^  (\S+(?: \S+)*?) {2,}(\S.*)$`).FindAllStringSubmatch(section, -1) {
		keys := strings.Fields(m[1])
		sort.Strings(keys)
		out[m[2]] = append(out[m[2]], keys...)
	}
	return out
}

// guideSections splits a guide into its ground and prompt key lists.
func guideSections(t *testing.T, g string) (ground, prompt map[string][]string) {
	t.Helper()
	_, keys, ok := strings.Cut(g, "Keys (")
	if !ok {
		t.Fatalf("the guide has no \"Keys (\" heading:\n%s", g)
	}
	gr, pr, ok := strings.Cut(keys, "While typing")
	if !ok {
		t.Fatalf("the guide has no \"While typing\" section:\n%s", g)
	}
	pr, _, _ = strings.Cut(pr, "\nWith link labels") // the hint section
	return guideEntries(gr), guideEntries(pr)
}

func checkEntry(t *testing.T, entries map[string][]string, desc string, keys ...string) {
	t.Helper()
	sort.Strings(keys)
	if got := entries[desc]; strings.Join(got, " ") != strings.Join(keys, " ") {
		t.Errorf("guide: %q has keys %q, want %q", desc, got, keys)
	}
}

// Guide lists the bindings in force.
func TestGuideText(t *testing.T) {
	def := defaultBindings(t)
	g := string(Guide(def))
	if !strings.HasPrefix(g, "lwl — less with links\n") {
		t.Errorf("the guide starts %q", g[:min(len(g), 40)])
	}
	ground, prompt := guideSections(t, g)
	checkEntry(t, ground, "leave lwl", "q", "Q")
	checkEntry(t, ground, "stop what runs (search, page, filter, G); else quit", "ctrl-c")
	checkEntry(t, ground, "show the guide to the keys", "H", "f1")
	checkEntry(t, ground, "select the previous link", "shift-tab")
	checkEntry(t, ground, "one line down", "j", "J", "e", "down", "ctrl-n", "ctrl-e", "ctrl-j")
	checkEntry(t, ground, `follow the selected link: a local file opens here, anything else runs: bro "$LINK"`, "enter")
	checkEntry(t, prompt, "run what was typed", "enter")
	checkEntry(t, prompt, "leave the prompt", "esc", "ctrl-c", "ctrl-g")
	if strings.Contains(g, "backtab") {
		t.Errorf("the guide says backtab, not shift-tab")
	}
	// Every bound key is listed once (as keys.yaml spells it).
	for mode, entries := range map[string]map[string][]string{"ground": ground, "prompt": prompt} {
		listed := map[string]int{}
		for _, keys := range entries {
			for _, k := range keys {
				listed[k]++
			}
		}
		for k := range def[mode] {
			if n := listed[displayKey(k)]; n != 1 {
				t.Errorf("%s key %q is listed %d times in the guide", mode, displayKey(k), n)
			}
		}
		if len(listed) != len(def[mode]) {
			t.Errorf("%s: the guide lists %d keys, %d are bound", mode, len(listed), len(def[mode]))
		}
	}

	rebound, err := config.ParseKeys([]byte("ground: {x: quit, q: none, H: none, ctrl-o: fork echo \"$LINK\" >> ~/bookmarks}\n"), "keys.yaml", def, CheckAction)
	if err != nil {
		t.Fatal(err)
	}
	g = string(Guide(rebound))
	ground, _ = guideSections(t, g)
	checkEntry(t, ground, "leave lwl", "x", "Q")
	checkEntry(t, ground, "show the guide to the keys", "f1")
	checkEntry(t, ground, `run: echo "$LINK" >> ~/bookmarks (then come back)`, "ctrl-o")
	if _, ok := def["ground"]["ctrl-o"]; ok || strings.Contains(string(Guide(def)), "bookmarks") {
		t.Errorf("the default guide mentions ctrl-o")
	}
	// The closing line names the keys in force, not a q that is unbound.
	if strings.Contains(g, "backspace or q to return") {
		t.Errorf("the guide tells the user to press an unbound q")
	}
}
