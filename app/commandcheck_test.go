package app

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/gdamore/tcell/v2"

	"lwl/widgets/doc"
)

func TestCommandProblem(t *testing.T) {
	env := []string{"PATH=/bin"}
	long := strings.Repeat("x", maxArgString)
	for _, c := range []struct {
		cmd  string
		env  []string
		want string
	}{
		{`bro "$LINK"`, linkEnv(env, "https://example.org", "text", "/tmp/f"), ""},
		{`bro "$LINK"`, linkEnv(env, "http://a\x00b", "text", "/tmp/f"), "the link's destination contains a NUL byte"},
		{`bro "$LINK"`, linkEnv(env, "http://a", "te\x00xt", "/tmp/f"), "the link's text contains a NUL byte"},
		{"echo \x00", linkEnv(env, "http://a", "text", ""), "the command contains a NUL byte"},
		{`bro "$LINK"`, linkEnv(env, "http://"+long, "text", ""), "the link's destination is longer than 128 KiB"},
		{"echo " + long, linkEnv(env, "http://a", "text", ""), "the command is longer than 128 KiB"},
		{`bro`, append(linkEnv(env, "", "", ""), "BIG="+long), "$BIG is longer than 128 KiB"},
	} {
		if got := commandProblem(c.cmd, c.env); got != c.want {
			t.Errorf("commandProblem(%.20q, …) = %q, want %q", c.cmd, got, c.want)
		}
	}
	var many []string
	for len(many)*1000 < 8<<20 {
		many = append(many, "V="+strings.Repeat("v", 1000))
	}
	if got := commandProblem("true", many); got == "" {
		t.Errorf("8 MiB of environment passes")
	}
}

// Every way a link reaches a command (follow, fork, exec, from keys.yaml)
// says why it cannot run one, and lwl stays: before, exec
// failed after the screen was gone and lwl ended.
func TestCommandRefusedKeepsApp(t *testing.T) {
	keys, err := ParseKeys([]byte("ground:\n  enter: follow true\n  B: fork true\n  E: exec true\n"), "keys.yaml", defaultBindings(t))
	if err != nil {
		t.Fatal(err)
	}
	// A NUL in the destination is percent-encoded (commandLink) and one in
	// the text shows as a token: what cannot be passed here is the
	// environment lwl was given.
	t.Setenv("LWL_TEST_BIG", strings.Repeat("x", maxArgString))
	src := doc.BytesSource([]byte("see [nul](http://a\x00b) here\n"))
	hs := startApp(t, Options{Keys: keys, Source: src, Name: "nul"}, 120, 10)
	hs.keys("n")
	hs.waitFor("the link selected", func(sc simScreen) bool { return strings.Contains(sc.row(-1), "http://a") })
	for _, k := range []string{"\r", "B", "E"} {
		hs.do(func() { hs.a.status.SetMessage("") })
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
