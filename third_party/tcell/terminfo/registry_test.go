package terminfo_test

import (
	"slices"
	"testing"

	"github.com/gdamore/tcell/v2/terminfo"
	_ "github.com/gdamore/tcell/v2/terminfo/extended"
)

// Every built-in description, now a package variable each terminal's
// package registers, is found by its name and each alias.
func TestBuiltinDescriptionsRegistered(t *testing.T) {
	t.Setenv("COLORTERM", "")
	names := terminfo.TerminfoNames()
	if len(names) != 56 {
		t.Errorf("%d names registered, want the 56 of the built-in descriptions", len(names))
	}
	for _, n := range names {
		ti, err := terminfo.LookupTerminfo(n)
		if err != nil || ti.Name != n && !slices.Contains(ti.Aliases, n) {
			t.Errorf("%s: %v, %v", n, ti, err)
		}
	}
	if ti, err := terminfo.LookupTerminfo("xterm-256color"); err != nil || ti.Colors != 256 || ti.SetFg == "" {
		t.Errorf("xterm-256color: %+v, %v", ti, err)
	}
}
