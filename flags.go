package main

import (
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/spf13/pflag"

	"lwl/app"
	"lwl/internal/lessflags"
	"lwl/internal/quote"
)

// flags are the command line and $LWL, parsed.
type flags struct {
	keys, layout, theme, base, wrap string

	lineNumbers, version, writeConfig, help bool

	secure     bool   // --secure: nothing runs, opens or writes another file
	followName bool   // --follow-name: F reopens a rotated file
	links      string // --markdown or --literal: "markdown", "literal", "" for the layout's

	// less's flags
	quitIfOneScreen bool // -F
	noInit          bool // -X
	chop            bool // -S: wrap none
	smartCase       bool // -i: lwl's default already
	ignoreCase      bool // -I
	rawControl      bool // -R / -r: colour is always on
	quitOnIntr      bool // -K: ctrl-c quits already
	quitAtEOF       bool // -e: quit at the second end of file
	quitAtFirstEOF  bool // -E: quit at the first
	squeeze         bool // -s
	tabs            string
	jumpTarget      string
	header          string
	pattern         string // -p: +/pattern
	mouse           string // "on" or "off" (--mouse, --no-mouse: the last wins), "" for the layout's

	start app.Startup // +G, +NUMBER, +/pattern, +F
	less  lessValues  // tabs, jumpTarget and header read
	files []string
}

// errHelp asks for the usage on standard output.
var errHelp = errors.New("help requested")

// newFlagSet describes all of lwl's flags into f's fields, in the order
// --help lists them. It prints nothing: lwl words its own errors and
// usage.
func newFlagSet(f *flags) *pflag.FlagSet {
	fl := emptyFlagSet()
	for _, name := range flagNames {
		addFlag(fl, f, name, 0)
	}
	return fl
}

// emptyFlagSet is a flag set for lwl's flags, with none in it yet.
func emptyFlagSet() *pflag.FlagSet {
	fl := pflag.NewFlagSet("lwl", pflag.ContinueOnError)
	fl.SetOutput(io.Discard)
	fl.Usage = func() {}
	fl.SortFlags = false
	return fl
}

// flagNames are lwl's flags, in the order --help lists them.
var flagNames = [...]string{"keys", "layout", "theme", "base", "wrap", "line-numbers",
	"chop-long-lines", "quit-if-one-screen", "no-init", "ignore-case", "IGNORE-CASE",
	"RAW-CONTROL-CHARS", "raw-control-chars", "quit-on-intr", "quit-at-eof", "QUIT-AT-EOF",
	"squeeze-blank-lines", "tabs", "jump-target", "header", "pattern", "mouse", "no-mouse",
	"markdown", "literal", "secure", "follow-name", "write-config", "version", "help"}

