package app

import (
	"fmt"

	"lwl/internal/quote"
)

// hintHow are the arguments of the hint action, in the guide's order.
var hintHow = []string{"follow", "select"}

func checkHint(arg string) error {
	for _, h := range hintHow {
		if arg == h {
			return nil
		}
	}
	return fmt.Errorf("needs follow or select, got %s", quote.Value(arg))
}

func describeHint(arg string) string {
	if arg == "select" {
		return "label the links on screen; typing a label selects its link"
	}
	return "label the links on screen; typing a label follows its link"
}

func rankHint(arg string) int {
	if arg == "select" {
		return 1
	}
	return 0
}
