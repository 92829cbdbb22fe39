//go:build linux

package e2e

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"lwl/internal/vt"
)

// Pages of short links, more on one screen than direct output keeps
// hyperlinks for (1024), and one wrapped over the screen's last cell,
// paged through, searched, resized down to one cell and back: every cell
// of every link carries its own hyperlink, nothing else any, and none is
// left open.

const denseLetters = "abcdefghijklmnopqrstuvwxyz0123456789"

// denseLinksDoc is one paragraph of n one-letter links, link i to
// https://e.x/i with the letter denseLetters[i%36].
func denseLinksDoc(t *testing.T, n int) string {
	var b strings.Builder
	for i := 0; i < n; i++ {
		fmt.Fprintf(&b, "[%c](https://e.x/%d) ", denseLetters[i%36], i)
	}
	p := filepath.Join(t.TempDir(), "dense.md")
	if err := os.WriteFile(p, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

// checkDenseLinks checks the screen of denseLinksDoc: every cell not
// blank in rows y0 to y1 (excluded) is a link's ("[", its letter, "]"),
// in its hyperlink, the links in order; no other cell has one.
func checkDenseLinks(t *testing.T, s *vt.Screen, cols, rows, y0, y1 int, what string) {
	t.Helper()
	if s.Hyperlinked() {
		t.Errorf("%s: a hyperlink is left open", what)
	}
	prev := -1
	for y := 0; y < rows; y++ {
		for x := 0; x < cols; x++ {
			text, l := s.TextAt(x, y), s.HyperlinkAt(x, y)
			if text == "" || text == " " || y < y0 || y >= y1 {
				if l != (vt.Hyperlink{}) {
					t.Fatalf("%s: cell %d,%d %q has hyperlink %+v", what, x, y, text, l)
				}
				continue
			}
			n, err := strconv.Atoi(strings.TrimPrefix(l.URI, "https://e.x/"))
			if err != nil || !strings.HasPrefix(l.URI, "https://e.x/") {
				t.Fatalf("%s: cell %d,%d %q has hyperlink %+v", what, x, y, text, l)
			}
			want := prev // the link's letter and "]"
			switch text {
			case "[":
				want = prev + 1
			case "]":
			default:
				if string(denseLetters[n%36]) != text {
					t.Fatalf("%s: cell %d,%d %q is in the hyperlink of link %d", what, x, y, text, n)
				}
			}
			if prev >= 0 && n != want {
				t.Fatalf("%s: cell %d,%d %q is in the hyperlink of link %d after link %d", what, x, y, text, n, prev)
			}
			prev = n
		}
	}
}

func TestE2EHyperlinksDense(t *testing.T) {
	for _, c := range []struct {
		name       string
		cols, rows int
		layout     string
		y0, y1     int // the document's rows; y1 counts from the bottom
		keys       []string
	}{
		// 1950 links a screen
		{"more than kept", 200, 40, "", 0, -1,
			[]string{" ", " ", "b", "b", " ", "G", "g", "j", "k", "/q\r", "n", " ", "b", "\x1b"}},
		// the status bar on top: the screen's last cell is a link's (or
		// a blank) on most rows
		{"the last cell", 81, 20, "rows:\n  - status\n  - document\n", 1, 0,
			[]string{" ", "j", "j", "j", "resize 79 21", "j", ":", "\x1b", "resize 81 20", "k", "/b\r", "n", "\x1b"}},
		{"tiny", 80, 24, "", 0, -1,
			[]string{"resize 1 1", " ", "resize 1 2", " ", "resize 2 1", "resize 3 3", "j", "G", "resize 80 24", "b", "resize 5 5", "g", "resize 80 24"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			layout := filepath.Join(t.TempDir(), "layout.yaml")
			if err := os.WriteFile(layout, []byte(c.layout+"document:\n  hyperlinks: on\n"), 0o644); err != nil {
				t.Fatal(err)
			}
			cols, rows, y1 := c.cols, c.rows, c.rows+c.y1
			h := startWith(t, startOpts{env: osc8Env(t, "xterm-256color"), cols: cols, rows: rows},
				"--layout", layout, denseLinksDoc(t, 12000))
			// The early frame has no hyperlinks: wait for tcell's.
			for deadline := time.Now().Add(e2eTimeout); ; time.Sleep(20 * time.Millisecond) {
				var linked bool
				h.onScreen(func(s *vt.Screen) { linked = s.HyperlinkAt(1, c.y0).URI != "" })
				if linked {
					break
				}
				if time.Now().After(deadline) {
					t.Fatalf("no hyperlink on the first screen:\n%s", h.screen())
				}
			}
			h.waitQuiet(t, 150*time.Millisecond)
			h.onScreen(func(s *vt.Screen) { checkDenseLinks(t, s, cols, rows, c.y0, y1, "the first screen") })
			for i, k := range c.keys {
				if size, ok := strings.CutPrefix(k, "resize "); ok {
					w, hh, _ := strings.Cut(size, " ")
					nc, _ := strconv.Atoi(w)
					nr, _ := strconv.Atoi(hh)
					y1 += nr - rows
					cols, rows = nc, nr
					h.resize(cols, rows)
				} else {
					h.typeKeys(k)
				}
				time.Sleep(50 * time.Millisecond)
				h.waitQuiet(t, 150*time.Millisecond)
				h.onScreen(func(s *vt.Screen) { checkDenseLinks(t, s, cols, rows, c.y0, y1, fmt.Sprintf("after %d: %q", i, k)) })
				if t.Failed() {
					t.Fatalf("screen:\n%s", h.screen())
				}
			}
			quit(t, h)
		})
	}
}
