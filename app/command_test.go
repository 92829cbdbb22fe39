package app

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/gdamore/tcell/v2"

	"lwl/app/config"
	"lwl/widgets/doc"
)

// Every way a link reaches a command (follow, fork, exec, from keys.yaml)
// says why it cannot run one, and lwl stays: before, exec
// failed after the screen was gone and lwl ended.
func TestCommandRefusedKeepsApp(t *testing.T) {
	keys, err := config.ParseKeys([]byte("ground:\n  enter: follow true\n  B: fork true\n  E: exec true\n"), "keys.yaml", defaultBindings(t), CheckAction)
	if err != nil {
		t.Fatal(err)
	}
	// A NUL in the destination is percent-encoded (links.ForCommand) and one in
	// the text shows as a token: what cannot be passed here is the
	// environment lwl was given.
	t.Setenv("LWL_TEST_BIG", strings.Repeat("x", 128<<10))
	src := doc.BytesSource([]byte("see [nul](http://a\x00b) here\n"))
	hs := startApp(t, Options{Keys: keys, Source: src, Name: "nul"}, 120, 10)
	hs.keys("n")
	hs.waitFor("the link selected", func(sc simScreen) bool { return strings.Contains(sc.row(-1), "http://a") })
	for _, k := range []string{"\r", "B", "E"} {
		hs.do(func() { hs.a.ui.status.SetMessage("") })
		if k == "\r" {
			hs.key(tcell.KeyEnter, 0, tcell.ModNone)
		} else {
			hs.keys(k)
		}
		hs.waitFor(fmt.Sprintf("the message after %q", k), func(sc simScreen) bool {
			return strings.Contains(sc.row(-1), "Cannot run the command: $LWL_TEST_BIG is longer than 128 KiB")
		})
		hs.do(func() {
			if hs.a.ExecRequested() != nil {
				t.Errorf("%q: an exec was requested", k)
			}
		})
		select {
		case <-hs.stopped:
			t.Fatalf("%q ended lwl", k)
		case <-time.After(10 * time.Millisecond):
		}
	}
}
