package app

import (
	"fmt"
	"strings"

	"github.com/gdamore/tcell/v2"

	"lwl/app/links"
	"lwl/internal/quote"
)

// Copying a link to the clipboard with OSC 52, the terminal's own
// clipboard sequence: it works through ssh, and through tmux with
// set-clipboard on, where no local clipboard program could reach.

// copyWhat are copy's arguments, in the guide's order, with what each
// copies.
var copyWhat = []struct{ name, help string }{
	{"link", "copy the selected link's destination to the clipboard"},
	{"text", "copy the selected link's text to the clipboard"},
	{"markdown", "copy the selected link as markdown, [text](destination)"},
}

func checkCopy(arg string) error {
	for _, c := range copyWhat {
		if arg == c.name {
			return nil
		}
	}
	return fmt.Errorf("needs link, text or markdown, got %s", quote.Value(arg))
}

func describeCopy(arg string) string {
	for _, c := range copyWhat {
		if arg == c.name {
			return c.help
		}
	}
	return arg
}

func rankCopy(arg string) int {
	for i, c := range copyWhat {
		if arg == c.name {
			return i
		}
	}
	return len(copyWhat)
}

// copyLink puts the selected link's destination, text or both (what) on
// the clipboard, at the next frame, and says so.
func (a *App) copyLink(what string) {
	d := a.ui.view.Document()
	l, ok := a.input.chosen.Visible("No link selected")
	if !ok {
		return
	}
	dest, text := a.resolve(l.Dest), d.LinkText(l.ID)
	var clip, msg string
	switch what {
	case "text":
		clip, msg = text, "Copied the text: "
	case "markdown":
		clip, msg = markdownLink(text, dest), "Copied as markdown: "
	default:
		if l.Dest == "" {
			a.ui.status.SetMessage(links.NoDestMessage)
			return
		}
		clip, msg = dest, "Copied the link: "
	}
	a.ui.copyLater([]byte(clip))
	a.ui.status.SetMessage(msg + clip)
}

// markdownLink writes a link as lwl (and markdown) reads it back.
func markdownLink(text, dest string) string {
	t := strings.NewReplacer(`\`, `\\`, `[`, `\[`, `]`, `\]`).Replace(text)
	u := strings.NewReplacer(`(`, `\(`, `)`, `\)`, " ", "%20").Replace(dest)
	return "[" + t + "](" + u + ")"
}

// flushClipboard sends what copyLink put aside; App calls it after drawing
// each frame, when the screen is at hand.
func (a *App) flushClipboard(screen tcell.Screen) {
	if clip := a.ui.takeClipboard(); clip != nil {
		screen.SetClipboard(clip)
	}
}
