package widgets

import (
	"github.com/gdamore/tcell/v2"
	"github.com/rivo/tview"

	"lwl/widgets/doc"
)

// StatusStyles are the theme styles the status bar draws with.
type StatusStyles struct {
	Status, Mode, Message, Error tcell.Style
}

// StatusBar shows the mode indicator, a message, and on the right the
// document's name and position. A long message (the `v` preview) wraps over
// as many rows as the owner gives it; see Rows.
type StatusBar struct {
	*tview.Box
	styles  StatusStyles
	mode    string
	message string
	isError bool
	wrap    bool
	right   string
}

// NewStatusBar makes an empty status bar.
func NewStatusBar(styles StatusStyles) *StatusBar {
	return &StatusBar{Box: tview.NewBox(), styles: styles, mode: ":"}
}

// SetMode sets the mode indicator (":", "/", "?", ">", "!").
func (s *StatusBar) SetMode(m string) { s.mode = m }

// SetMessage shows text (sanitized here) cut to one row with "...".
func (s *StatusBar) SetMessage(text string) {
	s.message, s.isError, s.wrap = doc.Sanitize(text), false, false
}

// SetError shows text in the error style.
func (s *StatusBar) SetError(text string) {
	s.message, s.isError, s.wrap = doc.Sanitize(text), true, false
}

// SetPreview shows text whole, wrapped over as many rows as Rows says.
func (s *StatusBar) SetPreview(text string) {
	s.message, s.isError, s.wrap = doc.Sanitize(text), false, true
}

// Message is the message shown now.
func (s *StatusBar) Message() string { return s.message }

// ClearMessage removes the message.
func (s *StatusBar) ClearMessage() { s.message, s.isError, s.wrap = "", false, false }

// SetRight sets the right-hand text (name and position).
func (s *StatusBar) SetRight(text string) { s.right = doc.Sanitize(text) }

// Rows is how many rows the status bar needs at this width.
func (s *StatusBar) Rows(width int) int {
	if !s.wrap || width < 3 {
		return 1
	}
	rows, text := 0, s.mode+" "+s.message
	for text != "" {
		n := fitText(text, width)
		if n == 0 {
			break
		}
		text = text[n:]
		rows++
	}
	return max(rows, 1)
}

// Draw implements tview.Primitive, writing every cell once.
func (s *StatusBar) Draw(screen tcell.Screen) {
	x, y, w, h := s.GetInnerRect()
	if w <= 0 || h <= 0 {
		return
	}
	msgStyle := s.styles.Message
	if s.isError {
		msgStyle = s.styles.Error
	}
	if s.message == "" {
		msgStyle = s.styles.Status
	}
	if s.wrap {
		text := s.mode + " " + s.message
		for row := 0; row < h; row++ {
			n := putText(screen, x, y+row, w, text, msgStyle)
			text = text[n:]
		}
		return
	}
	for row := 1; row < h; row++ {
		putText(screen, x, y+row, w, "", s.styles.Status)
	}
	modeW := min(textWidth(s.mode), w)
	putText(screen, x, y, modeW, s.mode, s.styles.Mode)
	col := modeW
	if col < w {
		screen.Put(x+col, y, " ", s.styles.Status)
		col++
	}
	right := s.right
	rw := textWidth(right)
	room := w - col // for the message, and the right-hand text after a space
	if rw > 0 {
		if rw+1 > room || (textWidth(s.message)+rw+1 > room && room-rw-1 < 8) {
			right, rw = "", 0 // too narrow for both: the message wins
		} else {
			room -= rw + 1
		}
	}
	putText(screen, x+col, y, room, cut(s.message, room), msgStyle)
	col += room
	if rw > 0 {
		screen.Put(x+col, y, " ", s.styles.Status)
		putText(screen, x+col+1, y, rw, right, s.styles.Status)
	}
}
