package app

import (
	"testing"

	"lwl/widgets/doc"
)

// linkHolding finds the link whose text, brackets or hidden destination
// holds a source offset: the link a match found in the source view
// selects back in the link view.
func TestLinkHolding(t *testing.T) {
	src := "ab [cd](efg) h [x](y)"
	for _, hide := range []bool{false, true} {
		d := doc.New(doc.BytesSource(src), doc.ParseOptions{HideBrackets: hide})
		for off, want := range map[int64]int64{0: -1, 3: 3, 4: 3, 6: 3, 7: 3, 9: 3, 11: 3, 12: -1, 13: -1, 15: 15, 18: 15, 20: 15} {
			if got := linkHolding(d, off); got != want {
				t.Errorf("hide brackets %v: linkHolding(%d) = %d, want %d (%q)", hide, off, got, want, src[off:])
			}
		}
	}
}
