package widgets

import (
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"
	"github.com/rivo/tview"
)

// promptOn is a prompt 20 cells wide on a simulation screen, focused, its
// changes counted.
func promptOn(t *testing.T) (*Prompt, tcell.SimulationScreen, *int) {
	t.Helper()
	s := tcell.NewSimulationScreen("UTF-8")
	if err := s.Init(); err != nil {
		t.Fatal(err)
	}
	s.SetSize(20, 1)
	p := NewPrompt(tcell.StyleDefault, tcell.StyleDefault.Bold(true))
	p.SetRect(0, 0, 20, 1)
	p.Start("/", "search")
	p.Focus(func(tview.Primitive) {})
	changes := 0
	p.SetChangedFunc(func() { changes++ })
	return p, s, &changes
}

func press(p *Prompt, k tcell.Key, r rune, m tcell.ModMask) {
	p.InputHandler()(tcell.NewEventKey(k, r, m), func(tview.Primitive) {})
}

func typeText(p *Prompt, s string) {
	for _, r := range s {
		press(p, tcell.KeyRune, r, 0)
	}
}

// shown draws the prompt and returns its row and the cursor's column.
func shown(p *Prompt, s tcell.SimulationScreen) (string, int) {
	p.Draw(s)
	s.Show()
	cells, w, _ := s.GetContents()
	var b strings.Builder
	for x := 0; x < w; x++ {
		b.WriteString(string(cells[x].Runes))
	}
	x, _, visible := s.GetCursor()
	if !visible {
		x = -1
	}
	return strings.TrimRight(b.String(), " "), x
}

func TestPromptEditing(t *testing.T) {
	p, _, changes := promptOn(t)
	typeText(p, "hello wörld")
	steps := []struct {
		key  tcell.Key
		r    rune
		mod  tcell.ModMask
		want string // text with | at the cursor
	}{
		{tcell.KeyLeft, 0, 0, "hello wörl|d"},
		{tcell.KeyBackspace, 0, 0, "hello wör|d"},
		{tcell.KeyCtrlA, 'a', tcell.ModCtrl, "|hello wörd"},
		{tcell.KeyDelete, 0, 0, "|ello wörd"},
		{tcell.KeyRune, 'f', tcell.ModAlt, "ello| wörd"},
		{tcell.KeyRight, 0, tcell.ModCtrl, "ello wörd|"},
		{tcell.KeyLeft, 0, 0, "ello wör|d"},
		{tcell.KeyLeft, 0, 0, "ello wö|rd"},
		{tcell.KeyLeft, 0, 0, "ello w|örd"},
		{tcell.KeyCtrlW, 'w', tcell.ModCtrl, "ello |örd"},
		{tcell.KeyRune, 'X', 0, "ello X|örd"},
		{tcell.KeyCtrlK, 'k', tcell.ModCtrl, "ello X|"},
		{tcell.KeyRune, 'b', tcell.ModAlt, "ello |X"},
		{tcell.KeyBackspace, 0, tcell.ModAlt, "|X"},
		{tcell.KeyEnd, 0, 0, "X|"},
		{tcell.KeyCtrlU, 'u', tcell.ModCtrl, "|"},
	}
	for _, st := range steps {
		press(p, st.key, st.r, st.mod)
		got := p.GetText()[:p.line.cur] + "|" + p.GetText()[p.line.cur:]
		if got != st.want {
			t.Fatalf("after %v %q: %q, want %q", st.key, st.r, got, st.want)
		}
	}
	if *changes != 11+7 { // 11 runes typed, then 7 edits among the steps
		t.Errorf("%d changes, want 18", *changes)
	}
}

// Left and right move over a whole cluster: a letter with a combining
// accent, a flag, an emoji with a skin tone.
func TestPromptClusters(t *testing.T) {
	p, _, _ := promptOn(t)
	clusters := []string{"a", "e\u0301", "🇩🇪", "👍🏽", "z"}
	p.SetText(strings.Join(clusters, ""))
	for i := len(clusters) - 1; i >= 0; i-- {
		press(p, tcell.KeyLeft, 0, 0)
		if want := len(strings.Join(clusters[:i], "")); p.line.cur != want {
			t.Fatalf("left to cluster %d: cursor at byte %d, want %d", i, p.line.cur, want)
		}
	}
	press(p, tcell.KeyDelete, 0, 0)
	press(p, tcell.KeyDelete, 0, 0)
	if got, want := p.GetText(), "🇩🇪👍🏽z"; got != want {
		t.Errorf("two deletes from the start leave %q, want %q", got, want)
	}
}

