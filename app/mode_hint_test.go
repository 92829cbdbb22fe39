package app

import (
	"fmt"
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"

	"lwl/app/config"
	"lwl/app/hints"
	"lwl/theme"
	"lwl/widgets/doc"
)

// o labels the links on screen in the hint style; esc, backspace on
// nothing typed, or a key that is no label, leave with the screen as it
// was; O and a label select that link.
func TestAppHintsLeave(t *testing.T) {
	hs := startApp(t, Options{}, 80, 10)
	// The document's rows: the status bar's percentage is only right once
	// the first frame laid the screen out.
	rows := func(sc simScreen) string {
		var b strings.Builder
		for y := 0; y < sc.h-1; y++ {
			b.WriteString(sc.row(y) + "\n")
		}
		return b.String()
	}
	before := rows(hs.waitFor("the document", func(sc simScreen) bool { return strings.Contains(sc.row(2), "[gb dev pandoc]") }))
	hint := theme.Default().Style("hint")
	for _, leave := range []func(){
		func() { hs.key(tcell.KeyEscape, 0, tcell.ModNone) },
		func() { hs.key(tcell.KeyBackspace2, 0, tcell.ModNone) },
		func() { hs.keys("z") },
		func() {
			hs.keys("s")
			hs.key(tcell.KeyBackspace2, 0, tcell.ModNone)
			hs.key(tcell.KeyEscape, 0, tcell.ModNone)
		},
	} {
		hs.keys("o")
		sc := hs.waitFor("labels", func(sc simScreen) bool { return strings.HasPrefix(sc.row(2), "a[gb dev pandoc]") })
		if !strings.HasPrefix(sc.row(3), "s[gbdk]") {
			t.Errorf("row 3 %q, want the second label", sc.row(3))
		}
		sc.styleOf(t, "label a", 0, 2, 1, hint)
		leave()
		hs.waitFor("the screen as it was:\n"+before, func(sc simScreen) bool {
			return rows(sc) == before && !strings.Contains(sc.row(-1), "label")
		})
	}
	// O, then d (the third label): timus is selected, nothing followed.
	hs.keys("Od")
	hs.waitFor("timus selected", func(sc simScreen) bool { return strings.Contains(sc.row(-1), "acm.timus.ru") })
	// enter takes the first label that begins with what was typed
	hs.keys("O")
	hs.waitFor("labels", func(sc simScreen) bool { return strings.HasPrefix(sc.row(2), "a") })
	hs.key(tcell.KeyEnter, 0, tcell.ModNone)
	hs.waitFor("the first link selected", func(sc simScreen) bool { return strings.Contains(sc.row(-1), "https://gbdev.io/pandocs") })
}

// With more links than two letters of the alphabet label, labels get three
// letters, still prefix-free, and typing one picks the right link. Without
// an alphabet of the user's, the home row widens first, so the same screen
// needs only two.
func TestAppHintsThreeLetters(t *testing.T) {
	var b strings.Builder
	for i := 0; i < 12; i++ {
		for j := 0; j < 8; j++ {
			b.WriteString("[x](https://e.example/")
			b.WriteString(string(rune('a'+i)) + string(rune('a'+j)))
			b.WriteString(") ")
		}
		b.WriteString("\n")
	}
	for _, tc := range []struct {
		name, alphabet string
		length         int
	}{
		{"the user's home row", config.DefaultHintAlphabet, 3},
		{"the default", "", 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var l *config.Layout
			if tc.alphabet != "" {
				var err error
				l, err = config.ParseLayout([]byte("document: {hint-alphabet: "+tc.alphabet+"}\n"), "layout.yaml", defaultLayout(t))
				if err != nil {
					t.Fatal(err)
				}
			}
			hs := startApp(t, Options{Source: doc.BytesSource([]byte(b.String())), Name: "many", Layout: l}, 80, 14)
			hs.waitFor("the document", func(sc simScreen) bool { return strings.HasPrefix(sc.row(0), "[x] [x]") })
			hs.keys("O")
			sc := hs.waitFor("labels", func(sc simScreen) bool { return !strings.HasPrefix(sc.row(0), "[x]") })
			var d config.DocumentConfig
			d.HintAlphabet = tc.alphabet
			labels := hints.Labels(96, d.HintLetters(96))
			last := labels[95]
			if len(last) != tc.length {
				t.Fatalf("label of the 96th link %q, want %d letters", last, tc.length)
			}
			// the last link on screen: row 11, the eighth [x], its label before it
			if got := strings.TrimRight(sc.row(11), " "); !strings.HasSuffix(got, " "+last+"[x]") {
				t.Errorf("the last row %q, want it to end with the label %q before [x]\n%s", got, last, sc)
			}
			hs.keys(last)
			hs.waitFor("the last link selected", func(sc simScreen) bool { return strings.Contains(sc.row(-1), "https://e.example/lh") })
		})
	}
}

