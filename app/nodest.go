package app

import "lwl/widgets/doc"

// A link with no destination, [text]() or [text](<>): CommonMark makes it
// a link to "", which a browser takes as the page itself, but a pager has
// nowhere to go, and a command given an empty $LINK (bro "") does what the
// user did not ask for. It stays a link, shown and selectable as written;
// what would act on its destination says it has none, and nothing runs.

const noDestMessage = "This link has no destination"

// usableLink is the selected link when it is on screen and has a
// destination; otherwise the status bar says none (with the message none),
// that it is off screen, or that it has no destination.
func (a *App) usableLink(none string) (doc.Link, bool) {
	l, ok := a.visibleLink(none)
	if ok && l.Dest == "" {
		a.status.SetMessage(noDestMessage)
		return doc.Link{}, false
	}
	return l, ok
}
