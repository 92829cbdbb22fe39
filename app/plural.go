package app

import "fmt"

// matchCount words a number of matches: "1 match", "2 matches".
func matchCount(n int) string {
	if n == 1 {
		return "1 match"
	}
	return fmt.Sprintf("%d matches", n)
}
