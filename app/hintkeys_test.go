package app

import (
	"path/filepath"
	"strings"
	"testing"

	"lwl/app/config"
)

// A hint key that is a letter of the labels is a start-up error naming
// the keys.yaml line and where the letters come from; keys that are no
// label letter load.
func TestLoadConfigHintKeyClash(t *testing.T) {
	for _, c := range []struct {
		name, keys, layout string
		want               string // "" for no error; the file names are added
	}{
		{"home row", "hint:\n  esc: cancel\n  a: cancel\n", "",
			`KEYS:3: hint key "a" is a letter of the hint labels (asdfghjkl, and qwertyuiopzxcvbnm on a screen of more than 81 links), so labels with it could not be typed; bind another key, or set layout.yaml's document: hint-alphabet without it`},
		{"a dense screen's letter", "hint: {q: cancel}\n", "",
			`KEYS:1: hint key "q" is a letter of the hint labels (asdfghjkl, and qwertyuiopzxcvbnm on a screen of more than 81 links), so labels with it could not be typed; bind another key, or set layout.yaml's document: hint-alphabet without it`},
		{"the first of two on a line", "hint: {s: erase, d: cancel}\n", "",
			`KEYS:1: hint key "d" is a letter of the hint labels (asdfghjkl, and qwertyuiopzxcvbnm on a screen of more than 81 links), so labels with it could not be typed; bind another key, or set layout.yaml's document: hint-alphabet without it`},
		{"the user's alphabet", "hint:\n  x: cancel\n", "document:\n  hint-alphabet: xyz\n",
			`KEYS:2: hint key "x" is a letter of the hint labels (hint-alphabet "xyz" at LAYOUT:2), so labels with it could not be typed; bind another key, or take it out of hint-alphabet`},
		{"not in the user's alphabet", "hint:\n  a: cancel\n", "document:\n  hint-alphabet: xyz\n", ""},
		{"a capital", "hint:\n  A: cancel\n  alt-a: cancel\n  space: accept\n", "", ""},
		{"a ground key", "ground:\n  a: quit\n", "", ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			keys := writeTestFile(t, filepath.Join(dir, "k.yaml"), c.keys)
			flags := config.Flags{Keys: keys}
			layout := ""
			if c.layout != "" {
				layout = writeTestFile(t, filepath.Join(dir, "l.yaml"), c.layout)
				flags.Layout = layout
			}
			_, err := config.Load(testDefaults(t), flags, envOf(), CheckAction)
			want := strings.NewReplacer("KEYS", keys, "LAYOUT", layout).Replace(c.want)
			switch {
			case want == "" && err != nil:
				t.Errorf("error %v, want none", err)
			case want != "" && (err == nil || err.Error() != want):
				t.Errorf("error\n got %v\nwant %s", err, want)
			}
		})
	}
}
