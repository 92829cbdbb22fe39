package app

import (
	"fmt"

	"github.com/gdamore/tcell/v2"
)

// Marks, as in less: m and a letter marks the top line, ' and the letter
// returns to it, '' returns to where the last jump (a search, g or G, a
// mark, a section link) started. Each document has its own marks; a place
// is a source offset, which survives a reparse and a reopened file, and
// & (a place in the filtered lines is kept as the file's).

// markTable is one document's marks.
type markTable struct {
	marks map[rune]int64
	// jump is where the last jump started; hasJump once there was one.
	jump    int64
	hasJump bool
}

func newMarkTable() *markTable { return &markTable{marks: map[rune]int64{}} }

// validMark reports whether r can name a mark: a letter, as in less.
func validMark(r rune) bool { return (r >= 'a' && r <= 'z') || (r >= 'A' && r <= 'Z') }

// set marks off under r.
func (t *markTable) set(r rune, off int64) { t.marks[r] = off }

// get is the place marked r; '\” is where the last jump started.
func (t *markTable) get(r rune) (int64, bool) {
	if r == '\'' {
		return t.jump, t.hasJump
	}
	off, ok := t.marks[r]
	return off, ok
}

// jumped remembers off as where a jump started.
func (t *markTable) jumped(off int64) { t.jump, t.hasJump = off, true }

// marksHere is the marks of the document on screen.
func (a *App) marksHere() *markTable {
	return a.less.marksOf(a.shown.docKey())
}

// noteJump remembers the top line as where a jump starts, for ”.
func (a *App) noteJump() {
	a.marksHere().jumped(a.filePlace())
}

// markKey is m: the next key names the mark.
func (a *App) markKey() {
	a.await("mark: type a letter", func(ev *tcell.EventKey) {
		if abandoned(ev) {
			return
		}
		r := ev.Rune()
		if ev.Key() != tcell.KeyRune || !validMark(r) {
			a.ui.status.SetError("Choose a letter for the mark")
			return
		}
		a.marksHere().set(r, a.filePlace())
		a.ui.status.SetMessage(fmt.Sprintf("Mark %c set", r))
	})
}

// gotoMarkKey is ': the next key names the mark to return to (' itself:
// where the last jump started).
func (a *App) gotoMarkKey() {
	a.await("goto mark: type a letter (' for the last jump)", func(ev *tcell.EventKey) {
		if abandoned(ev) {
			return
		}
		r := ev.Rune()
		if ev.Key() != tcell.KeyRune || (!validMark(r) && r != '\'') {
			a.ui.status.SetError("Choose a mark's letter, or ' for the last jump")
			return
		}
		t := a.marksHere()
		off, ok := t.get(r)
		if !ok {
			if r == '\'' {
				a.ui.status.SetMessage("No jump to return to yet")
			} else {
				a.ui.status.SetError(fmt.Sprintf("Mark %c is not set", r))
			}
			return
		}
		from := a.filePlace() // '' comes back here
		if !a.showFilePlace(off) {
			a.ui.status.SetMessage(notThatFar)
			return
		}
		a.marksHere().jumped(from)
	})
}
