package app

import (
	"strings"
	"testing"

	"lwl/theme"
	"lwl/widgets/doc"
)

// With link-numbers, each link shows its number in the hint style, and a
// count before v picks that link; without, a count before v does not.
func TestAppLinkNumbers(t *testing.T) {
	l := defaultLayout(t)
	l.Document.LinkNumbers = true
	src := "first [one](https://a.example/1)\nsecond [two](https://b.example/2) [three](https://c.example/3)\n"
	hs := startApp(t, Options{Source: doc.BytesSource(src), Name: "n", Layout: l}, 80, 6)
	sc := hs.waitFor("numbers", func(sc simScreen) bool { return strings.HasPrefix(sc.row(1), "second [2][two] [3][three]") })
	sc.styleOf(t, "the number [2]", 7, 1, 3, theme.Default().Style("hint"))
	sc.styleOf(t, "the link [two]", 10, 1, 5, theme.Default().Style("link"))
	hs.keys("3v")
	hs.waitFor("link 3's preview", func(sc simScreen) bool { return strings.Contains(sc.String(), "https://c.example/3") })
	hs.keys("9v")
	hs.waitFor("no link 9", func(sc simScreen) bool { return strings.Contains(sc.row(-1), "No link 9") })

	plain := startApp(t, Options{Source: doc.BytesSource(src), Name: "n"}, 80, 6)
	plain.waitFor("no numbers", func(sc simScreen) bool { return strings.HasPrefix(sc.row(1), "second [two] [three]") })
	plain.keys("3v")
	plain.waitFor("no link selected", func(sc simScreen) bool { return strings.Contains(sc.row(-1), "No link selected") })
}
