package app

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"lwl/widgets/doc"
)

// Startup is where lwl starts, from less's +commands, and a message for
// the first screen.
type Startup struct {
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
func (s *Startup) Parse(cmd string) error {
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

// moves reports whether s asks for anything but the top.
func (s Startup) moves() bool { return s.End || s.Line > 1 || s.Search != "" || s.Follow }

// StartAt applies s: call it after New and before Run. The message shows
// on the first screen; the move is made once the first frame is drawn,
// when the view knows its size.
func (a *App) StartAt(s Startup) {
	if s.Message != "" {
		a.ui.status.SetMessage(s.Message)
	}
	if !s.moves() {
		return
	}
	a.life.startMovesAway()
	a.work(func() {
		<-a.life.started
		a.post(func() {
			if s.Follow {
				a.tail()
				return
			}
			if s.End {
				a.toEnd()
				return
			}
			a.life.waitToStart(&s)
			a.startWhenReady()
		})
	})
}

// startWhenReady makes the start move once the text it needs is there: a
// pipe's text may arrive after the first frame (man, make, a slow git), and
// less waits for it too. +NUMBER waits for that line, +/PATTERN for a match
// (or the end of the input); meanwhile the input is read on (ctrl-c
// stops, see stopPendingStart), and a move of the user's own drops it.
func (a *App) startWhenReady() {
	s := a.life.pendingStart
	if s == nil {
		return
	}
	d := a.ui.view.Document()
	if start := a.life.startDocument(d); a.ui.view.Top() != (doc.Pos{}) || d != start {
		a.life.dropStart() // the user went somewhere already (another document: & or :e)
		return
	}
	stream, _ := d.Source().(*doc.StreamSource)
	complete := stream == nil || d.Complete()
	switch {
	case s.Search != "":
		if !complete && !a.mayMatchSoFar(s.Search) {
			stream.ReadAll()
			a.ui.status.SetMessage("Waiting for " + s.Search + "... (ctrl-c stops)")
			return
		}
		a.life.dropStart()
		a.input.search.RepeatQuery(s.Search) // / Enter repeats it, as in less
		a.startSearch(s.Search, false)
	default:
		if !complete && d.LineCount() < s.Line+a.ui.view.Height() {
			stream.ReadAll() // a screen from the line, as less shows it
			a.ui.status.SetMessage(fmt.Sprintf("Waiting for line %d... (ctrl-c stops)", s.Line))
			return
		}
		a.life.dropStart()
		if stream != nil && !complete {
			stream.StopReading()
		}
		if strings.HasPrefix(a.ui.status.Message(), "Waiting for line") {
			a.ui.status.ClearMessage()
		}
		a.gotoLine(s.Line)
	}
}

// mayMatchSoFar looks for pattern in the bytes arrived since the last look
// (from a line before them): a hint that a search would find it now.
func (a *App) mayMatchSoFar(pattern string) bool {
	q, err := a.compileQuery(pattern)
	if err != nil {
		return true // the search says what is wrong with it
	}
	d := a.ui.view.Document()
	from := max(a.life.startLooked-int64(maxStartLine), 0)
	size := d.Size()
	if size <= from {
		return false
	}
	buf := make([]byte, size-from)
	n, _ := d.Source().ReadAt(buf, from)
	a.life.lookedTo(size)
	// The text shown, as the search sees it: a pattern only in a hidden
	// destination or an escape sequence started the search too soon.
	shown, _ := doc.DisplayText(buf[:n], d.Options())
	return q.Matches(shown)
}

// maxStartLine is how far back a look for +/PATTERN goes before the text
// that arrived: a match may start in a line that was still arriving.
const maxStartLine = 64 << 10

// stopPendingStart is ctrl-c while +/PATTERN or +NUMBER waits for its text:
// the wait ends where it is. It reports whether there was one to stop.
func (a *App) stopPendingStart() bool {
	if a.life.pendingStart == nil {
		return false
	}
	a.life.dropStart()
	if s, ok := a.ui.view.Document().Source().(*doc.StreamSource); ok {
		s.StopReading()
	}
	a.ui.status.SetMessage("Stopped waiting for the start place")
	return true
}
