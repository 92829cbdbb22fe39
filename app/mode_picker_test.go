package app

import (
	"fmt"
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"

	"lwl/app/picker"
	"lwl/theme"
	"lwl/widgets/doc"
)

const pickerDoc = "[one](https://a.example/1) [two](https://b.example/2)\n[one again](https://a.example/1) [three](https://c.example/3)\nlast line\n"

// L covers the document with the list; tab selects the link under the
// cursor and closes it; esc closes it with nothing chosen; the screen is
// the document's again after.
func TestAppPicker(t *testing.T) {
	hs := startApp(t, Options{Source: doc.BytesSource(pickerDoc), Name: "p"}, 80, 8)
	// The document's rows (the status bar settles after the first frame).
	rows := func(sc simScreen) string {
		var b strings.Builder
		for y := 0; y < sc.h-1; y++ {
			b.WriteString(sc.row(y) + "\n")
		}
		return b.String()
	}
	before := rows(hs.waitFor("the document", func(sc simScreen) bool { return strings.Contains(sc.row(2), "last line") }))
	hs.keys("L")
	sc := hs.waitFor("the picker", func(sc simScreen) bool { return strings.HasPrefix(sc.row(0), "Filter: _") })
	want := []string{" one  https://a.example/1", " two  https://b.example/2", " one again  https://a.example/1", " three  https://c.example/3"}
	for i, w := range want {
		if got := strings.TrimRight(sc.row(1+i), " "); got != w {
			t.Errorf("row %d %q, want %q", 1+i, got, w)
		}
	}
	// The cursor's row in the active style; the others' destinations dimmer
	// than their text.
	th := theme.Default()
	sc.styleOf(t, "the cursor's row", 1, 1, 3, th.Style("link-active"))
	sc.styleOf(t, "a row's text", 1, 2, 3, th.Style("links"))
	sc.styleOf(t, "a row's destination", 6, 2, 19, th.Style("links").Dim(true))
	if !strings.Contains(sc.row(0), "4/4") {
		t.Errorf("filter line %q does not count 4/4", sc.row(0))
	}
	hs.key(tcell.KeyEscape, 0, tcell.ModNone)
	hs.waitFor("the document again", func(sc simScreen) bool { return rows(sc) == before })

	hs.keys("L")
	hs.waitFor("the picker", func(sc simScreen) bool { return strings.HasPrefix(sc.row(0), "Filter: _") })
	hs.keys("thr")
	hs.waitFor("the filtered list", func(sc simScreen) bool {
		return strings.HasPrefix(sc.row(1), " three") && strings.TrimSpace(sc.row(2)) == "" && strings.Contains(sc.row(0), "1/4")
	})
	hs.key(tcell.KeyBackspace2, 0, tcell.ModNone)
	hs.key(tcell.KeyBackspace2, 0, tcell.ModNone)
	// t: the texts that start with it first, then the rest (every
	// destination has a t)
	hs.waitFor("the list for t", func(sc simScreen) bool {
		return strings.Contains(sc.row(0), "Filter: t_") && strings.Contains(sc.row(0), "4/4") &&
			strings.HasPrefix(sc.row(1), " two") && strings.HasPrefix(sc.row(2), " three")
	})
	hs.key(tcell.KeyDown, 0, tcell.ModNone)
	hs.key(tcell.KeyTab, 0, tcell.ModNone)
	hs.waitFor("three selected", func(sc simScreen) bool {
		return strings.Contains(sc.row(-1), "https://c.example/3") && strings.Contains(sc.row(1), "[three]")
	})
	var sel int64
	hs.do(func() { sel = hs.a.ui.view.SelectedLink() })
	if l, _ := doc.New(doc.BytesSource(pickerDoc), doc.ParseOptions{}).Link(sel); l.Dest != "https://c.example/3" {
		t.Errorf("selected %q, want three's", l.Dest)
	}
}

// links-unique folds links to one destination; with a links pane the list
// takes the pane's place and the document stays.
func TestAppPickerUniqueInPane(t *testing.T) {
	l := layoutFile(t, "layout-links.yaml")
	l.Document.LinksUnique = true
	const w, pane = 120, 40
	hs := startApp(t, Options{Source: doc.BytesSource(pickerDoc), Name: "p", Layout: l}, w, 8)
	hs.waitFor("the document", func(sc simScreen) bool { return strings.Contains(sc.row(2), "last line") })
	hs.keys("L")
	sc := hs.waitFor("the picker in the pane", func(sc simScreen) bool {
		return strings.HasPrefix(sc.text(0, w-pane+1, w), "Filter: _")
	})
	if got := sc.text(0, 0, w-pane); !strings.Contains(got, "[one]") {
		t.Errorf("the document's first row %q, want it still shown", got)
	}
	var rows []string
	for y := 1; y <= 4; y++ {
		rows = append(rows, strings.TrimSpace(sc.text(y, w-pane, w)))
	}
	if got := strings.Join(rows, "|"); got != "one  https://a.example/1|two  https://b.example/2|three  https://c.example/3|" {
		t.Errorf("pane rows %q, want one, two, three once each", got)
	}
}

