package app

import (
	"errors"
	"io"
	"strings"
	"sync/atomic"
	"testing"

	"lwl/widgets/doc"
)

// A pipe whose reading fails while G follows it says so on the status bar
// when G reaches the end: G's end must not clear the message at once.
func TestStreamReadErrorStaysSaidAfterG(t *testing.T) {
	pr, pw := io.Pipe()
	var live atomic.Pointer[App]
	src := doc.NewStreamSource(pr, func() {
		if a := live.Load(); a != nil {
			a.SourceChanged()
		}
	})
	go pw.Write([]byte(numbered(1, 20)))
	hs := startAppWith(t, Options{Source: src, Name: "stdin"}, 100, 8, func(a *App) {
		live.Store(a)
		a.SourceChanged()
	})
	hs.waitFor("the first lines", func(sc simScreen) bool { return strings.HasPrefix(sc.row(0), "0001 hay") })
	hs.keys("G")
	hs.waitFor("G reading", func(sc simScreen) bool { return strings.Contains(sc.row(-1), "Reading") })
	pw.Write([]byte(numbered(21, 30)))
	pw.CloseWithError(errors.New("disk gone"))
	hs.waitFor("the read error said", func(sc simScreen) bool {
		return strings.Contains(sc.row(-1), "reading stopped: disk gone")
	})
}
