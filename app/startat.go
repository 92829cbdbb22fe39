package app

import (
	"errors"
	"fmt"
	"strconv"
)

// Startup is where lwl starts, from less's +commands, and a message for
// the first screen.
type Startup struct {
	End     bool   // +G: the end
	Line    int    // +NUMBER: that line (0: the top)
	Search  string // +/pattern: the first match, from the top
	Message string // shown in the status bar on the first screen
}

// Parse reads one less start command, without its "+": G, NUMBER,
// /pattern (g, the top, is accepted as less does). A later command
// replaces an earlier one.
func (s *Startup) Parse(cmd string) error {
	switch {
	case cmd == "G":
		s.End, s.Line, s.Search = true, 0, ""
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
	return fmt.Sprintf("+%s: unknown start command (lwl knows +G, +NUMBER and +/PATTERN)", cmd)
}

// moves reports whether s asks for anything but the top.
func (s Startup) moves() bool { return s.End || s.Line > 1 || s.Search != "" }

// StartAt applies s: call it after New and before Run. The message shows
// on the first screen; the move is made once the first frame is drawn,
// when the view knows its size.
func (a *App) StartAt(s Startup) {
	if s.Message != "" {
		a.status.SetMessage(s.Message)
	}
	if !s.moves() {
		return
	}
	a.startMoves = true
	go func() {
		<-a.started
		a.tv.QueueUpdateDraw(func() {
			switch {
			case s.End:
				a.toEnd()
			case s.Search != "":
				a.less.lastQuery = s.Search // / Enter repeats it, as in less
				a.startSearch(s.Search, false)
			default:
				a.gotoLine(s.Line)
			}
		})
	}()
}