// addFlag describes into fl (and f's field) lwl's flag with the long name
// or, when letter is not 0, the letter; false when lwl has none. Each flag
// is added when a command line or $LESS names it (lessflags.Set), or all
// of them for the help.
func addFlag(fl *pflag.FlagSet, f *flags, long string, letter byte) bool {
	is := func(name string, short byte) bool { return long == name || letter != 0 && letter == short }
	switch {
	case is("keys", 0):
		fl.StringVar(&f.keys, "keys", "", "key bindings `FILE`, laid over the defaults")
	case is("layout", 0):
		fl.StringVar(&f.layout, "layout", "", "layout `FILE`, laid over the defaults")
	case is("theme", 0):
		fl.StringVar(&f.theme, "theme", "", "theme `NAME` (default, light, mono) or FILE")
	case is("base", 0):
		fl.StringVar(&f.base, "base", "", "resolve relative link destinations against `URL`")
	case is("wrap", 0):
		fl.StringVar(&f.wrap, "wrap", "", "wrap long lines as `MODE`: hard, word or none")
	case is("line-numbers", 'N'):
		fl.BoolVarP(&f.lineNumbers, "line-numbers", "N", false, "show line numbers")
	case is("chop-long-lines", 'S'):
		fl.BoolVarP(&f.chop, "chop-long-lines", "S", false, "do not wrap long lines (--wrap none)")
	case is("quit-if-one-screen", 'F'):
		fl.BoolVarP(&f.quitIfOneScreen, "quit-if-one-screen", "F", false, "print text that fits on one screen, and end")
	case is("no-init", 'X'):
		fl.BoolVarP(&f.noInit, "no-init", "X", false, "leave the last screen in the terminal after quitting")
	case is("ignore-case", 'i'):
		fl.BoolVarP(&f.smartCase, "ignore-case", "i", false, "searches without capitals ignore case (the default)")
	case is("IGNORE-CASE", 'I'):
		fl.BoolVarP(&f.ignoreCase, "IGNORE-CASE", "I", false, "searches always ignore case")
	case is("RAW-CONTROL-CHARS", 'R'):
		fl.BoolVarP(&f.rawControl, "RAW-CONTROL-CHARS", "R", false, "show colours (the default)")
	case is("raw-control-chars", 'r'):
		fl.BoolVarP(&f.rawControl, "raw-control-chars", "r", false, "the same as -R")
	case is("quit-on-intr", 'K'):
		fl.BoolVarP(&f.quitOnIntr, "quit-on-intr", "K", false, "ctrl-c quits (the default)")
	case is("quit-at-eof", 'e'):
		fl.BoolVarP(&f.quitAtEOF, "quit-at-eof", "e", false, "quit when a forward scroll is at the end of the text a second time")
	case is("QUIT-AT-EOF", 'E'):
		fl.BoolVarP(&f.quitAtFirstEOF, "QUIT-AT-EOF", "E", false, "quit when a forward scroll reaches the end of the text")
	case is("squeeze-blank-lines", 's'):
		fl.BoolVarP(&f.squeeze, "squeeze-blank-lines", "s", false, "show a run of blank lines as one")
	case is("tabs", 'x'):
		fl.StringVarP(&f.tabs, "tabs", "x", "", "tab stops every `N` columns (default 8)")
	case is("jump-target", 'j'):
		fl.StringVarP(&f.jumpTarget, "jump-target", "j", "", "a jump puts its line on screen row `N` (negative: from the bottom; .5: the middle)")
	case is("header", 0):
		fl.StringVar(&f.header, "header", "", "the first `N` lines stay at the top of the screen")
	case is("pattern", 'p'):
		fl.StringVarP(&f.pattern, "pattern", "p", "", "start at the first match of `PATTERN` (as +/PATTERN)")
	case is("mouse", 0):
		addChoiceFlag(fl, &f.mouse, "mouse", "on", "the wheel scrolls and a click selects a link (the default)")
	case is("no-mouse", 0):
		addChoiceFlag(fl, &f.mouse, "no-mouse", "off", "leave the mouse to the terminal: its own selection and copy")
	case is("markdown", 0):
		addChoiceFlag(fl, &f.links, "markdown", "markdown", "read every file as Markdown: link destinations hidden")
	case is("literal", 0):
		addChoiceFlag(fl, &f.links, "literal", "literal", "show every file as written, [text](url) links whole (not lwl's own documents)")
	case is("secure", 0):
		fl.BoolVar(&f.secure, "secure", false, "secure mode: run no program, open or write no other file (also LWL_SECURE or LESSSECURE set to any value)")
	case is("follow-name", 0):
		fl.BoolVar(&f.followName, "follow-name", false, "F follows the file by name: reopens it when it is rotated or truncated")
	case is("write-config", 0):
		fl.BoolVar(&f.writeConfig, "write-config", false, "write the default configuration files for editing (never overwriting)")
	case is("version", 'V'):
		fl.BoolVarP(&f.version, "version", "V", false, "print the version and exit")
	case is("help", 'h'):
		fl.BoolVarP(&f.help, "help", "h", false, "print this help and exit")
	default:
		return false
	}
	return true
}

// choiceFlag is one of a pair of opposite flags (--markdown/--literal,
// --mouse/--no-mouse) that set one choice: the last one given wins, so the
// command line overrides $LWL and LESS.
type choiceFlag struct {
	into  *string
	value string
}

func (c choiceFlag) String() string { return "false" }
func (c choiceFlag) Type() string   { return "bool" }

