package widgets

import (
	"github.com/gdamore/tcell/v2"
	"github.com/rivo/tview"
)

// Prompt is the input line for searches and commands: a tview.InputField
// whose label is the mode indicator ("/", "?", ">", "!").
type Prompt struct {
	*tview.InputField
	history map[string]*history
	kind    string
}

type history struct {
	entries []string
	at      int // index being shown; len(entries) is the line being typed
	typed   string
}

// NewPrompt makes a prompt drawn with the theme's prompt and mode styles.
func NewPrompt(field, label tcell.Style) *Prompt {
	p := &Prompt{InputField: tview.NewInputField(), history: map[string]*history{}}
	p.SetFieldStyle(field).SetLabelStyle(label)
	p.SetFieldWidth(0)
	return p
}

// Start empties the prompt and labels it with indicator; kind names the
// history it walks (searches share one, commands another).
func (p *Prompt) Start(indicator, kind string) {
	p.SetLabel(indicator)
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
	return true
}
