package lessflags

import (
	"fmt"
	"strconv"
	"strings"
)

// ParseTabs reads less's -x: N, or a list of stops (4,8,...) whose last
// interval repeats; lwl's stops are evenly spaced, that interval's. An
// empty value is 0: the layout's width.
func ParseTabs(s string) (int, error) {
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

// ParseHeader reads --header N (less's N,M,L: lwl keeps lines only, the
// rest is passed over).
func ParseHeader(s string) (int, error) {
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
