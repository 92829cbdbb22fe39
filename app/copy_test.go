package app

import (
	"strings"
	"testing"
	"time"

	"lwl/app/config"
)

func TestMarkdownLink(t *testing.T) {
	for _, tc := range []struct{ text, dest, want string }{
		{"gbdk", "https://gbdk.org/", "[gbdk](https://gbdk.org/)"},
		{"a [b] c", "https://x.example/a_(b)", `[a \[b\] c](https://x.example/a_\(b\))`},
		{`back\slash`, "a b", `[back\\slash](a%20b)`},
	} {
		if got := markdownLink(tc.text, tc.dest); got != tc.want {
			t.Errorf("markdownLink(%q, %q) = %q, want %q", tc.text, tc.dest, got, tc.want)
		}
	}
}

// c, C and a copy markdown binding put the selected link on the clipboard
// and say what they copied; with nothing selected nothing is copied.
func TestAppCopy(t *testing.T) {
	keys := defaultBindings(t)
	keys["ground"]["M"] = config.Binding{Action: "copy", Arg: "markdown"}
	hs := startApp(t, Options{Keys: keys}, 100, 10)
	clip := func() string {
		var got []byte
		hs.do(func() { got = hs.s.GetClipboardData() })
		return string(got)
	}
	hs.keys("c")
	hs.waitFor("no link selected", func(sc simScreen) bool { return strings.Contains(sc.row(9), "No link selected") })
	if got := clip(); got != "" {
		t.Errorf("c with no link selected copied %q", got)
	}
	for _, tc := range []struct{ keys, clip, msg string }{
		{"nc", "https://gbdev.io/pandocs", "Copied the link: https://gbdev.io/pandocs"},
		{"C", "gb dev pandoc", "Copied the text: gb dev pandoc"},
		{"M", "[gb dev pandoc](https://gbdev.io/pandocs)", "Copied as markdown: [gb dev pandoc](https://gbdev.io/pandocs)"},
	} {
		hs.keys(tc.keys)
		hs.waitFor(tc.msg, func(sc simScreen) bool { return strings.Contains(sc.row(9), tc.msg) })
		deadline := time.Now().Add(appTimeout)
		for clip() != tc.clip && time.Now().Before(deadline) {
			time.Sleep(5 * time.Millisecond)
		}
		if got := clip(); got != tc.clip {
			t.Errorf("after %q the clipboard holds %q, want %q", tc.keys, got, tc.clip)
		}
	}
	// A selected link scrolled off screen is not copied.
	hs.keys("G")
	hs.keys("c")
	hs.waitFor("the link off screen", func(sc simScreen) bool { return strings.Contains(sc.row(9), "not on screen") })
	if got := clip(); got != "[gb dev pandoc](https://gbdev.io/pandocs)" {
		t.Errorf("c on a link off screen copied %q", got)
	}
}
