package app

import "fmt"

// matchCount words a number of matches: "1 match", "2 matches".
func matchCount(n int) string {
	if n == 1 {
		return "1 match"
	}
	return fmt.Sprintf("%d matches", n)
}

// lineCount words a number of lines: "1 line", "2 lines".
func lineCount(n int64) string {
	if n == 1 {
		return "1 line"
	}
	return fmt.Sprintf("%d lines", n)
}
