package app

import "lwl/app/config"

import "testing"

// A keys.yaml that leaves a mode no way out is refused at the line that
// took the last one away; one that keeps any way out is taken.
func TestParseKeysWayOut(t *testing.T) {
	for _, tc := range []struct{ name, yaml, want string }{
		{"every way out of ground", "ground:\n  q: none\n  Q: scroll 1\n  \":\": none\n  ctrl-c: scroll 1\n",
			"k.yaml:5: no key is left to quit lwl in ground: bind one to quit, interrupt or file-command"},
		{"ctrl-c first", "ground:\n  ctrl-c: none\n  q: none\n  \":\": none\n  Q: none\n",
			"k.yaml:5: no key is left to quit lwl in ground: bind one to quit, interrupt or file-command"},
		{"every way out of the prompt", "prompt:\n  enter: none\n  esc: erase\n  ctrl-c: none\n  ctrl-g: none\n",
			"k.yaml:5: no key is left to leave the prompt in prompt: bind one to accept or cancel"},
		{"every way out of the picker", "picker:\n  enter: none\n  esc: none\n  ctrl-c: none\n  ctrl-g: none\n",
			"k.yaml:5: no key is left to leave the link picker in picker: bind one to accept or cancel"},
		{"another key quits", "ground:\n  q: none\n  Q: none\n  \":\": none\n  ctrl-c: scroll 1\n  x: quit\n", ""},
		{"ctrl-c alone quits", "ground:\n  q: none\n  Q: none\n  \":\": none\n", ""},
		{":q alone quits", "ground:\n  q: none\n  Q: none\n  ctrl-c: none\n", ""},
		{"esc alone leaves the prompt", "prompt:\n  enter: none\n  ctrl-c: none\n  ctrl-g: none\n", ""},
		{"hint mode: any other key leaves", "hint:\n  esc: none\n  ctrl-c: none\n  enter: none\n", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := config.ParseKeys([]byte(tc.yaml), "k.yaml", defaultBindings(t), CheckAction)
			got := ""
			if err != nil {
				got = err.Error()
			}
			if got != tc.want {
				t.Errorf("error %q, want %q", got, tc.want)
			}
		})
	}
}
