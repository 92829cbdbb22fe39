package widgets

import (
	"github.com/gdamore/tcell/v2"
	"github.com/rivo/tview"
)

// Slot is a place in the layout that shows one of several primitives: the
// status bar, or the prompt while the user types (as in the C original, the
// prompt takes the status bar's place).
type Slot struct {
	*tview.Box
	current tview.Primitive
}

// NewSlot makes a slot showing p.
func NewSlot(p tview.Primitive) *Slot { return &Slot{Box: tview.NewBox(), current: p} }

// Show makes p the primitive shown.
func (s *Slot) Show(p tview.Primitive) { s.current = p }

// Draw implements tview.Primitive. What is shown gets the slot's place cut
// to the screen (the layout may size the slot past it; see ClipRect).
func (s *Slot) Draw(screen tcell.Screen) {
	x, y, w, h := s.GetRect()
	s.current.SetRect(ClipRect(screen, x, y, w, h))
	s.current.Draw(screen)
}

// Focus implements tview.Primitive by passing focus to what is shown.
func (s *Slot) Focus(delegate func(p tview.Primitive)) { delegate(s.current) }

// HasFocus implements tview.Primitive.
func (s *Slot) HasFocus() bool { return s.current.HasFocus() }

// InputHandler implements tview.Primitive.
func (s *Slot) InputHandler() func(*tcell.EventKey, func(tview.Primitive)) {
	return s.current.InputHandler()
}

// MouseHandler implements tview.Primitive.
func (s *Slot) MouseHandler() func(tview.MouseAction, *tcell.EventMouse, func(tview.Primitive)) (bool, tview.Primitive) {
	return s.current.MouseHandler()
}

// PasteHandler implements tview.Primitive: a paste goes to what is shown.
func (s *Slot) PasteHandler() func(string, func(tview.Primitive)) {
	return s.current.PasteHandler()
}
