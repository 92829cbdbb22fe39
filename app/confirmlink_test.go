package app

import (
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"

	"lwl/app/config"
	"lwl/widgets/doc"
)

// A deceptive link chosen by a hint label, by its number or by a click is
// not followed at once: the warning shows, and only Enter or y follows;
// any other key cancels. An honest link chosen so is followed at once.
func TestAppDeceptiveChosenConfirms(t *testing.T) {
	const src = "[paypal.com](https://evil.example/login) and [example.org](https://example.org/)\n"
	const warning = "! text says paypal.com, goes to evil.example; y or enter follows: https://evil.example/login"
	const followed = "no-such-browser-lwl is not installed"
	keys := defaultBindings(t)
	keys["ground"]["enter"] = config.Binding{Action: "follow", Arg: `no-such-browser-lwl "$LINK"`}
	layout, err := config.ParseLayout([]byte("document: {link-numbers: true}\n"), "layout.yaml", defaultLayout(t))
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name   string
		choose func(hs *appHarness)
	}{
		{"hint", func(hs *appHarness) { hs.keys("oa") }},
		{"number", func(hs *appHarness) { hs.keys("1"); hs.enter() }},
		{"click", func(hs *appHarness) { hs.click(3, 0); hs.click(3, 0) }},
	} {
		t.Run(c.name, func(t *testing.T) {
			hs := startApp(t, Options{Source: doc.BytesSource(src), Name: "phish", Keys: keys, Layout: layout}, 140, 6)
			hs.waitFor("the document", func(sc simScreen) bool { return strings.Contains(sc.row(0), "paypal.com") })
			c.choose(hs)
			hs.waitFor("the warning", func(sc simScreen) bool { return strings.Contains(sc.row(-1), warning) })
			hs.keys("x")
			hs.waitFor("not followed", func(sc simScreen) bool {
				return strings.Contains(sc.row(-1), "Not followed: https://evil.example/login")
			})
			hs.noExec("x after the warning")
			c.choose(hs)
			hs.waitFor("the warning again", func(sc simScreen) bool { return strings.Contains(sc.row(-1), warning) })
			hs.keys("y")
			hs.waitFor("followed on y", func(sc simScreen) bool { return strings.Contains(sc.row(-1), followed) })
			c.choose(hs)
			hs.waitFor("the warning a third time", func(sc simScreen) bool { return strings.Contains(sc.row(-1), warning) })
			hs.key(tcell.KeyEnter, 0, tcell.ModNone)
			hs.waitFor("followed on enter", func(sc simScreen) bool { return strings.Contains(sc.row(-1), followed) })
		})
	}
}
