package widgets

import (
	"slices"
	"unicode"
	"unicode/utf8"
	"unsafe"

	"github.com/gdamore/tcell/v2"

	"lwl/widgets/doc"
)

// lineEdit is the text of a one-line input and its cursor. Every edit
// costs what it changes (plus moving the bytes after the cursor), never a
// walk over the whole line, so typing and pasting stay linear at any
// length (tview's InputField re-segments the whole line on every key).
type lineEdit struct {
	buf []byte
	cur int // byte offset of the cursor, on a grapheme cluster boundary
}

// text is the line.
func (e *lineEdit) text() string { return string(e.buf) }

// set replaces the line and puts the cursor at its end.
func (e *lineEdit) set(s string) {
	e.buf = append(e.buf[:0], s...)
	e.cur = len(e.buf)
}

// insert puts s at the cursor and moves the cursor after it.
func (e *lineEdit) insert(s string) {
	if e.cur == len(e.buf) {
		e.buf = append(e.buf, s...)
	} else {
		e.buf = slices.Insert(e.buf, e.cur, []byte(s)...)
	}
	e.cur += len(s)
}

// remove deletes bytes [from, to) and leaves the cursor at from.
func (e *lineEdit) remove(from, to int) bool {
	if from >= to {
		return false
	}
	e.buf = slices.Delete(e.buf, from, to)
	e.cur = from
	return true
}

// next is the cluster boundary after off.
func (e *lineEdit) next(off int) int {
	if off >= len(e.buf) {
		return len(e.buf)
	}
	n, _, _ := doc.Cluster(e.view(off, min(off+clusterMax, len(e.buf))), -1)
	return off + n
}

// view is bytes [from, to) of the line as a string without copying them:
// valid until the next edit.
func (e *lineEdit) view(from, to int) string {
	if from >= to {
		return ""
	}
	return unsafe.String(&e.buf[from], to-from)
}

// clusterMax bounds how far next and prev look for a cluster: longer
// clusters (a thousand combining marks) are split, as a terminal would
// draw them anyway.
const clusterMax = 256

// prev is the cluster boundary before off. Clusters are found walking
// forward from a place that surely starts one (an ASCII byte other than
// a line feed, which may follow a carriage return) at most clusterMax
// bytes back, so a step costs the same anywhere in a long line.
func (e *lineEdit) prev(off int) int {
	if off <= 0 {
		return 0
	}
	from := off - 1
	for from > 0 && off-from < clusterMax && (e.buf[from] >= 0x80 || e.buf[from] == '\n') {
		from--
	}
	for from > 0 && !utf8.RuneStart(e.buf[from]) {
		from--
	}
	p := from
	for {
		q := e.next(p)
		if q >= off {
			return p
		}
		p = q
	}
}

// key applies one editing key (readline's and tview's input field's: a
// character types, ctrl-u, ctrl-w, ctrl-k, ctrl-a, ctrl-e, left, right,
// alt-b, alt-f…) and reports whether the text changed.
func (e *lineEdit) key(ev *tcell.EventKey) bool {
	alt := ev.Modifiers()&tcell.ModAlt != 0
	ctrl := ev.Modifiers()&tcell.ModCtrl != 0
	switch ev.Key() {
	case tcell.KeyRune:
		if !alt {
			var b [utf8.UTFMax]byte
			e.insert(string(utf8.AppendRune(b[:0], ev.Rune())))
			return true
		}
		switch ev.Rune() {
		case 'b':
			e.cur = e.wordStart(e.cur)
		case 'f':
			e.cur = e.wordEnd(e.cur)
		case 'd':
			return e.remove(e.cur, e.wordEnd(e.cur))
		}
	case tcell.KeyBackspace, tcell.KeyBackspace2, tcell.KeyCtrlH:
		if alt {
			return e.remove(e.wordStart(e.cur), e.cur)
		}
		return e.remove(e.prev(e.cur), e.cur)
	case tcell.KeyDelete, tcell.KeyCtrlD:
		return e.remove(e.cur, e.next(e.cur))
	case tcell.KeyCtrlW:
		return e.remove(e.wordStart(e.cur), e.cur)
	case tcell.KeyCtrlK:
		return e.remove(e.cur, len(e.buf))
	case tcell.KeyCtrlU:
		return e.remove(0, e.cur)
	case tcell.KeyLeft, tcell.KeyCtrlB:
		if ctrl && ev.Key() == tcell.KeyLeft {
			e.cur = e.wordStart(e.cur)
		} else {
			e.cur = e.prev(e.cur)
		}
	case tcell.KeyRight, tcell.KeyCtrlF:
		if ctrl && ev.Key() == tcell.KeyRight {
			e.cur = e.wordEnd(e.cur)
		} else {
			e.cur = e.next(e.cur)
		}
	case tcell.KeyHome, tcell.KeyCtrlA:
		e.cur = 0
	case tcell.KeyEnd, tcell.KeyCtrlE:
		e.cur = len(e.buf)
	}
	return false
}

// isWord reports whether r belongs to a word (for word moves and deletes).
func isWord(r rune) bool {
	return r == '_' || unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.Is(unicode.M, r)
}

// wordStart is the start of the word before off (skipping what is between
// words first).
func (e *lineEdit) wordStart(off int) int {
	for off > 0 {
		r, n := utf8.DecodeLastRune(e.buf[:off])
		if isWord(r) {
			break
		}
		off -= n
	}
	for off > 0 {
		r, n := utf8.DecodeLastRune(e.buf[:off])
		if !isWord(r) {
			break
		}
		off -= n
	}
	return off
}

// wordEnd is the end of the word after off.
func (e *lineEdit) wordEnd(off int) int {
	for off < len(e.buf) {
		r, n := utf8.DecodeRune(e.buf[off:])
		if isWord(r) {
			break
		}
		off += n
	}
	for off < len(e.buf) {
		r, n := utf8.DecodeRune(e.buf[off:])
		if !isWord(r) {
			break
		}
		off += n
	}
	return off
}

// LineEditor is a one-line input without a widget of its own, edited with
// the prompt's keys: the link picker's filter line.
type LineEditor struct{ line lineEdit }

// Key applies an editing key and reports whether the text changed.
func (e *LineEditor) Key(ev *tcell.EventKey) bool { return e.line.key(ev) }

// Text is the line.
func (e *LineEditor) Text() string { return e.line.text() }

// Cursor is the cursor's byte offset in the line.
func (e *LineEditor) Cursor() int { return e.line.cur }
