package widgets

import (
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"

	"lwl/widgets/doc"
)

// fitsOneRow may say a line fits only where wrapping it gives one row: no
// character but a tab takes more cells than it has bytes.
func TestFitsOneRowAgreesWithWrap(t *testing.T) {
	lines := []string{
		"", "plain ascii", "日本語のテキスト", "e\u0301 combining", "👍🏽 and 👨‍👩‍👧",
		"🇫🇷🇩🇪 flags", "☺\uFE0F #\uFE0F", "<1B>[1m token", "\x7f\xff bad utf-8", "ｆｕｌｌ",
		"a\tb", "\t",
	}
	for _, line := range lines {
		checkFitsOneRow(t, line)
	}
}

func checkFitsOneRow(t *testing.T, line string) {
	t.Helper()
	for _, width := range []int{len(line), len(line) + 1, max(len(line)-1, 1)} {
		for _, mode := range []doc.WrapMode{doc.WrapHard, doc.WrapWord} {
			if !fitsOneRow(line, width) {
				continue
			}
			if rows := doc.WrapLine(line, width, 8, mode, nil); len(rows) != 1 {
				t.Errorf("fitsOneRow(%q, %d) but it wraps to rows %v (mode %d)", line, width, rows, mode)
			}
		}
	}
	if strings.Contains(line, "\t") && fitsOneRow(line, len(line)) {
		t.Errorf("fitsOneRow(%q): a line with a tab cannot be known to fit unwrapped", line)
	}
}

func FuzzFitsOneRow(f *testing.F) {
	for _, s := range []string{"abc", "日本", "👍🏽x", "a\tb", "\u0301"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, line string) {
		if strings.Contains(line, "\n") {
			return // a line has none
		}
		checkFitsOneRow(t, line)
	})
}

// Lines that fit one row are not cached: paging through a log of short
// lines kept a megabyte of row starts every 30 pages.
func TestShortLinesAreNotCached(t *testing.T) {
	text := strings.Repeat("2026-11-30T00:00:00.000Z INFO a short log line\n", 20000) +
		strings.Repeat("a long line that wraps, ", 20) + "\n"
	v := NewDocumentView(doc.New(doc.BytesSource(text), doc.ParseOptions{}), DocumentOptions{Wrap: doc.WrapHard}, DocumentStyles{})
	s := tcell.NewSimulationScreen("")
	if err := s.Init(); err != nil {
		t.Fatal(err)
	}
	defer s.Fini()
	s.SetSize(80, 24)
	v.SetRect(0, 0, 80, 24)
	for range 900 {
		v.Draw(s)
		v.ScrollBy(24)
	}
	v.Draw(s)
	if len(v.wraps) != 1 {
		t.Errorf("%d lines in the wrap cache after paging to the end, want 1 (the long line)", len(v.wraps))
	}
}
