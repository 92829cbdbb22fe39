package app

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"lwl/widgets/doc"
)

// A search's count gives way while keys keep coming (a user paging on
// right after /e), and finishes once they stop; the first match is found
// at once all the same.
func TestCountGivesWayToKeys(t *testing.T) {
	var b strings.Builder
	for i := 0; b.Len() < 40*doc.ChunkSize; i++ {
		fmt.Fprintf(&b, "%06d hay and a needle\n", i)
	}
	hs := startApp(t, Options{Source: doc.BytesSource(b.String()), Name: "hay"}, 60, 10)
	hs.waitFor("the document", func(sc simScreen) bool { return strings.HasPrefix(sc.row(0), "000000 hay") })
	state := func() (selected bool, total int) {
		hs.do(func() { selected, total = hs.a.ui.view.SelectedMatch() >= 0, hs.a.input.search.Active().Total() })
		return
	}
	typing := time.Now().Add(time.Second)
	hs.a.noteKey()
	hs.do(func() { hs.a.startSearch("needle", false) })
	for time.Now().Before(typing) {
		// A key every 20 ms: never a quiet moment. Each is noted half a
		// second ahead, as on a loaded machine (go test ./... beside other
		// builds) this loop's sleep can outlast the quiet the count waits
		// for.
		hs.a.input.lastKey.Store(time.Now().Add(500 * time.Millisecond).UnixNano())
		time.Sleep(20 * time.Millisecond)
	}
	selected, total := state()
	if !selected {
		t.Error("the first match was not selected while keys came")
	}
	if total >= 0 {
		t.Errorf("the count (%d) ran on while keys kept coming", total)
	}
	deadline := time.Now().Add(appTimeout)
	for _, total = state(); total < 0; _, total = state() {
		if time.Now().After(deadline) {
			t.Fatal("the count did not finish once the keys stopped")
		}
		time.Sleep(10 * time.Millisecond)
	}
	if want := strings.Count(b.String(), "needle"); total != want {
		t.Errorf("count %d, want %d", total, want)
	}
}
