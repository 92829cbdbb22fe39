package hints

import (
	"fmt"

	"lwl/internal/quote"
)

// how are the arguments of the hint action, in the guide's order.
var how = []string{"follow", "select"}

// Check refuses an argument hint does not take.
func Check(arg string) error {
	for _, h := range how {
		if arg == h {
			return nil
		}
	}
	return fmt.Errorf("needs follow or select, got %s", quote.Value(arg))
}

// Describe is what hint does with arg, for the guide.
func Describe(arg string) string {
	if arg == "select" {
		return "label the links on screen; typing a label selects its link"
	}
	return "label the links on screen; typing a label follows its link"
}

// Rank orders hint's arguments in the guide.
func Rank(arg string) int {
	if arg == "select" {
		return 1
	}
	return 0
}
