//go:build linux

package e2e

// Golden screens with colours: a coloured git diff and a man
// page (overstrike) shown by the real lwl on a pseudo-terminal, read back
// through internal/vt with each cell's pen. The golden file holds the
// screen's text, then the same rows with a letter for each cell's pen, then
// the letters' pens. LWL_UPDATE_GOLDEN=1 rewrites the files.

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"lwl/internal/vt"
)

func TestE2EGoldenColor(t *testing.T) {
	for _, tc := range []struct{ in, golden string }{
		{"diff-color.in", "diff-color-80x24.txt"},
		{"man-ls.in", "man-ls-80x24.txt"},
	} {
		t.Run(tc.golden, func(t *testing.T) {
			content, err := os.ReadFile(filepath.Join("testdata", "golden", tc.in))
			if err != nil {
				t.Fatal(err)
			}
			dir := t.TempDir() // lwl runs there, so the status bar names the file alone
			if err := os.WriteFile(filepath.Join(dir, tc.in), content, 0o644); err != nil {
				t.Fatal(err)
			}
			h := startWith(t, startOpts{cols: 80, rows: 24, dir: dir}, tc.in)
			h.waitStatus(t, tc.in, "line 1")
			h.waitQuiet(t, 200e6)
			noTokens(t, h)
			got := h.penScreen()
			file := filepath.Join("testdata", "golden", tc.golden)
			if os.Getenv("LWL_UPDATE_GOLDEN") == "1" {
				if err := os.WriteFile(file, []byte(got), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want, err := os.ReadFile(file)
			if err != nil {
				t.Fatalf("%v (LWL_UPDATE_GOLDEN=1 writes it)", err)
			}
			if got != string(want) {
				t.Errorf("screen differs from %s:\n%s", file, got)
			}
			quit(t, h)
		})
	}
}

// penScreen is the screen as the golden files hold it: the rows' text,
// the rows again with a letter a cell naming its pen ('.' the default,
// a blank for a blank cell with the default pen), and the pens the
// letters stand for, in order of first use.
func (h *termHandle) penScreen() (screen string) {
	h.onScreen(func(s *vt.Screen) { screen = penScreenOf(s) })
	return screen
}

func penScreenOf(s *vt.Screen) string {
	lines := s.Lines()
	var text, pens strings.Builder
	letters := map[vt.Pen]byte{}
	var order []vt.Pen
	const names = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
	for y, line := range lines {
		text.WriteString(strings.TrimRight(line, " ") + "\n")
		var row strings.Builder
		cells := []rune(line)
		for x := range cells {
			p := s.PenAt(x, y)
			switch {
			case p == vt.Pen{Fg: -1, Bg: -1} && cells[x] == ' ':
				row.WriteByte(' ')
			case p == vt.Pen{Fg: -1, Bg: -1}:
				row.WriteByte('.')
			default:
				l, ok := letters[p]
				if !ok {
					l = '?'
					if len(order) < len(names) {
						l = names[len(order)]
					}
					letters[p] = l
					order = append(order, p)
				}
				row.WriteByte(l)
			}
		}
		pens.WriteString(strings.TrimRight(row.String(), " ") + "\n")
	}
	var b strings.Builder
	b.WriteString(text.String())
	b.WriteString("--- pens\n")
	b.WriteString(pens.String())
	b.WriteString("--- legend\n")
	for _, p := range order {
		fmt.Fprintf(&b, "%c %s\n", letters[p], penName(p))
	}
	return b.String()
}

// penName says what a pen draws with: its attributes and colours.
func penName(p vt.Pen) string {
	var parts []string
	for _, a := range []struct {
		on   bool
		name string
	}{{p.Bold, "bold"}, {p.Dim, "dim"}, {p.Italic, "italic"}, {p.Underline, "underline"}, {p.Reverse, "reverse"}, {p.Strike, "strike"}} {
		if a.on {
			parts = append(parts, a.name)
		}
	}
	colour := func(c int) string {
		if c >= 1<<24 {
			return fmt.Sprintf("#%06x", c&0xffffff)
		}
		return fmt.Sprint(c)
	}
	if p.Fg != -1 {
		parts = append(parts, "fg "+colour(p.Fg))
	}
	if p.Bg != -1 {
		parts = append(parts, "bg "+colour(p.Bg))
	}
	return strings.Join(parts, ", ")
}