func (c choiceFlag) Set(v string) error {
	if v == "true" {
		*c.into = c.value
	}
	return nil
}

// addChoiceFlag describes the flag name, which sets *into to value.
func addChoiceFlag(fl *pflag.FlagSet, into *string, name, value, usage string) {
	fl.Var(choiceFlag{into: into, value: value}, name, usage)
	fl.Lookup(name).NoOptDefVal = "true"
}

// parseFlags reads the default flags from the environment, then the
// command line; the command line wins where both set a value. $LWL holds
// lwl's defaults; when it is not set at all, $LESS is read as less reads
// it, taking what lwl knows and passing over the rest.
func parseFlags(lookupEnv func(string) (string, bool), args []string) (*flags, error) {
	f := &flags{}
	return parseFlagsInto(f, &lessflags.Set{FlagSet: emptyFlagSet(), Own: func(fs *pflag.FlagSet, long string, letter byte) bool {
		return addFlag(fs, f, long, letter)
	}}, lookupEnv, args)
}

// parseFlagsInto is parseFlags with f's flags described in fl (all of
// them, or as they are named).
func parseFlagsInto(f *flags, fl *lessflags.Set, lookupEnv func(string) (string, bool), args []string) (*flags, error) {
	type part struct {
		where string
		args  []string
	}
	parts := []part{{"", args}}
	if env, ok := lookupEnv("LWL"); ok {
		envArgs, err := splitArgs(env)
		if err != nil {
			return nil, fmt.Errorf("LWL: %v", err)
		}
		parts = []part{{"LWL: ", envArgs}, {"", args}}
	} else if env, ok := lookupEnv("LESS"); ok {
		lessflags.ApplyLESS(fl, env, func(cmd string) { _ = f.start.Parse(cmd) })
		f.dropBadValues()
	}
	for _, part := range parts {
		words, err := lessflags.Words(fl, part.args)
		if err != nil {
			return nil, errors.New(part.where + err.Error())
		}
		rest, err := f.takeStart(words)
		if err != nil {
			return nil, errors.New(part.where + err.Error())
		}
		if err := fl.Parse(rest); err != nil {
			return nil, errors.New(part.where + flagError(err))
		}
		f.files = append(f.files, fl.Args()...)
		if err := f.readValues(); err != nil {
			return nil, errors.New(part.where + err.Error())
		}
	}
	if f.help {
		return f, errHelp
	}
	if f.chop && f.wrap == "" {
		f.wrap = "none"
	}
	if f.pattern != "" {
		f.start.Search, f.start.End, f.start.Line = f.pattern, false, 0
	}
	return f, nil
}

// takeStart removes less's start commands (+G, +NUMBER, +/pattern) from
// args, before a "--", and records them.
func (f *flags) takeStart(args []string) ([]string, error) {
	var rest []string
	for i, a := range args {
		if a == "--" {
			return append(rest, args[i:]...), nil
		}
		if len(a) < 2 || a[0] != '+' {
			rest = append(rest, a)
			continue
		}
		if err := f.start.Parse(a[1:]); err != nil {
			return nil, err
		}
	}
	return rest, nil
}

// lessValues are the values of less's flags that take one, read.
type lessValues struct {
	tabWidth int // 0: the layout's
	jump     app.JumpTarget
	header   int
}

// readValues reads -x, -j and --header; an empty value is the default.
func (f *flags) readValues() error {
	var v lessValues
	var err error
	if v.tabWidth, err = lessflags.ParseTabs(f.tabs); err != nil {
		return fmt.Errorf("-x %s: %v", quote.Value(f.tabs), err)
	}
	if v.jump, err = app.ParseJumpTarget(f.jumpTarget); err != nil {
		return fmt.Errorf("-j %s: %v", quote.Value(f.jumpTarget), err)
	}
	if v.header, err = lessflags.ParseHeader(f.header); err != nil {
		return fmt.Errorf("--header %s: %v", quote.Value(f.header), err)
	}
	f.less = v
	return nil
}

