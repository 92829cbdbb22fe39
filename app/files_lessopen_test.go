package app

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"

	"lwl/app/files"
	"lwl/internal/lessopen/lessopentest"
	"lwl/widgets/doc"
)

// :n through LESSOPEN shows the preprocessor's text once it comes; a
// hanging one is stopped by ctrl-c and the file shows as it is. A newer
// :n takes the place of one still waiting.
func TestNextFileThroughLessopen(t *testing.T) {
	dir := t.TempDir()
	a, b := filepath.Join(dir, "a.txt"), filepath.Join(dir, "b.txt")
	os.WriteFile(a, []byte("file a\n"), 0o644)
	os.WriteFile(b, []byte("file b\n"), 0o644)
	for _, c := range []struct{ lessopen, want, status string }{
		{"|tr a-z A-Z < %s", "FILE B", "b.txt"},
		{"|sleep 600; : %s", "file b", "LESSOPEN stopped"},
	} {
		src, err := doc.Open(a, nil)
		if err != nil {
			t.Fatal(err)
		}
		hs := startApp(t, Options{Source: src, Name: "a.txt", Path: a, LessOpen: lessopentest.Opener(t, c.lessopen),
			Files: []files.Arg{{Name: "a.txt", Path: a}, {Name: "b.txt", Path: b}}}, 80, 10)
		hs.waitFor("file a", func(sc simScreen) bool { return sc.row(0) == "file a" })
		hs.keys(":n")
		if strings.HasPrefix(c.lessopen, "|sleep") {
			hs.waitFor("the wait said", func(sc simScreen) bool { return strings.Contains(sc.row(-1), "LESSOPEN: preparing b.txt") })
			hs.keys(":n") // the newer wins: the first is stopped
			hs.key(tcell.KeyCtrlC, 0, tcell.ModCtrl)
		}
		hs.waitFor(c.want, func(sc simScreen) bool {
			return sc.row(0) == c.want && strings.Contains(sc.row(-1), c.status)
		})
	}
}
