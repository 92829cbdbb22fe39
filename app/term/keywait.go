package term

import (
	"os"
	"sync"
	"time"
	"unicode/utf8"

	"golang.org/x/term"
)

// keyRest is how long the rest of a key's bytes (an arrow's after its ESC)
// may take to arrive.
const keyRest = 30 * time.Millisecond

// keyWait is the wait for a key after a command, as a signal sees it.
type keyWait struct {
	interrupt func()         // ends the wait, from any goroutine
	setRaw    func(raw bool) // sets the terminal's mode: cooked while lwl is stopped
}

// WaitForKey reads one key press from the terminal in raw mode, for the
// "[process terminated]" pause, and returns what was typed after that key:
// keys typed ahead, which are lwl's (see Terminal.UnreadInput). The wait is
// given to l while it lasts, so that a signal can end it (it then returns
// nothing) or stop lwl meanwhile. It opens the terminal afresh: a
// descriptor handed to a child was made blocking, and read deadlines need a
// non-blocking one.
func (l *Lifecycle) WaitForKey() []byte {
	tty, err := os.OpenFile("/dev/tty", os.O_RDWR, 0)
	if err != nil {
		return nil
	}
	defer tty.Close()
	rc, err := tty.SyscallConn()
	if err != nil {
		return nil
	}
	var old *term.State
	rc.Control(func(fd uintptr) { old, _ = term.MakeRaw(int(fd)) })
	if old == nil {
		return nil
	}
	var (
		mu    sync.Mutex
		ended bool // the mode was restored for good
	)
	defer func() {
		mu.Lock()
		ended = true
		rc.Control(func(fd uintptr) { term.Restore(int(fd), old) })
		mu.Unlock()
	}()
	interrupted := make(chan struct{})
	var once sync.Once
	l.setKeyWait(&keyWait{
		interrupt: func() {
			once.Do(func() { close(interrupted) })
			tty.SetReadDeadline(time.Now())
		},
		setRaw: func(raw bool) {
			mu.Lock()
			defer mu.Unlock()
			if ended {
				return
			}
			rc.Control(func(fd uintptr) {
				if raw {
					term.MakeRaw(int(fd))
				} else {
					term.Restore(int(fd), old)
				}
			})
		},
	})
	defer l.setKeyWait(nil)

	buf := make([]byte, 256)
	n, err := tty.Read(buf)
	if n == 0 || err != nil {
		return nil
	}
	got := append([]byte(nil), buf[:n]...)
	for keyIncomplete(got) {
		select {
		case <-interrupted:
			return nil
		default:
		}
		tty.SetReadDeadline(time.Now().Add(keyRest))
		n, err := tty.Read(buf)
		if n == 0 || err != nil {
			break
		}
		got = append(got, buf[:n]...)
	}
	return got[keyLen(got):]
}

// keyIncomplete tells whether b is only the start of a key's bytes: ESC
// alone (which may be the ESC key, or an arrow's first byte), or an escape
// sequence without its end.
func keyIncomplete(b []byte) bool {
	if len(b) == 0 || b[0] != 0x1b {
		return !utf8.FullRune(b)
	}
	return keyLen(b) > len(b) || len(b) == 1
}

// keyLen is the length of the first key in b: an escape sequence (CSI
// "ESC [ ... final", SS3 "ESC O x", or ESC before a key, as alt sends it),
// or one UTF-8 character. It may be more than len(b) when b ends within
// the key.
func keyLen(b []byte) int {
	if len(b) == 0 {
		return 0
	}
	if b[0] != 0x1b {
		_, n := utf8.DecodeRune(b)
		return n
	}
	if len(b) == 1 {
		return 1
	}
	switch b[1] {
	case '[':
		for i := 2; i < len(b); i++ {
			if b[i] >= 0x40 && b[i] <= 0x7e {
				return i + 1
			}
			if b[i] < 0x20 || b[i] > 0x3f {
				return i // not a sequence after all: ESC [ is the key
			}
		}
		return len(b) + 1
	case 'O':
		return 3
	case 0x1b:
		return 1
	default:
		_, n := utf8.DecodeRune(b[1:])
		return 1 + n
	}
}
