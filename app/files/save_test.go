package files

import (
	"os"
	"path/filepath"
	"testing"

	"lwl/widgets/doc"
)

const pipeText = "Retrieved from [https://a.example/](https://a.example/)\nsee [the docs](https://a.example/docs)\n"

// s FILE writes a pipe's bytes as they came; an existing file is asked
// about: o overwrites, a appends, anything else keeps it.
func TestSavePipe(t *testing.T) {
	h := newHost(t)
	h.name = "-"
	h.saved = doc.New(doc.BytesSource(pipeText), doc.ParseOptions{})
	c := New(h, Options{})
	out := filepath.Join(t.TempDir(), "page.md")
	check := func(what, want string) {
		t.Helper()
		got, err := os.ReadFile(out)
		if err != nil || string(got) != want {
			t.Errorf("%s: the file holds %q (%v), want %q", what, got, err, want)
		}
	}
	c.Save(" " + out + " ")
	h.says("saving", "Saving to "+out+"...", false)
	h.runPost()
	h.says("saved", "Saved 95 bytes to "+out, false)
	check("saved", pipeText)
	for _, a := range []struct {
		key           rune
		message, want string
	}{
		{'a', "Saved 95 bytes to " + out, pipeText + pipeText},
		{0, "Not saved", pipeText + pipeText},
		{'x', "Not saved", pipeText + pipeText},
		{'o', "Saved 95 bytes to " + out, pipeText},
	} {
		c.Save(out)
		h.says("an existing file", out+" exists: o overwrite, a append, any other key: don't save", false)
		h.answer(a.key)
		if a.message != "Not saved" {
			h.runPost()
		}
		h.says(string(a.key), a.message, false)
		check(string(a.key), a.want)
	}
}

// A file, or lwl's own document, is not a pipe: s says so; secure mode
// saves nothing.
func TestSaveRefused(t *testing.T) {
	for _, c := range []struct {
		what, name, path string
		own, secure      bool
		message          string
	}{
		{"a file", "notes.md", "/tmp/notes.md", false, false, "Input is not a pipe: notes.md is a file"},
		{"the guide", "guide", "", true, false, "Input is not a pipe: this is lwl's own document"},
		{"secure mode", "-", "", false, true, "saving to a file: disabled in secure mode"},
	} {
		h := newHost(t)
		h.name, h.path, h.own, h.secure = c.name, c.path, c.own, c.secure
		if New(h, Options{}).CanSave() || h.message != c.message {
			t.Errorf("%s: can save, or says %q, want %q", c.what, h.message, c.message)
		}
	}
}
