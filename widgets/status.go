package widgets

import (
	"github.com/gdamore/tcell/v2"
	"github.com/rivo/tview"

	"lwl/widgets/doc"
)

// StatusStyles are the theme styles the status bar draws with.
type StatusStyles struct {
	Status, Mode, Message, Error tcell.Style
	// Control is the style of the tokens that stand for control bytes and
	// invisible characters in a message.
	Control tcell.Style
}

// StatusBar shows the mode indicator, a message, and on the right the
// document's name and position. A long message (the `v` preview) wraps over
// as many rows as the owner gives it; see Rows.
type StatusBar struct {
	*tview.Box
	styles  StatusStyles
	mode    string
	message string
	tokens  [][2]int // byte ranges of message drawn in the control style
	isError bool
	wrap    bool
	name    string // the document's name, cut from the left when room is short
	pos     string // the position, kept whole
}

// NewStatusBar makes an empty status bar.
func NewStatusBar(styles StatusStyles) *StatusBar {
	return &StatusBar{Box: tview.NewBox(), styles: styles, mode: ":"}
}

// SetMode sets the mode indicator (":", "/", "?", ">", "!").
func (s *StatusBar) SetMode(m string) { s.mode = m }

// SetMessage shows text cut to one row with "...". Control bytes and
// invisible characters show as tokens (doc.Visible) in the control style.
func (s *StatusBar) SetMessage(text string) { s.set(text, false, false) }

// SetError shows text in the error style.
func (s *StatusBar) SetError(text string) { s.set(text, true, false) }

// SetPreview shows text whole, wrapped over as many rows as Rows says.
func (s *StatusBar) SetPreview(text string) { s.set(text, false, true) }

func (s *StatusBar) set(text string, isError, wrap bool) {
	s.message, s.tokens = doc.Visible(text, s.tokens[:0])
	s.isError, s.wrap = isError, wrap
}

// Message is the message shown now.
func (s *StatusBar) Message() string { return s.message }

// ClearMessage removes the message.
func (s *StatusBar) ClearMessage() {
	s.message, s.tokens, s.isError, s.wrap = "", s.tokens[:0], false, false
}

// SetRight sets the right-hand text: the document's name and its position.
// The message and the position win over the name, which is cut from the
// left ("…/reconstructed/urls") or left out when room is short.
func (s *StatusBar) SetRight(name, position string) {
	s.name, _ = doc.Visible(name, nil) // a name may hide a U+202E as well
	s.pos, _ = doc.Visible(position, nil)
}

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
		m := marks{ranges: s.tokens, base: -len(s.mode) - 1, style: s.styles.Control}
		for row := 0; row < h; row++ {
			if row == h-1 && fitText(text, w) < len(text) {
				// Fewer rows than the text needs: say it goes on (the
				// whole of it: c copies the link).
				putMarked(screen, x, y+row, w, cut(text, w), msgStyle, m)
				break
			}
			n := putMarked(screen, x, y+row, w, text, msgStyle, m)
			text = text[n:]
			m.base += n
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
	right := s.rightText(w-col, textWidth(s.message))
	rw := textWidth(right)
	room := w - col // for the message, and the right-hand text after a space
	if rw > 0 {
		room -= rw + 1
	}
	msg := cut(s.message, room)
	tokens := s.tokens
	if msg != s.message && len(msg) >= 3 {
		// The "..." that cut added is the message's style, not a token's.
		kept := len(msg) - 3
		for len(tokens) > 0 && tokens[len(tokens)-1][0] >= kept {
			tokens = tokens[:len(tokens)-1]
		}
		if n := len(tokens); n > 0 && tokens[n-1][1] > kept {
			tokens = append(tokens[:n-1:n-1], [2]int{tokens[n-1][0], kept})
		}
	}
	putMarked(screen, x+col, y, room, msg, msgStyle, marks{ranges: tokens, style: s.styles.Control})
	col += room
	if rw > 0 {
		screen.Put(x+col, y, " ", s.styles.Status)
		putText(screen, x+col+1, y, rw, right, s.styles.Status)
	}
}

// minName is the fewest cells worth showing of a name cut from the left.
const minName = 8

// rightText is the name and position as they fit in room cells beside a
// message of msgW cells: the message comes first (the position goes when
// the message would keep fewer than 8 cells), then the position, then as
// much of the name's end as fits.
func (s *StatusBar) rightText(room, msgW int) string {
	posW := textWidth(s.pos)
	if posW == 0 && s.name == "" {
		return ""
	}
	if posW+1 > room || (msgW+posW+1 > room && room-posW-1 < 8) {
		return "" // too narrow for both: the message wins
	}
	nameRoom := room - posW - 1 - msgW - 2 // a space after the message, two before the position
	nameW := textWidth(s.name)
	switch {
	case s.name == "":
		return s.pos
	case s.pos == "":
		if nameW+1+msgW <= room {
			return s.name
		}
		nameRoom += 2
	case nameW <= nameRoom:
		return s.name + "  " + s.pos
	}
	if nameRoom < min(minName, nameW) {
		return s.pos
	}
	name := cutLeft(s.name, nameRoom)
	if s.pos == "" {
		return name
	}
	return name + "  " + s.pos
}