// The guide lists the hint and picker keys in force, under their own
// headings.
func TestGuideListsModes(t *testing.T) {
	g := string(Guide(defaultBindings(t)))
	_, hint, ok := strings.Cut(g, "With link labels shown")
	if !ok {
		t.Fatalf("no hint section in the guide:\n%s", g)
	}
	hint, picker, ok := strings.Cut(hint, "In the list of links")
	if !ok {
		t.Fatalf("no picker section in the guide:\n%s", g)
	}
	checkEntry(t, guideEntries(hint), "leave hint mode", "esc", "ctrl-c", "ctrl-g")
	checkEntry(t, guideEntries(picker), "follow the link, as Enter does", "enter")
	checkEntry(t, guideEntries(picker), "move to the next link", "down", "ctrl-n")
	ground, _ := guideSections(t, g)
	checkEntry(t, ground, "label the links on screen; typing a label follows its link", "o")
	checkEntry(t, ground, "list the links to pick one, with a filter line", "L")
	checkEntry(t, ground, "copy the selected link's destination to the clipboard", "c")
}

// On a long document L lists the links around the screen, not all of them:
// it answers at once and holds a bounded list (1.2 million links listed
// whole would freeze the UI for seconds).
func TestAppPickerBounded(t *testing.T) {
	var b strings.Builder
	for i := 0; b.Len() < 3*picker.Window; i++ {
		fmt.Fprintf(&b, "line %d some words here [link%d](https://ex.example/%d) more text\n", i, i, i)
	}
	hs := startApp(t, Options{Source: doc.BytesSource([]byte(b.String())), Name: "big"}, 100, 12)
	hs.waitFor("the document", func(sc simScreen) bool { return strings.HasPrefix(sc.row(0), "line 0 ") })
	hs.keys("L")
	hs.waitFor("the picker, partial", func(sc simScreen) bool { return strings.Contains(sc.row(-1), "nearest the screen") })
	hs.do(func() {
		if _, ok := hs.a.input.mode.(*pickerMode); !ok {
			t.Fatalf("the mode is %T, want the picker", hs.a.input.mode)
		}
		entries := hs.a.input.picker.Entries()
		if n := len(entries); n == 0 || n > picker.Most {
			t.Errorf("%d entries, want 1..%d", n, picker.Most)
		}
		if last := entries[len(entries)-1].ID; last > picker.Window+doc.ChunkSize {
			t.Errorf("the last link listed starts at %d, past the window", last)
		}
	})
}

// With more links than the picker holds, it holds those nearest the
// screen, in document order: at the end of 120,000 links, the last one.
// It held the first 100,000 of its window, as far as 8 MB above the
// screen, and not the links on screen.
func TestPickerTakesTheLinksNearTheScreen(t *testing.T) {
	var b strings.Builder
	for i := 1; i <= 120000; i++ {
		fmt.Fprintf(&b, "[item%d](https://e.example/%d)\n", i, i)
	}
	hs := startApp(t, Options{Source: doc.BytesSource(b.String()), Name: "many"}, 80, 10)
	for _, tc := range []struct {
		keys, want string
	}{{"G", "item120000"}, {"g", "item1"}, {"50%", "item60000"}} {
		hs.press(tc.keys)
		hs.do(func() {
			entries, partial := hs.a.input.picker.LinkEntries()
			if !partial || len(entries) != picker.Most {
				t.Errorf("%s: %d entries, partial %v; want %d, partial", tc.keys, len(entries), partial, picker.Most)
			}
			found := false
			for i, e := range entries {
				found = found || e.Text == tc.want
				if i > 0 && e.ID <= entries[i-1].ID {
					t.Fatalf("%s: entries out of document order at %d", tc.keys, i)
				}
			}
			if !found {
				t.Errorf("%s: %s is not among the picker's links (first %s, last %s)", tc.keys, tc.want, entries[0].Text, entries[len(entries)-1].Text)
			}
		})
	}
}

// The filter line edits as the prompt's does: ctrl-w deletes a word,
// ctrl-u the line before the cursor, ctrl-a and left move the cursor
// (shown reversed) and typing goes in there, ctrl-e goes back to the end.
func TestAppPickerFilterEdits(t *testing.T) {
	hs := startApp(t, Options{Source: doc.BytesSource(pickerDoc), Name: "p"}, 80, 8)
	hs.waitFor("the document", func(sc simScreen) bool { return strings.Contains(sc.row(2), "last line") })
	hs.keys("L")
	hs.waitFor("the picker", func(sc simScreen) bool { return strings.HasPrefix(sc.row(0), "Filter: _") })
	filter := func(what, want string) simScreen {
		t.Helper()
		return hs.waitFor(what, func(sc simScreen) bool { return strings.HasPrefix(sc.row(0), "Filter: "+want) })
	}
	hs.keys("one thr")
	filter("typed", "one thr_")
	hs.key(tcell.KeyCtrlW, 0, tcell.ModCtrl)
	filter("ctrl-w", "one _")
	hs.keys("two")
	filter("typed again", "one two_")
	hs.key(tcell.KeyCtrlU, 0, tcell.ModCtrl)
	filter("ctrl-u", "_ ")
	hs.keys("ne")
	hs.key(tcell.KeyCtrlA, 0, tcell.ModCtrl)
	hs.keys("o")
	sc := filter("ctrl-a then o", "one ")
	sc.styleOf(t, "the cursor", len("Filter: o"), 0, 1, theme.Default().Style("prompt").Reverse(true))
	hs.waitFor("one's rows", func(sc simScreen) bool { return strings.Contains(sc.row(0), "2/4") })
	hs.key(tcell.KeyCtrlE, 0, tcell.ModCtrl)
	hs.key(tcell.KeyLeft, 0, tcell.ModNone)
	hs.key(tcell.KeyLeft, 0, tcell.ModNone)
	hs.key(tcell.KeyRight, 0, tcell.ModNone)
	hs.keys("X")
	filter("left left right X", "onXe ")
	hs.key(tcell.KeyBackspace2, 0, tcell.ModNone)
	filter("backspace at the cursor", "one ")
}
