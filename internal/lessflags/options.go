// Package lessflags reads a command line and $LESS as less reads them, into
// a pflag set of lwl's flags: option letters grouped (-FRX), values attached
// or in the next word, -+X to reset, less's options lwl has no use for
// accepted and ignored, and the values of -x and --header. It knows which of
// lwl's flags less has too, and which $LESS may not set.
package lessflags

import "github.com/spf13/pflag"

// lessArg is what follows one of less's option letters or names.
type lessArg int

const (
	argNone   lessArg = iota // a switch
	argNumber                // digits, '-', '.' and ','; the letters after go on as options
	argWord                  // up to a blank (or '$' in LESS)
	argRest                  // the rest of the word (in LESS up to '$')
)

// lessOption is an option of less's, named by letter and long name.
// Those lwl implements are lwl's flags; the others are accepted and do
// nothing, so that a script written for less runs with lwl.
type lessOption struct {
	short byte // 0: a long name only
	long  string
	arg   lessArg
}

// lessOptions is less's option table (less 679+, opttbl.c), less the
// letters lwl has flags of its own for. Options of three states have an
// upper-case letter and name too.
var lessOptions = []lessOption{
	{'a', "search-skip-screen", argNone}, {'A', "SEARCH-SKIP-SCREEN", argNone},
	{'b', "buffers", argNumber}, {'B', "auto-buffers", argNone},
	{'c', "clear-screen", argNone}, {'C', "CLEAR-SCREEN", argNone},
	{'d', "dumb", argNone}, {'D', "color", argWord},
	{'f', "force", argNone},
	{'g', "hilite-search", argNone}, {'G', "HILITE-SEARCH", argNone},
	{'J', "status-column", argNone},
	{'k', "lesskey-file", argRest}, {0, "lesskey-src", argRest}, {0, "lesskey-content", argRest},
	{'L', "no-lessopen", argNone},
	{'m', "long-prompt", argNone}, {'M', "LONG-PROMPT", argNone},
	{'n', "no-line-numbers", argNone}, // less's --line-numbers, which is lwl's -N
	{'o', "log-file", argRest}, {'O', "LOG-FILE", argRest},
	{'P', "prompt", argRest},
	{'q', "quiet", argNone}, {'Q', "QUIET", argNone}, {0, "silent", argNone}, {0, "SILENT", argNone},
	{'t', "tag", argRest}, {'T', "tag-file", argRest},
	{'u', "underline-special", argNone}, {'U', "UNDERLINE-SPECIAL", argNone},
	{'w', "hilite-unread", argNone}, {'W', "HILITE-UNREAD", argNone},
	{'y', "max-forw-scroll", argNumber}, {'z', "window", argNumber},
	{'"', "quotes", argWord}, {'~', "tilde", argNone}, {'#', "shift", argNumber},
	{0, "max-back-scroll", argNumber}, // -h NUMBER: a bare -h is lwl's help
	{0, "no-keypad", argNone}, {0, "old-bot", argNone}, {0, "use-backslash", argNone},
	{0, "rscroll", argWord}, {0, "no-histdups", argNone}, {0, "MOUSE", argNone},
	{0, "emouse", argWord}, {0, "rmouse", argNone}, {0, "wheel-lines", argNumber},
	{0, "save-marks", argNone}, {0, "line-num-width", argNumber}, {0, "status-col-width", argNumber},
	{0, "incsearch", argNone}, {0, "use-color", argNone}, {0, "file-size", argNone},
	{0, "status-line", argNone}, {0, "no-paste", argNone}, {0, "form-feed", argNone},
	{0, "past-eof", argNone}, {0, "no-edit-warn", argNone}, {0, "no-warn-edit", argNone},
	{0, "no-number-headers", argNone}, {0, "no-search-headers", argNone},
	{0, "no-search-header-lines", argNone}, {0, "no-search-header-columns", argNone},
	{0, "redraw-on-quit", argNone}, {0, "search-options", argWord},
	{0, "exit-follow-on-close", argNone}, {0, "modelines", argNumber}, {0, "no-vbell", argNone},
	{0, "intr", argWord}, {0, "wordwrap", argNone}, {0, "show-preproc-errors", argNone},
	{0, "proc-backspace", argNone}, {0, "PROC-BACKSPACE", argNone},
	{0, "proc-tab", argNone}, {0, "PROC-TAB", argNone},
	{0, "proc-return", argNone}, {0, "PROC-RETURN", argNone},
	{0, "cmd", argRest}, {0, "match-shift", argNumber}, {0, "autosave", argWord},
	{0, "hilite-target", argNone}, {0, "end-prompt", argWord}, {0, "tty", argRest},
	{0, "QUIT-AT-EOF", argNone}, {0, "LINE-NUMBERS", argNone},
}

// lwlLessArg is the kind of argument each of lwl's own flags that less
// has too takes, where it is not a switch's.
func lwlLessArg(name string) (lessArg, bool) {
	switch name {
	case "tabs", "jump-target", "header":
		return argNumber, true
	case "pattern", "keys", "layout", "theme", "base", "wrap":
		return argRest, true
	}
	return 0, false
}

// lookup is the flag named name: one of fl's, or else one of less's
// options lwl does nothing with, added to fl hidden from the help. less's
// options are added only as a command line or $LESS names them: all ninety
// made at every start were a tenth of a millisecond of lwl -F.
func lookup(fl *Set, name string) *pflag.Flag {
	if fg := fl.own(name); fg != nil {
		return fg
	}
	for _, o := range lessOptions {
		if o.long == name {
			return addIgnored(fl, o)
		}
	}
	return nil
}

// lookupLetter is the flag the one-byte letter names, as lookup.
func lookupLetter(fl *Set, letter string) *pflag.Flag {
	if fg := fl.ownLetter(letter); fg != nil {
		return fg
	}
	for _, o := range lessOptions {
		if o.short == letter[0] && fl.own(o.long) == nil {
			return addIgnored(fl, o)
		}
	}
	return nil
}

// addIgnored adds less's option o to fl, hidden, with its letter unless
// one of lwl's flags has that letter.
func addIgnored(fl *Set, o lessOption) *pflag.Flag {
	short := ""
	if o.short != 0 && fl.ownLetter(string([]byte{o.short})) == nil {
		short = string(o.short)
	}
	if o.arg == argNone {
		fl.BoolP(o.long, short, false, "less's; no effect")
	} else {
		fl.StringP(o.long, short, "", "less's; no effect")
	}
	_ = fl.MarkHidden(o.long)
	return fl.Lookup(o.long)
}

// argKind is what flag fg takes after it.
func argKind(fg *pflag.Flag) lessArg {
	if fg.Value.Type() == "bool" {
		return argNone
	}
	if k, ok := lwlLessArg(fg.Name); ok {
		return k
	}
	for _, o := range lessOptions {
		if o.long == fg.Name {
			return o.arg
		}
	}
	return argRest
}

// ignoredInLESS reports lwl's flags that $LESS cannot ask for: it was
// written for less, and a pager that printed its help or version there
// instead of the text would be useless.
func ignoredInLESS(name string) bool {
	switch name {
	case "help", "version", "write-config", "keys", "layout", "theme", "base", "wrap", "secure":
		return true
	}
	return false
}
