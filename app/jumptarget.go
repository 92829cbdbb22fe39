package app

import (
	"errors"
	"strconv"
	"strings"
)

// JumpTarget is less's -j: the screen row a jump (a search, +NUMBER, a
// line number with g) puts its line on. Line counts from 1 at the top,
// or from -1 at the bottom; a Fraction (.5: the middle) is of the
// screen's height. The zero value leaves the layout's jump-target.
type JumpTarget struct {
	Line     int
	Fraction float64
	Set      bool
}

// ParseJumpTarget reads N, -N or .F (a fraction); "" is the zero value.
func ParseJumpTarget(s string) (JumpTarget, error) {
	if s == "" {
		return JumpTarget{}, nil
	}
	if frac, ok := strings.CutPrefix(s, "."); ok {
		f, err := strconv.ParseFloat("0."+frac, 64)
		if err != nil || strings.ContainsAny(frac, "+-eE") {
			return JumpTarget{}, errors.New("must be a row (1: the top, -1: the bottom) or a fraction as .5")
		}
		return JumpTarget{Fraction: f, Set: true}, nil
	}
	n, err := strconv.Atoi(s)
	if err != nil {
		return JumpTarget{}, errors.New("must be a row (1: the top, -1: the bottom) or a fraction as .5")
	}
	return JumpTarget{Line: n, Set: true}, nil
}

// rowsAbove is how many rows of a screen height rows high go above the
// target line, within the screen.
func (j JumpTarget) rowsAbove(height int) int {
	var n int
	switch {
	case j.Line > 0:
		n = j.Line - 1
	case j.Line < 0:
		n = height + j.Line
	default:
		n = int(j.Fraction * float64(height))
	}
	return min(max(n, 0), max(height-1, 0))
}

// jumpRows is how many rows above its line a jump leaves: -j's, or the
// layout's jump-target.
func (a *App) jumpRows() int {
	if a.opts.JumpTarget.Set {
		return a.opts.JumpTarget.rowsAbove(a.ui.view.Height())
	}
	return max(a.opts.Layout.Document.JumpTarget-1, 0)
}
