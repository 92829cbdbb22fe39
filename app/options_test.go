package app

import (
	"strings"
	"testing"

	"lwl/widgets/doc"
)

// - and a letter toggles an option while viewing; the status says the new
// state in less's words.
func TestAppOptionToggles(t *testing.T) {
	text := strings.Repeat("x", 120) + "\n" + lines(2, 40)
	hs := startApp(t, Options{Source: doc.BytesSource(text), Name: "t"}, 80, 20)
	for _, step := range []struct {
		keys, message string
		wrap          doc.WrapMode
		numbers       bool
	}{
		{"-S", "Chop long lines", doc.WrapNone, false},
		{"-S", "Fold long lines", doc.WrapHard, false},
		{"-N", "Use line numbers", doc.WrapHard, true},
		{"-N", "Don't use line numbers", doc.WrapHard, false},
	} {
		hs.press(step.keys)
		var msg string
		var o = hs.a.ui.view.Options()
		hs.do(func() { msg, o = hs.a.ui.status.Message(), hs.a.ui.view.Options() })
		if msg != step.message || o.Wrap != step.wrap || o.LineNumbers != step.numbers {
			t.Errorf("%s: message %q, wrap %d, line numbers %v; want %q, %d, %v",
				step.keys, msg, o.Wrap, o.LineNumbers, step.message, step.wrap, step.numbers)
		}
	}
	hs.press("-N")
	hs.waitFor("the gutter", func(sc simScreen) bool { return strings.HasPrefix(sc.row(0), "      1 xxx") })
	hs.press("-S")
	hs.waitFor("the long line chopped", func(sc simScreen) bool { return strings.HasPrefix(sc.row(1), "      2 line 2") })
	hs.press("-x")
	if m := hs.message(""); m != "No option -x to toggle (S, N, i, I)" {
		t.Errorf("-x: message %q", m)
	}
}

// -i toggles smart case off and on; -I ignores case always, and -i from it
// is smart case again, as less flips them.
func TestAppOptionCase(t *testing.T) {
	hs := startApp(t, Options{Source: doc.BytesSource("Alpha\nalpha\nALPHA\n"), Name: "t"}, 80, 20)
	count := func(keys, query string, want int) {
		t.Helper()
		hs.press(keys)
		hs.keys("/" + query)
		hs.enter()
		var q *doc.Query
		hs.waitFor(query+" searched", func(simScreen) bool {
			hs.do(func() {
				if s := hs.a.input.search.Active(); s != nil && s.Query.Text == query {
					q = s.Query
				}
			})
			return q != nil
		})
		hs.do(func() { hs.a.endSearch() })
		if got := len(q.FindAll("Alpha\nalpha\nALPHA\n", nil)) / 2; got != want {
			t.Errorf("after %q, /%s finds %d, want %d", keys, query, got, want)
		}
	}
	count("", "alpha", 3)
	count("-i", "alpha", 1)
	count("-i", "alpha", 3)
	count("-I", "Alpha", 3)
	count("-i", "Alpha", 1)
	hs.press("-I-I")
	if m := hs.message(""); m != "Case is significant in searches" {
		t.Errorf("-I twice: %q", m)
	}
}
