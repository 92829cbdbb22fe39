package widgets

import (
	"github.com/gdamore/tcell/v2"
	"github.com/rivo/tview"

	"lwl/widgets/doc"
)

// Title is a one-row widget that shows the document's name or base URL.
type Title struct {
	*tview.Box
	text  string
	style tcell.Style
}

// NewTitle makes a title bar.
func NewTitle(style tcell.Style) *Title { return &Title{Box: tview.NewBox(), style: style} }

// SetText sets the title (sanitized when drawn).
func (t *Title) SetText(s string) { t.text = s }

// Draw implements tview.Primitive.
func (t *Title) Draw(screen tcell.Screen) {
	x, y, w, h := t.GetInnerRect()
	text := cut(doc.Sanitize(t.text), w)
	for row := 0; row < h; row++ {
		putText(screen, x, y+row, w, text, t.style)
		text = ""
	}
}
