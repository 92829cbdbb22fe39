package doc

import "testing"

// TestPlainLineAgreesWithMdLine checks the scan's shortcut for plain lines
// against the full line rules, for every state the line before may leave.
func TestPlainLineAgreesWithMdLine(t *testing.T) {
	lines := []string{"", " ", "text", " text", "  text", "   text", "    text", "     text",
		"  - item", "   1. one", "# h", "   # h", "\ttext", " \ttext", "> q", "  > q", "---", "  ***",
		"[a](b) c", "  (x)", "  \r", "12 text", "  ~ x", "\r",
		"2026-11-30T02:35", "1. one", "1) one", "1.", "1.x", "  12345678901. x", "123456789. x", "1234567890. x", "7\tx"}
	states := []lineState{{}, {blank: true}, {para: true}, {inList: true}, {blank: true, inList: true}, {para: true, inList: true}}
	for _, line := range lines {
		for _, prev := range states {
			got, ok := plainLine([]byte(line), 0, len(line), prev)
			if !ok {
				continue
			}
			ps := &parser{}
			in := inlineScanner{ps: ps, w: []byte(line)}
			in.reset()
			if want := ps.mdLine(&in, 0, len(line), prev); got != want || len(ps.md.spans)+len(ps.md.code) > 0 {
				t.Errorf("line %q after %+v: shortcut %+v, rules %+v (spans %v, code %v)", line, prev, got, want, ps.md.spans, ps.md.code)
			}
		}
	}
}