// dropBadValues forgets, one by one, the values $LESS gave that lwl
// cannot read: they were written for less.
func (f *flags) dropBadValues() {
	if _, err := lessflags.ParseTabs(f.tabs); err != nil {
		f.tabs = ""
	}
	if _, err := app.ParseJumpTarget(f.jumpTarget); err != nil {
		f.jumpTarget = ""
	}
	if _, err := lessflags.ParseHeader(f.header); err != nil {
		f.header = ""
	}
	_ = f.readValues()
}

// quitAtEOFMode is app.Options.QuitAtEOF: -E wins over -e.
func (f *flags) quitAtEOFMode() int {
	switch {
	case f.quitAtFirstEOF:
		return 2
	case f.quitAtEOF:
		return 1
	}
	return 0
}

// flagError words a pflag error for a user: the flag as it was typed,
// in one line, without a usage dump. Unknown letters never reach pflag:
// lessflags.Words words them.
func flagError(err error) string {
	var ne *pflag.NotExistError
	var ve *pflag.ValueRequiredError
	switch {
	case errors.As(err, &ne):
		return fmt.Sprintf("--%s: unknown flag (lwl --help lists the flags lwl knows)", ne.GetSpecifiedName())
	case errors.As(err, &ve):
		return fmt.Sprintf("--%s: needs a value", ve.GetFlag().Name)
	}
	return err.Error()
}

// usage is lwl's help, for --help: one line a flag, less's start
// commands after them.
func usage(w io.Writer) {
	var f flags
	fl := newFlagSet(&f)
	fmt.Fprintf(w, "Usage: lwl [flags] [+G | +F | +NUMBER | +/PATTERN] [FILE ...]\n\n")
	fmt.Fprintf(w, "A pager for text with [text](url) links. With no FILE (or -), reads standard input.\n")
	fmt.Fprintf(w, "The variable LWL holds default flags, read before the command line; when LWL is not\n")
	fmt.Fprintf(w, "set, LESS is read as less reads it, and what lwl does not know there is passed over.\n")
	fmt.Fprintf(w, "less's other options (-M, -m, -q, -g, -#N, --use-color, ...) are accepted and do nothing.\n\nFlags:\n")
	line := func(names, help string) { fmt.Fprintf(w, "  %-28s %s\n", names, help) }
	fl.VisitAll(func(fg *pflag.Flag) {
		if fg.Hidden { // less's options lwl takes and does nothing with
			return
		}
		names := "    --" + fg.Name
		if fg.Shorthand != "" {
			names = "-" + fg.Shorthand + ", --" + fg.Name
		}
		name, help := pflag.UnquoteUsage(fg)
		if fg.Value.Type() != "bool" {
			names += " " + name
		}
		line(names, help)
	})
	line("+G", "start at the end")
	line("+F", "start following the end, as F")
	line("+NUMBER", "start at line NUMBER")
	line("+/PATTERN", "start at the first match of PATTERN")
}

// splitArgs splits s into words as a shell would, simply: on blanks,
// with '...' and "..." quoting and \ escaping the next character.
func splitArgs(s string) ([]string, error) {
	var (
		words []string
		cur   strings.Builder
		in    bool // a word has started (also an empty quoted one)
		quote rune // the open quote, 0 for none
		esc   bool
	)
	for _, r := range s {
		switch {
		case esc:
			cur.WriteRune(r)
			esc = false
		case quote == '\'':
			if r == '\'' {
				quote = 0
			} else {
				cur.WriteRune(r)
			}
		case quote == '"':
			switch r {
			case '"':
				quote = 0
			case '\\':
				esc = true
			default:
				cur.WriteRune(r)
			}
		case r == '\\':
			esc, in = true, true
		case r == '\'' || r == '"':
			quote, in = r, true
		case r == ' ' || r == '\t' || r == '\n':
			if in {
				words = append(words, cur.String())
				cur.Reset()
				in = false
			}
		default:
			cur.WriteRune(r)
			in = true
		}
	}
	if quote != 0 {
		return nil, fmt.Errorf("%q: no closing %c", s, quote)
	}
	if in {
		words = append(words, cur.String())
	}
	return words, nil
}
