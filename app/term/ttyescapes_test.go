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

// keysParsed runs tcell's own parser on what a gatedTty gives, read as
// tcell's input loop reads, while typing sends the terminal's reads one
// by one. It returns the names of the keys parsed up to the one last
// says ends them, or those of 5 s.
func keysParsed(typing func(read func(string)), last func(*tcell.EventKey) bool) []string {
	tty := &scriptTty{chunks: make(chan string, 8)}
	g := &gatedTty{Tty: tty, gate: make(chan struct{})}
	if err := g.open(); err != nil {
		return []string{err.Error()}
	}
	events := make(chan tcell.Event, 16)
	ip := tcell.NewInputProcessor(events)
	stop := make(chan struct{})
	go func() {
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
	defer func() {
		close(stop)
		tty.chunks <- "" // ends the reader
	}()
	typing(func(chunk string) { tty.chunks <- chunk })
	var got []string
	timeout := time.After(5 * time.Second)
	for {
		select {
		case ev := <-events:
			if k, ok := ev.(*tcell.EventKey); ok {
				got = append(got, config.EventName(k))
				if last(k) {
					return got
				}
			}
		case <-timeout:
			return got
		}
	}
}

func isEsc(k *tcell.EventKey) bool { return k.Key() == tcell.KeyEscape }

func isPlainZ(k *tcell.EventKey) bool {
	return k.Key() == tcell.KeyRune && k.Rune() == 'z' && k.Modifiers() == 0
}

// pastEscWait sleeps past tcell's wait after a lone esc.
func pastEscWait() { time.Sleep(80 * time.Millisecond) }

// A double esc read at once reaches tcell's parser as keys, not as an alt
// key waiting without end for what it modifies.
func TestGatedTtyDoubleEscape(t *testing.T) {
	for _, typed := range []string{"\x1b\x1b", "abc\x1b\x1b\x1b"} {
		got := keysParsed(func(read func(string)) { read(typed) }, isEsc)
		if len(got) == 0 || got[len(got)-1] != "esc" {
			t.Errorf("%q: keys %q, want them to end with esc", typed, got)
		}
	}
}
