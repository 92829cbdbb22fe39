// Command tcellfloor is the least a tcell program takes to show a line:
// tcell's screen set up on the terminal, one line drawn, shown, then it
// waits for a key. bench/run.sh's "tcell floor" column.
package main

import (
	"github.com/gdamore/tcell/v2"
)

func main() {
	s, err := tcell.NewScreen()
	if err != nil {
		panic(err)
	}
	if err := s.Init(); err != nil {
		panic(err)
	}
	s.PutStrStyled(0, 0, "tcell floor: the first line", tcell.StyleDefault)
	s.Show()
	for {
		if _, ok := s.PollEvent().(*tcell.EventKey); ok {
			break
		}
	}
	s.Fini()
}
