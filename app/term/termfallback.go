package term

import (
	"fmt"
	"io"

	"github.com/gdamore/tcell/v2"
	"github.com/gdamore/tcell/v2/terminfo"
)

// fallbackTerm is the built-in description used for a $TERM that has no
// terminfo entry: nearly every terminal in use today speaks xterm's codes.
const fallbackTerm = "xterm-256color"

// lookupTerm finds $TERM's description: tcell's built-in one, or nil when
// only the system's terminfo (through infocmp) knows it, which tcell then
// loads itself. A terminal no one knows gets xterm's description, and a
// one-line warning on warn, as less does, instead of lwl refusing to start.
func lookupTerm(name string, warn io.Writer) *terminfo.Terminfo {
	if ti, err := terminfo.LookupTerminfo(name); err == nil {
		return ti
	}
	if _, err := tcell.LookupTerminfo(name); err == nil {
		return nil
	}
	ti, err := terminfo.LookupTerminfo(fallbackTerm)
	if err != nil {
		return nil // not built in: tcell reports the unknown terminal
	}
	if name == "" {
		fmt.Fprintf(warn, "lwl: WARNING: TERM is not set; using %s's codes\n", fallbackTerm)
	} else {
		fmt.Fprintf(warn, "lwl: WARNING: terminal %s is not known (no terminfo entry); using %s's codes\n", name, fallbackTerm)
	}
	return ti
}
