// Package startup is where lwl starts: less's start commands (+G, +F,
// +NUMBER, +/PATTERN) as the command line gives them, and the start move
// made once the text it needs has arrived. It moves the pager through
// Host and imports neither app nor a screen.
package startup

import (
	"errors"
	"fmt"
	"strconv"
)

// Start is where lwl starts, from less's +commands, and a message for the
// first screen.
type Start struct {
	End     bool   // +G: the end
	Line    int    // +NUMBER: that line (0: the top)
	Search  string // +/pattern: the first match, from the top
	Follow  bool   // +F: follow the end, as F
	Message string // shown in the status bar on the first screen
}

// Parse reads one less start command, without its "+": G, NUMBER,
// /pattern (g, the top, is accepted as less does). A later command
// replaces an earlier one. less's ++cmd, the command for every file, is
// read as +cmd: it applies to the first.
func (s *Start) Parse(cmd string) error {
	if len(cmd) > 1 && cmd[0] == '+' {
		cmd = cmd[1:]
	}
	switch {
	case cmd == "G":
		s.End, s.Line, s.Search = true, 0, ""
	case cmd == "F":
		s.Follow = true
	case cmd == "g":
		s.End, s.Line, s.Search = false, 0, ""
	case len(cmd) > 1 && cmd[0] == '/':
		s.End, s.Line, s.Search = false, 0, cmd[1:]
	default:
		n, err := strconv.Atoi(cmd)
		if err != nil || n < 0 {
			return errors.New(startError(cmd))
		}
		s.End, s.Line, s.Search = false, n, ""
	}
	return nil
}

func startError(cmd string) string {
	return fmt.Sprintf("+%s: unknown start command (lwl knows +G, +F, +NUMBER and +/PATTERN)", cmd)
}

// Moves reports whether s asks for anything but the top.
func (s Start) Moves() bool { return s.End || s.Line > 1 || s.Search != "" || s.Follow }
