package widgets

import (
	"fmt"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/gdamore/tcell/v2"

	"lwl/widgets/doc"
)

// TestLongLinkURIsKeptBounded: the hyperlinks kept across frames (the
// targets' encoded URIs, and direct output's) are bounded in bytes, not
// only in number: a destination may be as long as a chunk (an embedded
// data: URI), and a page turned through a thousand such links must not
// keep a thousand of them.
func TestLongLinkURIsKeptBounded(t *testing.T) {
	const links, uriLen = 1100, 8 << 10
	var b strings.Builder
	for i := range links {
		fmt.Fprintf(&b, "[l%d](https://x.example/%d/%s)\n", i, i, strings.Repeat("a", uriLen))
	}
	var sent atomic.Int64
	s, codes := linkScreen(t, &sent)
	styles := DocumentStyles{Link: tcell.StyleDefault.Foreground(tcell.ColorBlue).Underline(true)}
	opts := DocumentOptions{Wrap: doc.WrapNone, TabWidth: 8,
		// The app's targets are strings of their own (resolved URLs).
		Hyperlinks: &Hyperlinks{Target: func(dest string) string { return strings.Clone(dest) }}}
	v := NewDocumentView(doc.New(doc.BytesSource(b.String()), doc.ParseOptions{}), opts, styles)
	out := NewDirectOutput(countWriter{&sent}, codes)
	v.SetDirect(out)
	v.SetRect(0, 0, 160, 48)
	// held is what the view and direct output keep of hyperlinks, in
	// bytes (shared strings counted once each side).
	held := func() (view, direct int) {
		for target, l := range v.hyperlinks.byTarget {
			view += len(target) + len(l.uri) + len(l.id)
		}
		for _, l := range out.links {
			direct += len(l.uri) + len(l.id)
		}
		return view, direct
	}
	maxView, maxDirect := 0, 0
	for range links/48 + 1 {
		v.Draw(s)
		out.Flush()
		s.Show()
		v.ScrollBy(48)
		view, direct := held()
		maxView, maxDirect = max(maxView, view), max(maxDirect, direct)
	}
	if n := sent.Load(); n < links*uriLen {
		t.Fatalf("the frames sent %d bytes, not every link's hyperlink", n)
	}
	const bound = 2 << 20
	if maxView > bound || maxDirect > bound {
		t.Errorf("paging through %d links of %d-byte URIs kept up to %d bytes of hyperlinks in the view and %d in direct output; want at most %d each",
			links, uriLen, maxView, maxDirect, bound)
	}
}
