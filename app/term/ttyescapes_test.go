package term

import (
	"testing"
	"time"

	"github.com/gdamore/tcell/v2"

	"lwl/app/config"
)

func TestEscapesHeld(t *testing.T) {
	for in, want := range map[string]int{
		"":               0,
		"\x1b":           0,
		"x\x1b":          0,
		"\x1b\x1b":       1,
		"\x1b\x1b\x1b":   2,
		"ab\x1b\x1b":     1,
		"\x1b\x1bx":      0,
		"\x1b[A\x1b\x1b": 1,
	} {
		if got := escapesHeld([]byte(in)); got != want {
			t.Errorf("escapesHeld(%q) = %d, want %d", in, got, want)
		}
	}
}

// scriptTty is a terminal whose reads give the chunks of a script, then
// wait.
type scriptTty struct {
	recordingTty
	chunks chan string
}

func (s *scriptTty) Read(b []byte) (int, error) { return copy(b, <-s.chunks), nil }

// A double esc read at once reaches tcell's parser as keys, not as an alt
// key waiting without end for what it modifies.
func TestGatedTtyDoubleEscape(t *testing.T) {
	for _, typed := range []string{"\x1b\x1b", "abc\x1b\x1b\x1b"} {
		tty := &scriptTty{chunks: make(chan string, 1)}
		g := &gatedTty{Tty: tty, gate: make(chan struct{})}
		if err := g.open(); err != nil {
			t.Fatal(err)
		}
		events := make(chan tcell.Event, 16)
		ip := tcell.NewInputProcessor(events)
		stop := make(chan struct{})
		go func() { // as tcell's input loop
			for {
				b := make([]byte, 128)
				n, _ := g.Read(b)
				select {
				case <-stop:
					return
				default:
				}
				ip.ScanUTF8(b[:n])
			}
		}()
		tty.chunks <- typed
		var got []string
		timeout := time.After(5 * time.Second)
	wait:
		for {
			select {
			case ev := <-events:
				if k, ok := ev.(*tcell.EventKey); ok {
					got = append(got, config.EventName(k))
					if k.Key() == tcell.KeyEscape {
						break wait
					}
				}
			case <-timeout:
				t.Fatalf("%q: no esc from tcell's parser, keys %q", typed, got)
			}
		}
		close(stop)
		tty.chunks <- "" // ends the reader
		if last := got[len(got)-1]; last != "esc" {
			t.Errorf("%q: keys %q, want them to end with esc", typed, got)
		}
	}
}
