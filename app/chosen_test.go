package app

import (
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"

	"lwl/app/config"
	"lwl/widgets/doc"
)

// A deceptive link chosen by a hint label, by its number, by a click or in
// the picker is not followed at once: the warning shows, and only Enter or
// y follows; any other key cancels. An honest link chosen so is followed at once.
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
		{"picker", func(hs *appHarness) { hs.keys("Lpaypal"); hs.enter() }},
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

// Every kind of deceptive link (a host-like user name, a look-alike host,
// text naming a host over a file: URL) asks the same way whichever way it
// is chosen: hint, number, click or the picker; x leaves it, y follows it.
func TestAppDeceptiveKindsConfirmEveryWay(t *testing.T) {
	keys := defaultBindings(t)
	keys["ground"]["enter"] = config.Binding{Action: "follow", Arg: `no-such-browser-lwl "$LINK"`}
	layout, err := config.ParseLayout([]byte("document: {link-numbers: true}\n"), "layout.yaml", defaultLayout(t))
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range []struct {
		link, filter, warning, followed string
	}{
		{"https://google.com@evil.example/", "google",
			"! user name google.com before the host, goes to evil.example; y or enter follows: https://google.com@evil.example/",
			"no-such-browser-lwl is not installed"},
		{"https://\u0430pple.com/", "pple",
			"! look-alike host, goes to xn--pple-43d.com; y or enter follows: https://\u0430pple.com/",
			"no-such-browser-lwl is not installed"},
		{"[paypal.com](file:///no/such/lwl-file)", "paypal",
			"! text says paypal.com, goes to a file URL; y or enter follows: file:///no/such/lwl-file",
			"/no/such/lwl-file"},
	} {
		for _, c := range []struct {
			name   string
			choose func(hs *appHarness)
		}{
			{"hint", func(hs *appHarness) { hs.keys("oa") }},
			{"number", func(hs *appHarness) { hs.keys("1"); hs.enter() }},
			{"click", func(hs *appHarness) { hs.click(4, 0); hs.click(4, 0) }},
			{"picker", func(hs *appHarness) { hs.keys("L" + d.filter); hs.enter() }},
		} {
			t.Run(d.filter+"/"+c.name, func(t *testing.T) {
				src := d.link + " and [example.org](https://example.org/)\n"
				hs := startApp(t, Options{Source: doc.BytesSource(src), Name: "phish", Keys: keys, Layout: layout}, 160, 6)
				hs.waitFor("the document", func(sc simScreen) bool { return strings.Contains(sc.row(0), "example.org") })
				c.choose(hs)
				hs.waitFor("the warning", func(sc simScreen) bool { return strings.Contains(sc.row(-1), d.warning) })
				hs.keys("x")
				hs.waitFor("not followed", func(sc simScreen) bool { return strings.Contains(sc.row(-1), "Not followed: ") })
				hs.noExec("x after the warning")
				c.choose(hs)
				hs.waitFor("the warning again", func(sc simScreen) bool { return strings.Contains(sc.row(-1), d.warning) })
				hs.keys("y")
				hs.waitFor("followed on y", func(sc simScreen) bool {
					r := sc.row(-1)
					return strings.Contains(r, d.followed) && !strings.Contains(r, "Not followed") && !strings.Contains(r, "y or enter")
				})
			})
		}
	}
}
