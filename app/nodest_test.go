package app

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"lwl/app/config"
	"lwl/app/links"
	"lwl/widgets/doc"
)

// A link with no destination, [x](), stays a link on screen, but Enter, v,
// c, > and ! and a run binding say it has none and nothing runs: before, Enter ran the
// browser in lwl's place with an empty argument (bro "").
func TestAppLinkWithoutDestination(t *testing.T) {
	ran := fakeBrowser(t)
	for _, tc := range []struct {
		name, text string
		secure     bool
	}{
		{"empty", "see [x]() here\n", false},
		{"empty in angle brackets", "see [x](<>) here\n", false},
		{"spaces only", "see [x](  ) here\n", false},
		{"with a base", "Retrieved from [https://a.example/p](https://a.example/p) on Sun.\nsee [x]() here\n", false},
		{"secure", "see [x]() here\n", true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			keys, err := config.ParseKeys([]byte("ground:\n  B: run echo \"[$LINK]\" >> "+ran+"\n"), "keys.yaml", defaultBindings(t), CheckAction)
			if err != nil {
				t.Fatal(err)
			}
			hs := startApp(t, Options{Source: doc.BytesSource(tc.text), Name: "t", Secure: tc.secure, Keys: keys}, 80, 10)
			if strings.HasPrefix(tc.text, "Retrieved") {
				// the header's link, which the first n passes over
				hs.waitFor("the base link", func(sc simScreen) bool { return strings.Contains(sc.row(0), "[https://a.example/p]") })
			}
			hs.do(func() { hs.a.ui.status.SetMessage("-") })
			hs.keys("n")
			if msg := hs.message("-"); msg != links.NoDestMessage {
				t.Errorf("selecting the link: the message is %q, want %q", msg, links.NoDestMessage)
			}
			for _, k := range []string{"\r", "v", "c", ">", "!", "B"} {
				hs.do(func() { hs.a.ui.status.SetMessage("-") })
				if k == "\r" {
					hs.enter()
				} else {
					hs.keys(k)
				}
				msg := hs.message("-")
				secureRefusal := tc.secure && k != "\r" && k != "v" && strings.Contains(msg, secureMessage)
				if msg != links.NoDestMessage && !secureRefusal {
					t.Errorf("%q on a link with no destination: the message is %q", k, msg)
				}
				hs.do(func() {
					if hs.a.inPrompt() {
						t.Errorf("%q opened the prompt", k)
						hs.a.promptModeOf().cancel()
					}
				})
			}
			hs.noExec("a link with no destination")
			if b, err := os.ReadFile(ran); err == nil {
				t.Errorf("the browser ran: %q", b)
			}
			hs.do(func() {
				if got := hs.a.hyperlinkTarget(""); got != "" {
					t.Errorf("a link with no destination is a hyperlink to %q", got)
				}
			})
		})
	}
}

// message waits for the status bar's message to change from was, and
// returns it.
func (hs *appHarness) message(was string) string {
	hs.t.Helper()
	deadline := time.Now().Add(appTimeout)
	for {
		var msg string
		hs.do(func() { msg = hs.a.ui.status.Message() })
		if msg != was || time.Now().After(deadline) {
			return msg
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// fakeBrowser puts a bro on PATH (and nothing else) that appends "[$1]" to
// the file it returns: what would have been opened.
func fakeBrowser(t *testing.T) (ran string) {
	bin := t.TempDir()
	ran = filepath.Join(t.TempDir(), "ran")
	os.WriteFile(filepath.Join(bin, "bro"), []byte("#!/bin/sh\necho \"[$1]\" >> "+ran+"\n"), 0o755)
	t.Setenv("PATH", bin)
	return ran
}
