package term

import (
	"testing"

	"github.com/gdamore/tcell/v2/terminfo"
)

func TestHyperlinkClose(t *testing.T) {
	if hyperlinkClose(nil) != "" {
		t.Error("no terminfo entry: a close sequence")
	}
	for term, want := range map[string]string{"xterm-256color": "\x1b]8;;\x1b\\", "linux": "", "vt100": ""} {
		ti, err := terminfo.LookupTerminfo(term)
		if err != nil {
			t.Fatalf("%s: %v", term, err)
		}
		if got := hyperlinkClose(ti); got != want {
			t.Errorf("%s: %q, want %q", term, got, want)
		}
	}
}

func TestHyperlinksKnown(t *testing.T) {
	for _, c := range []struct {
		env  map[string]string
		want bool
	}{
		{map[string]string{"TERM": "xterm-256color"}, true},
		{map[string]string{"TERM": "xterm"}, true},
		{map[string]string{"TERM": "xterm-kitty"}, true},
		{map[string]string{"TERM": "foot-extra"}, true},
		{map[string]string{"TERM": "alacritty"}, true},
		{map[string]string{"TERM": "wezterm"}, true},
		{map[string]string{"TERM": "linux"}, false},
		{map[string]string{"TERM": "linux", "KITTY_WINDOW_ID": "1"}, false}, // inherited: $TERM knows better
		{map[string]string{"TERM": "screen-256color"}, false},
		{map[string]string{"TERM": "xterm-256color", "STY": "1.pts-0.host"}, false},
		{map[string]string{"TERM": "dumb"}, false},
		{map[string]string{"TERM": "vt100"}, false},
		{map[string]string{}, false},
		{map[string]string{"TERM": "rxvt-unicode-256color"}, false},
		{map[string]string{"TERM": "st-256color", "VTE_VERSION": "7600"}, true},
		{map[string]string{"TERM": "st-256color", "VTE_VERSION": "4800"}, false},
		{map[string]string{"TERM": "tmux-256color", "KITTY_WINDOW_ID": "3"}, true}, // not inside tmux
		{map[string]string{"TERM": "mystery", "TERM_PROGRAM": "iTerm.app"}, true},
		{map[string]string{"TERM": "mystery", "WEZTERM_EXECUTABLE": "/usr/bin/wezterm-gui"}, true},
		{map[string]string{"TERM": "tmux-256color", "TMUX": "/tmp/tmux-0/default,1,0", "TERM_PROGRAM": "tmux", "TERM_PROGRAM_VERSION": "3.4"}, true},
		{map[string]string{"TERM": "screen-256color", "TMUX": "/tmp/x,1,0", "TERM_PROGRAM": "tmux", "TERM_PROGRAM_VERSION": "3.5a"}, true},
		{map[string]string{"TERM": "tmux-256color", "TMUX": "/tmp/x,1,0", "TERM_PROGRAM": "tmux", "TERM_PROGRAM_VERSION": "next-3.6"}, true},
		{map[string]string{"TERM": "tmux-256color", "TMUX": "/tmp/x,1,0", "TERM_PROGRAM": "tmux", "TERM_PROGRAM_VERSION": "3.3a"}, false},
		{map[string]string{"TERM": "xterm-256color", "TMUX": "/tmp/x,1,0", "KITTY_WINDOW_ID": "1"}, false}, // tmux too old to say
	} {
		getenv := func(k string) string { return c.env[k] }
		if got := HyperlinksKnown(getenv); got != c.want {
			t.Errorf("%v: %v, want %v", c.env, got, c.want)
		}
	}
}
