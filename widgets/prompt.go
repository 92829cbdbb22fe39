package widgets

import (
	"strings"

	"github.com/gdamore/tcell/v2"
	"github.com/rivo/tview"

	"lwl/widgets/doc"
)

// Prompt is the input line for searches and commands: a label (the mode
// indicator "/", "?", ">", "!") and one line of text being edited.
//
// It is lwl's own rather than tview's InputField, whose every key and
// frame re-segments the whole line (6,000 characters took 10 s to type):
// here a key costs what it changes and a frame what it shows, and a paste
// arrives as one edit.
type Prompt struct {
	*tview.Box
	label             string
	note              string // after the label until the next edit (SetNote)
	labelStyle, style tcell.Style
	line              lineEdit
	scroll            int // byte offset of the first cluster shown
	changed           func()
	history           map[string]*history
	kind              string
	walk              []int // scratch: cluster offsets and columns between scroll and cursor
}

type history struct {
	entries []string
	at      int // index being shown; len(entries) is the line being typed
	typed   string
}

// NewPrompt makes a prompt drawn with the theme's prompt (field) and mode
// (label) styles.
func NewPrompt(field, label tcell.Style) *Prompt {
	return &Prompt{Box: tview.NewBox(), style: field, labelStyle: label, history: map[string]*history{}}
}

// SetLabel sets the mode indicator drawn before the text.
func (p *Prompt) SetLabel(label string) { p.label = doc.Sanitize(label) }

// SetNote sets a note drawn after the indicator, in its style, until the
// text changes or the prompt starts again: the status bar may be hidden
// while a line is typed.
func (p *Prompt) SetNote(note string) { p.note = doc.Sanitize(note) }

// SetText replaces the text, with the cursor at its end. The changed
// function is not called.
func (p *Prompt) SetText(text string) {
	p.line.set(text)
	p.scroll = 0
}

// GetText is the text typed (a copy: it costs the line's length).
func (p *Prompt) GetText() string { return p.line.text() }

// Empty reports whether no text is typed.
func (p *Prompt) Empty() bool { return len(p.line.buf) == 0 }

// SetChangedFunc sets what is called after each edit. It gets no text, so
// that an edit does not cost a copy of the whole line: call GetText when
// the text is needed.
func (p *Prompt) SetChangedFunc(f func()) { p.changed = f }

// Start empties the prompt and labels it with indicator; kind names the
// history it walks (searches share one, commands another).
func (p *Prompt) Start(indicator, kind string) {
	p.SetLabel(indicator)
	p.note = ""
	p.SetText("")
	p.kind = kind
	h := p.hist()
	h.at, h.typed = len(h.entries), ""
}

func (p *Prompt) hist() *history {
	h, ok := p.history[p.kind]
	if !ok {
		h = &history{}
		p.history[p.kind] = h
	}
	return h
}

// Remember adds text to the current kind's history.
func (p *Prompt) Remember(text string) {
	if text == "" {
		return
	}
	h := p.hist()
	if n := len(h.entries); n == 0 || h.entries[n-1] != text {
		h.entries = append(h.entries, text)
	}
	h.at = len(h.entries)
}

// Walk shows an earlier (dir -1) or later (+1) history entry; the text being
// typed comes back past the newest. It reports whether it moved.
func (p *Prompt) Walk(dir int) bool {
	h := p.hist()
	at := h.at + dir
	if at < 0 || at > len(h.entries) {
		return false
	}
	if h.at == len(h.entries) {
		h.typed = p.GetText()
	}
	h.at = at
	if at == len(h.entries) {
		p.SetText(h.typed)
	} else {
		p.SetText(h.entries[at])
	}
	p.edited()
	return true
}

func (p *Prompt) edited() {
	p.note = ""
	if p.changed != nil {
		p.changed()
	}
}

// InputHandler implements tview.Primitive: the editing keys of readline
// and tview's input field.
func (p *Prompt) InputHandler() func(*tcell.EventKey, func(tview.Primitive)) {
	return p.WrapInputHandler(func(ev *tcell.EventKey, _ func(tview.Primitive)) {
		if p.key(ev) {
			p.edited()
		}
	})
}

// key applies one key and reports whether the text changed.
func (p *Prompt) key(ev *tcell.EventKey) bool { return p.line.key(ev) }

// PasteHandler implements tview.Primitive: a bracketed paste is one edit
// (one change, one highlight), whatever its length. Line breaks typed as
// "\r\n" or "\r" are kept as "\n"; they show as tokens.
func (p *Prompt) PasteHandler() func(string, func(tview.Primitive)) {
	return p.WrapPasteHandler(func(text string, _ func(tview.Primitive)) {
		if text == "" {
			return
		}
		p.line.insert(normalizeBreaks(text))
		p.edited()
	})
}

// normalizeBreaks turns "\r\n" and "\r" into "\n".
func normalizeBreaks(s string) string {
	return strings.ReplaceAll(strings.ReplaceAll(s, "\r\n", "\n"), "\r", "\n")
}