// The field shows the text around the cursor; control characters as
// tokens, never raw.
func TestPromptDraw(t *testing.T) {
	p, s, _ := promptOn(t)
	typeText(p, "abc")
	if row, cur := shown(p, s); row != "/abc" || cur != 4 {
		t.Errorf("shows %q, cursor %d; want \"/abc\", 4", row, cur)
	}
	typeText(p, strings.Repeat("x", 30)+"END")
	row, cur := shown(p, s)
	if !strings.HasSuffix(row, "xxEND") || cur != 19 {
		t.Errorf("a long line shows %q, cursor %d; want its end, cursor on the last cell", row, cur)
	}
	press(p, tcell.KeyHome, 0, 0)
	if row, cur := shown(p, s); !strings.HasPrefix(row, "/abcxxx") || cur != 1 {
		t.Errorf("after home: %q, cursor %d", row, cur)
	}
	press(p, tcell.KeyCtrlK, 'k', tcell.ModCtrl)
	p.PasteHandler()("a\tb\r\nc\x1b[31m\u009b", func(tview.Primitive) {})
	if row, _ := shown(p, s); row != "/c<1B>[31m<C2><9B>" {
		t.Errorf("pasted controls show as %q", row)
	}
	press(p, tcell.KeyHome, 0, 0)
	if row, _ := shown(p, s); row != "/a<09>b<0A>c<1B>[31m" {
		t.Errorf("pasted controls show as %q from the start", row)
	}
	if got, want := p.GetText(), "a\tb\nc\x1b[31m\u009b"; got != want {
		t.Errorf("pasted text %q, want %q", got, want)
	}
	// Characters that take no cell show as tokens: what is searched for is
	// what is seen.
	p.SetText("a\u200bb\u202e")
	if row, cur := shown(p, s); row != "/a<U+200B>b<U+202E>" || cur != 19 {
		t.Errorf("invisible characters show as %q, cursor %d", row, cur)
	}
	// Deleting back from the end of a scrolled line shows more of its start.
	p.SetText(strings.Repeat("y", 40))
	shown(p, s)
	for i := 0; i < 30; i++ {
		press(p, tcell.KeyBackspace, 0, 0)
	}
	if row, cur := shown(p, s); row != "/"+strings.Repeat("y", 10) || cur != 11 {
		t.Errorf("after erasing back: %q, cursor %d", row, cur)
	}
}

// A paste is one edit, however long.
func TestPromptPaste(t *testing.T) {
	p, s, changes := promptOn(t)
	typeText(p, "ab")
	press(p, tcell.KeyLeft, 0, 0)
	big := strings.Repeat("0123456789", 10000)
	p.PasteHandler()(big, func(tview.Primitive) {})
	if *changes != 3 {
		t.Errorf("%d changes after typing two characters and a paste, want 3", *changes)
	}
	if got := p.GetText(); got != "a"+big+"b" {
		t.Errorf("pasted text: %d bytes, want %d", len(got), len(big)+2)
	}
	if _, cur := shown(p, s); cur != 19 {
		t.Errorf("the cursor after a long paste is at %d, want the last cell", cur)
	}
}

// A note shows after the indicator until the text changes.
func TestPromptNote(t *testing.T) {
	p, s, _ := promptOn(t)
	typeText(p, "ab")
	p.SetNote("(paste refused) ")
	if row, cur := shown(p, s); row != "/(paste refused) ab" || cur != 19 {
		t.Errorf("with a note: %q, cursor %d", row, cur)
	}
	typeText(p, "c")
	if row, _ := shown(p, s); row != "/abc" {
		t.Errorf("after an edit: %q, want the note gone", row)
	}
}
