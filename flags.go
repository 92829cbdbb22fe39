package main

import (
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/spf13/pflag"

	"lwl/app"
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

// newFlagSet describes lwl's flags into fl's fields. It prints nothing:
// lwl words its own errors and usage.
func newFlagSet(f *flags) *pflag.FlagSet {
	fl := pflag.NewFlagSet("lwl", pflag.ContinueOnError)
	fl.SetOutput(io.Discard)
	fl.Usage = func() {}
	fl.SortFlags = false
	fl.StringVar(&f.keys, "keys", "", "key bindings `FILE`, laid over the defaults")
	fl.StringVar(&f.layout, "layout", "", "layout `FILE`, laid over the defaults")
	fl.StringVar(&f.theme, "theme", "", "theme `NAME` (default, light, mono) or FILE")
	fl.StringVar(&f.base, "base", "", "resolve relative link destinations against `URL`")
	fl.StringVar(&f.wrap, "wrap", "", "wrap long lines as `MODE`: hard, word or none")
	fl.BoolVarP(&f.lineNumbers, "line-numbers", "N", false, "show line numbers")
	fl.BoolVarP(&f.chop, "chop-long-lines", "S", false, "do not wrap long lines (--wrap none)")
	fl.BoolVarP(&f.quitIfOneScreen, "quit-if-one-screen", "F", false, "print text that fits on one screen, and end")
	fl.BoolVarP(&f.noInit, "no-init", "X", false, "leave the last screen in the terminal after quitting")
	fl.BoolVarP(&f.smartCase, "ignore-case", "i", false, "searches without capitals ignore case (the default)")
	fl.BoolVarP(&f.ignoreCase, "IGNORE-CASE", "I", false, "searches always ignore case")
	fl.BoolVarP(&f.rawControl, "RAW-CONTROL-CHARS", "R", false, "show colours (the default)")
	fl.BoolVarP(&f.rawControl, "raw-control-chars", "r", false, "the same as -R")
	fl.BoolVarP(&f.quitOnIntr, "quit-on-intr", "K", false, "ctrl-c quits (the default)")
	fl.BoolVarP(&f.quitAtEOF, "quit-at-eof", "e", false, "quit when a forward scroll is at the end of the text a second time")
	fl.BoolVarP(&f.quitAtFirstEOF, "QUIT-AT-EOF", "E", false, "quit when a forward scroll reaches the end of the text")
	fl.BoolVarP(&f.squeeze, "squeeze-blank-lines", "s", false, "show a run of blank lines as one")
	fl.StringVarP(&f.tabs, "tabs", "x", "", "tab stops every `N` columns (default 8)")
	fl.StringVarP(&f.jumpTarget, "jump-target", "j", "", "a jump puts its line on screen row `N` (negative: from the bottom; .5: the middle)")
	fl.StringVar(&f.header, "header", "", "the first `N` lines stay at the top of the screen")
	fl.StringVarP(&f.pattern, "pattern", "p", "", "start at the first match of `PATTERN` (as +/PATTERN)")
	addChoiceFlag(fl, &f.mouse, "mouse", "on", "the wheel scrolls and a click selects a link (the default)")
	addChoiceFlag(fl, &f.mouse, "no-mouse", "off", "leave the mouse to the terminal: its own selection and copy")
	addKindFlags(fl, f)
	fl.BoolVar(&f.secure, "secure", false, "secure mode: run no program, open or write no other file (also LWL_SECURE or LESSSECURE set to any value)")
	fl.BoolVar(&f.followName, "follow-name", false, "F follows the file by name: reopens it when it is rotated or truncated")
	fl.BoolVar(&f.writeConfig, "write-config", false, "write the default configuration files for editing (never overwriting)")
	fl.BoolVarP(&f.version, "version", "V", false, "print the version and exit")
	fl.BoolVarP(&f.help, "help", "h", false, "print this help and exit")
	addLessOptions(fl)
	return fl
}

// parseFlags reads the default flags from the environment, then the
// command line; the command line wins where both set a value. $LWL holds
// lwl's defaults; when it is not set at all, $LESS is read as less reads
// it, taking what lwl knows and passing over the rest.
func parseFlags(lookupEnv func(string) (string, bool), args []string) (*flags, error) {
	f := &flags{}
	fl := newFlagSet(f)
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
		applyLESS(fl, env, func(cmd string) { _ = f.start.Parse(cmd) })
		f.dropBadValues()
	}
	for _, part := range parts {
		words, err := lessWords(fl, part.args)
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

// flagError words a pflag error for a user: the flag as it was typed,
// in one line, without a usage dump. Unknown letters never reach pflag:
// lessWords words them.
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
