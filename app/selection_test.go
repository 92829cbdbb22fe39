package app

import (
	"testing"

	"lwl/widgets/doc"
)

// A link step that scrolls to a link off screen is a jump: ” returns;
// a step to a link on screen is none.
func TestAppLinkStepOffScreenIsJump(t *testing.T) {
	text := "[near](https://a.example/)\n" + lines(2, 80) + "[far](https://b.example/)\n" + lines(83, 80)
	hs := startApp(t, Options{Source: doc.BytesSource(text), Name: "t"}, 80, 20)
	hs.press("\t''")
	if m := hs.message(""); m != "No jump to return to yet" {
		t.Errorf("a step on screen made a jump: message %q", m)
	}
	hs.press("\t")
	if _, top := hs.state(); top < 60 {
		t.Fatalf("tab to the far link: top line %d", top)
	}
	hs.press("''")
	if _, top := hs.state(); top != 1 {
		t.Errorf("'' after a link step off screen: top line %d, want 1", top)
	}
}
