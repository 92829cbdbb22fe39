package app

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"lwl/widgets/doc"
)

const pipeText = "Retrieved from [https://a.example/](https://a.example/)\nsee [the docs](https://a.example/docs)\n"

// saveAs types s NAME Enter and waits for the message that follows.
func (hs *appHarness) saveAs(name string) string {
	hs.t.Helper()
	hs.do(func() { hs.a.ui.status.ClearMessage() })
	hs.keys("s" + name)
	hs.enter()
	var msg string
	hs.waitFor("the save's message", func(simScreen) bool {
		hs.do(func() { msg = hs.a.ui.status.Message() })
		return msg != "" && !strings.HasPrefix(msg, "Saving")
	})
	return msg
}

// s FILE writes a pipe's bytes as they came; an existing file is asked
// about: o overwrites, a appends, anything else keeps it.
func TestAppSavePipe(t *testing.T) {
	hs := startApp(t, Options{Source: doc.BytesSource(pipeText), Name: "-"}, 80, 10)
	out := filepath.Join(t.TempDir(), "page.md")
	check := func(what, want string) {
		t.Helper()
		got, err := os.ReadFile(out)
		if err != nil || string(got) != want {
			t.Errorf("%s: the file holds %q (%v), want %q", what, got, err, want)
		}
	}
	if m := hs.saveAs(out); m != "Saved 95 bytes to "+out {
		t.Errorf("s: message %q", m)
	}
	check("saved", pipeText)
	for _, c := range []struct{ key, message, want string }{
		{"a", "Saved 95 bytes to " + out, pipeText + pipeText},
		{"x", "Not saved", pipeText + pipeText},
		{"o", "Saved 95 bytes to " + out, pipeText},
	} {
		if m := hs.saveAs(out); m != out+" exists: o overwrite, a append, any other key: don't save" {
			t.Fatalf("s to an existing file: message %q", m)
		}
		hs.keys(c.key)
		var msg string
		hs.waitFor("the answer's message", func(simScreen) bool {
			hs.do(func() { msg = hs.a.ui.status.Message() })
			return !strings.Contains(msg, "exists") && !strings.HasPrefix(msg, "Saving")
		})
		if msg != c.message {
			t.Errorf("%s: message %q, want %q", c.key, msg, c.message)
		}
		check(c.key, c.want)
	}
}

// A file is not a pipe: s says so and opens no prompt; secure mode saves
// nothing.
func TestAppSaveRefused(t *testing.T) {
	hs := startApp(t, Options{Source: doc.BytesSource(pipeText), Name: "notes.md", Path: "/tmp/notes.md"}, 80, 10)
	hs.press("s")
	var msg string
	var in bool
	hs.do(func() { msg, in = hs.a.ui.status.Message(), hs.a.inPrompt() })
	if msg != "Input is not a pipe: notes.md is a file" || in {
		t.Errorf("s on a file: message %q, prompt open %v", msg, in)
	}
	hs = startApp(t, Options{Source: doc.BytesSource(pipeText), Name: "-", Secure: true}, 80, 10)
	hs.press("s")
	hs.do(func() { msg, in = hs.a.ui.status.Message(), hs.a.inPrompt() })
	if !strings.HasPrefix(msg, "saving to a file: ") || in {
		t.Errorf("s in secure mode: message %q, prompt open %v", msg, in)
	}
}
