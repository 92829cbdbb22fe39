package app

import (
	"strings"

	"lwl/internal/linkescape"
)

// commandLink is a destination as lwl hands it to a command ($LINK, and so
// the browser's argument): control bytes (C0, DEL, C1) and bytes that are
// not UTF-8 are percent-encoded, so no terminal or program ever sees them
// raw, and a destination that starts with "-" (a relative path: a scheme
// starts with a letter) goes as "./-…", so it can never be read as an
// option. A NUL becomes %00, which every command can be given.
func commandLink(dest string) string {
	if strings.HasPrefix(dest, "-") {
		return "./" + linkescape.Controls(dest)
	}
	return linkescape.Controls(dest)
}

// outgoingLink is a destination as it leaves lwl, for a command or as a
// hyperlink: control bytes percent-encoded (the one rule for both, which
// also lets a destination that holds them be resolved), then resolved
// against the document's base.
func (a *App) outgoingLink(dest string) string {
	return a.resolve(linkescape.Controls(dest))
}