// With a links pane, its rows are labelled too: a link on screen keeps
// one label in both places, a link only in the pane gets the next ones.
func TestAppHintsLinksPane(t *testing.T) {
	const w, pane = 120, 40
	hs := startApp(t, Options{Layout: layoutFile(t, "layout-links.yaml")}, w, 6)
	hs.waitFor("the pane", func(sc simScreen) bool { return strings.Contains(sc.text(0, w-pane, w), "gb dev pandoc") })
	hs.keys("O")
	sc := hs.waitFor("labels", func(sc simScreen) bool { return strings.HasPrefix(sc.row(2), "a[gb dev pandoc]") })
	// On screen: rows 2-4 hold three links (a, s, d); the pane's rows
	// 0-4 list five: a, s, d, then f and g for the two below the screen.
	for i, want := range []string{"a gb dev pandoc", "s gbdk", "d timus", "f rfc about parsing URIs", "g duck"} {
		if got := strings.TrimSpace(sc.text(i, w-pane, w)); !strings.HasPrefix(got, want) {
			t.Errorf("pane row %d %q, want it to start %q", i, got, want)
		}
	}
	hs.keys("g")
	hs.waitFor("duck selected", func(sc simScreen) bool { return strings.Contains(sc.row(-1), "duckduckgo.com") })
}

// The status bar's mode indicator names the mode in force: o for hints, L
// for the picker, : again after either.
func TestAppModeIndicators(t *testing.T) {
	hs := startApp(t, Options{}, 100, 10)
	hs.waitFor("the document", func(sc simScreen) bool { return strings.HasPrefix(sc.row(9), ": ") })
	hs.keys("o")
	hs.waitFor("the hint indicator", func(sc simScreen) bool { return strings.HasPrefix(sc.row(9), "o ") })
	hs.key(tcell.KeyEsc, 0, tcell.ModNone)
	hs.waitFor("ground again", func(sc simScreen) bool { return strings.HasPrefix(sc.row(9), ": ") })
	hs.keys("L")
	hs.waitFor("the picker indicator", func(sc simScreen) bool { return strings.HasPrefix(sc.row(9), "L ") })
	hs.key(tcell.KeyEsc, 0, tcell.ModNone)
	hs.waitFor("ground again", func(sc simScreen) bool { return strings.HasPrefix(sc.row(9), ": ") })
}

// A label typed after a resize took its link off screen does not pick it:
// the links on screen now are labelled again. Before, the link was
// selected off screen (and v said "not on screen").
func TestAppHintsAfterAResize(t *testing.T) {
	var b strings.Builder
	for i := 1; i <= 40; i++ {
		fmt.Fprintf(&b, "[item%d](https://e.example/%d)\n", i, i)
	}
	hs := startApp(t, Options{Source: doc.BytesSource(b.String()), Name: "many"}, 60, 20)
	hs.waitFor("the links", func(sc simScreen) bool { return strings.Contains(sc.row(14), "item15") })
	hs.keys("O")
	hs.waitFor("labels", func(sc simScreen) bool { return strings.Contains(sc.row(-1), "type a label") })
	var label string
	var id int64
	hs.do(func() {
		for _, l := range hs.a.ui.view.VisibleLinks() {
			if hs.a.ui.view.Document().LinkText(l.ID) == "item15" {
				label, id = hs.a.input.hints.Label(l.ID), l.ID
			}
		}
		hs.s.SetSize(60, 6)
		hs.a.ui.tv.ForceDraw()
	})
	hs.h = 6
	if label == "" {
		t.Fatal("item15 has no label")
	}
	hs.keys(label)
	hs.waitFor("new labels", func(sc simScreen) bool { return strings.Contains(sc.row(-1), "new labels") })
	hs.do(func() {
		if hs.a.ui.view.SelectedLink() == id {
			t.Error("the link that left the screen was selected")
		}
		if hs.a.hintModeOf() == nil {
			t.Error("hint mode ended")
		}
	})
}
