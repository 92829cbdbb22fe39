package app

import (
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"

	"lwl/theme"
	"lwl/widgets/doc"
)

// Selecting a deceptive link marks it in the status bar in the error style;
// v shows the text and the destination; an honest link is a plain message.
func TestAppDeceptiveWarning(t *testing.T) {
	src := "[paypal.com](https://evil.example/login) and [example.org](https://example.org/)\n"
	hs := startApp(t, Options{Source: doc.BytesSource(src), Name: "phish"}, 120, 6)
	hs.keys("n")
	want := "! text says paypal.com, goes to evil.example: https://evil.example/login"
	sc := hs.waitFor("the warning", func(sc simScreen) bool { return strings.Contains(sc.row(5), want) })
	x, y := sc.find(want, 0, 120)
	sc.styleOf(t, "the warning", x, y, len(want), theme.Default().Style("error"))
	hs.keys("v")
	hs.waitFor("the preview", func(sc simScreen) bool {
		all := sc.String()
		return strings.Contains(all, "The text: paypal.com") && strings.Contains(all, "https://evil.example/login")
	})
	hs.key(tcell.KeyCtrlL, 0, tcell.ModNone)
	hs.keys("n")
	sc = hs.waitFor("the honest link", func(sc simScreen) bool { return strings.Contains(sc.row(5), "https://example.org/") })
	if strings.Contains(sc.row(5), "!") {
		t.Errorf("an honest link is marked: %q", sc.row(5))
	}
}

// A bare URL that deceives on its own is marked when selected, its host in
// punycode.
func TestAppDeceptiveBareURL(t *testing.T) {
	src := "see https://google.com@evil.example/ and https://\u0430pple.com/ here\n"
	hs := startApp(t, Options{Source: doc.BytesSource(src), Name: "bare"}, 120, 6)
	for _, want := range []string{
		"! user name google.com before the host, goes to evil.example: https://google.com@evil.example/",
		"! look-alike host, goes to xn--pple-43d.com: https://\u0430pple.com/",
	} {
		hs.keys("n")
		sc := hs.waitFor(want, func(sc simScreen) bool { return strings.Contains(sc.row(5), want) })
		x, y := sc.find(want, 0, 120)
		sc.styleOf(t, "the warning", x, y, len([]rune(want)), theme.Default().Style("error"))
	}
}
