//go:build linux

package e2e

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Resident memory while the user pages on at once after a search, its
// count still running: lwl itself (a static binary, no libc), tcell's
// cells at 160x48, and what is near the screen.
const (
	pagingRSSBound  = 12 << 20 // right after the pages
	pagingPeakBound = 16 << 20 // at any moment of the run
)

// pageOnAtOnce runs lwl on file at 160x48, searches "e", pages 30 screens
// as soon as the search's first frame shows, and gives lwl's VmRSS right
// after and its VmHWM.
func pageOnAtOnce(t *testing.T, file, first string) (rss, peak int64) {
	h := startWith(t, startOpts{cols: 160, rows: 48}, file)
	h.waitFor(t, first, func(s string) bool { return strings.Contains(s, first) }, e2eTimeout)
	turn := func(keys string) {
		before := h.screen()
		h.typeKeys(keys)
		h.waitFor(t, "the screen to change after "+keys, func(s string) bool { return s != before }, e2eTimeout)
	}
	turn("/e\r")
	for i := 0; i < 30; i++ {
		turn(" ")
	}
	pid := h.cmd.Process.Pid
	return procStatus(t, pid, "VmRSS"), procStatus(t, pid, "VmHWM")
}

// writeLines writes size bytes of numbered lines made by line(i).
func writeLines(t *testing.T, name string, size int, line func(i int) string) string {
	var b strings.Builder
	for i := 0; b.Len() < size; i++ {
		b.WriteString(line(i))
	}
	path := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

func TestE2EMemoryPagingAtOnce(t *testing.T) {
	text := writeLines(t, "prose.txt", 5<<20, func(i int) string {
		return fmt.Sprintf("%d. Whether 'tis nobler in the mind to suffer the slings and arrows of outrageous fortune\n", i)
	})
	rss, peak := pageOnAtOnce(t, text, "0. Whether")
	t.Logf("plain text: %.1f MB right after, %.1f MB at most", float64(rss)/(1<<20), float64(peak)/(1<<20))
	if rss > pagingRSSBound || peak > pagingPeakBound {
		t.Errorf("plain text: %d KB resident right after /e and 30 screens, %d KB at most; want at most %d and %d",
			rss>>10, peak>>10, pagingRSSBound>>10, pagingPeakBound>>10)
	}

	// As dense as the benchmark's (RFCs as a site shows them): a link
	// every 6 or 7 lines, every 270 bytes.
	links := writeLines(t, "links.md", 8<<20, func(i int) string {
		if i%6 == 0 {
			return fmt.Sprintf("Line %d: see [RFC %d](/doc/html/rfc%d) for the generic syntax.\n", i, i, i)
		}
		return fmt.Sprintf("Line %d: the presence or absence of delimiters is significant.\n", i)
	})
	rss, peak = pageOnAtOnce(t, links, "Line 0: see")
	t.Logf("link-dense Markdown: %.1f MB right after, %.1f MB at most", float64(rss)/(1<<20), float64(peak)/(1<<20))
	if rss > pagingRSSBound || peak > pagingPeakBound {
		t.Errorf("link-dense Markdown: %d KB resident right after /e and 30 screens, %d KB at most; want at most %d and %d",
			rss>>10, peak>>10, pagingRSSBound>>10, pagingPeakBound>>10)
	}
}
