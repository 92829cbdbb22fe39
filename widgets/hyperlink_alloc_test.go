package widgets

import (
	"fmt"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/gdamore/tcell/v2"

	"lwl/widgets/doc"
)

// TestLinkPageTurnAllocatesNothing: turning between two screens full of
// links, with hyperlinks on, drawn by tcell on an xterm-256color terminal
// and by direct output, allocates nothing once both screens were seen.
// tcell allocates for every cell it sends (twice, encoding the
// character), so a link's cells go to direct output with their hyperlink
// beside the style: on a link-dense page they would be most of the
// garbage paging makes, which sets off collections whose heap stays
// resident. Targets that are not ASCII (their URIs percent-encoded) too.
func TestLinkPageTurnAllocatesNothing(t *testing.T) {
	t.Setenv("LC_ALL", "C.UTF-8")
	for _, host := range []string{"example.com", "bücher.example"} {
		t.Run(host, func(t *testing.T) { linkPageTurnAllocatesNothing(t, host) })
	}
}

func linkPageTurnAllocatesNothing(t *testing.T, host string) {
	var b strings.Builder
	targets := map[string]string{}
	for i := range 200 {
		abs, rel := fmt.Sprintf("https://%s/%d", host, i), fmt.Sprintf("page/%d", i)
		targets[abs], targets[rel] = abs, "https://base.example/"+rel
		fmt.Fprintf(&b, "line %d: see [the link %d](%s), [another](%s) and [a third](%s) then words\n", i, i, abs, rel, abs)
	}
	var sent atomic.Int64
	s, codes := linkScreen(t, &sent)
	styles := DocumentStyles{Link: tcell.StyleDefault.Foreground(tcell.ColorBlue).Underline(true)}
	opts := DocumentOptions{Wrap: doc.WrapHard, TabWidth: 8,
		Hyperlinks: &Hyperlinks{Target: func(dest string) string { return targets[dest] }}}
	v := NewDocumentView(doc.New(doc.BytesSource(b.String()), doc.ParseOptions{}), opts, styles)
	out := NewDirectOutput(countWriter{&sent}, codes)
	v.SetDirect(out)
	v.SetRect(0, 0, 160, 48)
	page := 48
	frame := func() {
		v.ScrollBy(page)
		page = -page
		v.Draw(s)
		out.Flush()
		s.Show()
	}
	for range 4 {
		frame()
	}
	if n := sent.Load(); n < 48*100 {
		t.Fatalf("the frames sent %d bytes, not two screens", n)
	}
	if raceEnabled {
		return // the race detector's own allocations count
	}
	if allocs := testing.AllocsPerRun(20, frame); allocs > 0 {
		t.Errorf("a page turn allocates %.0f times, want none", allocs)
	}
}
