package main

import (
	"fmt"
	"strconv"
	"strings"

	"lwl/app"
	"lwl/internal/quote"
)

// lessValues are the values of less's flags that take one, read.
type lessValues struct {
	tabWidth int // 0: the layout's
	jump     app.JumpTarget
	header   int
}

// readValues reads -x, -j and --header; an empty value is the default.
func (f *flags) readValues() error {
	var v lessValues
	var err error
	if v.tabWidth, err = parseTabs(f.tabs); err != nil {
		return fmt.Errorf("-x %s: %v", quote.Value(f.tabs), err)
	}
	if v.jump, err = app.ParseJumpTarget(f.jumpTarget); err != nil {
		return fmt.Errorf("-j %s: %v", quote.Value(f.jumpTarget), err)
	}
	if v.header, err = parseHeader(f.header); err != nil {
		return fmt.Errorf("--header %s: %v", quote.Value(f.header), err)
	}
	f.less = v
	return nil
}

// dropBadValues forgets, one by one, the values $LESS gave that lwl
// cannot read: they were written for less.
func (f *flags) dropBadValues() {
	if _, err := parseTabs(f.tabs); err != nil {
		f.tabs = ""
	}
	if _, err := app.ParseJumpTarget(f.jumpTarget); err != nil {
		f.jumpTarget = ""
	}
	if _, err := parseHeader(f.header); err != nil {
		f.header = ""
	}
	_ = f.readValues()
}

// parseTabs reads less's -x: N, or a list of stops (4,8,...) whose last
// interval repeats; lwl's stops are evenly spaced, that interval's.
func parseTabs(s string) (int, error) {
	if s == "" {
		return 0, nil
	}
	stops := strings.Split(s, ",")
	prev, width := 0, 0
	for _, st := range stops {
		n, err := strconv.Atoi(st)
		if err != nil || n <= prev {
			return 0, fmt.Errorf("must be a number of columns, or rising stops as 4,8")
		}
		width, prev = n-prev, n
	}
	if width > 1000 {
		return 0, fmt.Errorf("at most 1000 columns")
	}
	return width, nil
}

// parseHeader reads --header N (less's N,M,L: lwl keeps lines only, the
// rest is passed over).
func parseHeader(s string) (int, error) {
	if s == "" {
		return 0, nil
	}
	lines, _, _ := strings.Cut(s, ",")
	if lines == "" {
		return 0, nil
	}
	n, err := strconv.Atoi(lines)
	if err != nil || n < 0 {
		return 0, fmt.Errorf("must be a number of lines")
	}
	return n, nil
}

// quitAtEOFMode is app.Options.QuitAtEOF: -E wins over -e.
func (f *flags) quitAtEOFMode() int {
	switch {
	case f.quitAtFirstEOF:
		return 2
	case f.quitAtEOF:
		return 1
	}
	return 0
}
