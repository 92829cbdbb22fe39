package app

import (
	"os"
	"strings"
	"testing"

	"lwl/widgets/doc"
)

// A file: URL with another host is not a local file: Enter says so and
// opens nothing, neither the local file of that path (as it did) nor the
// browser; its hyperlink keeps its host.
func TestAppFileOnAnotherHost(t *testing.T) {
	ran := fakeBrowser(t)
	const dest = "file://otherhost/etc/passwd"
	for _, text := range []string{"[f](" + dest + ")\n", "bare " + dest + "\n"} {
		hs := startApp(t, Options{Source: doc.BytesSource(text), Name: "t"}, 80, 10)
		hs.keys("n")
		hs.waitFor("the link selected", func(sc simScreen) bool { return strings.HasPrefix(sc.row(-1), ": "+dest) })
		hs.do(func() { hs.a.ui.status.SetMessage("-") })
		hs.enter()
		if msg, want := hs.message("-"), dest+": a file on another host (otherhost), not opened"; msg != want {
			t.Errorf("%q: Enter: the message is %q, want %q", text, msg, want)
		}
		if name, _ := hs.state(); name != "t" {
			t.Errorf("%q: Enter opened %q", text, name)
		}
		hs.noExec("a file on another host")
		hs.do(func() {
			if got := hs.a.hyperlinkTarget(dest); got != dest {
				t.Errorf("the hyperlink of %s is %q", dest, got)
			}
		})
	}
	if b, err := os.ReadFile(ran); err == nil {
		t.Errorf("the browser ran: %q", b)
	}
}
