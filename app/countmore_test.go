package app

import (
	"fmt"
	"strings"
	"testing"
	"time"
)

// A search on a pipe still arriving counts what comes after it too: its
// count stayed at what there was ("1 match" of 20).
func TestSearchCountsWhatComesLater(t *testing.T) {
	lines := func(from, to int) string {
		var b strings.Builder
		for i := from; i <= to; i++ {
			word := "hay"
			if i%100 == 0 {
				word = "needle"
			}
			fmt.Fprintf(&b, "%04d %s\n", i, word)
		}
		return b.String()
	}
	hs, _, more := startOnPipe(t, lines(1, 150), nil)
	hs.waitFor("the first lines", func(sc simScreen) bool { return strings.HasPrefix(sc.row(0), "0001 hay") })
	time.Sleep(50 * time.Millisecond)
	hs.do(func() { hs.a.startSearch("needle", false) })
	hs.waitFor("the count", func(sc simScreen) bool { return strings.Contains(sc.row(-1), "1 match") })
	for k := 151; k <= 2000; k += 200 {
		more(lines(k, min(k+199, 2000)), k+199 >= 2000)
		time.Sleep(20 * time.Millisecond)
	}
	deadline := time.Now().Add(appTimeout)
	for {
		var total int
		hs.do(func() { total = hs.a.input.search.Active().Total() })
		if total == 20 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the count is %d, want the 20 matches the pipe brought", total)
		}
		time.Sleep(10 * time.Millisecond)
	}
	hs.press("n")
	if sc := hs.screen(); !strings.Contains(sc.row(-1), "/20") {
		t.Errorf("n says %q, want k/20", sc.row(-1))
	}
}
