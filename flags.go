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

	start app.Startup // +G, +NUMBER, +/pattern
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
	addKindFlags(fl, f)
	fl.BoolVar(&f.secure, "secure", false, "secure mode: run no program, open or write no other file (also LWL_SECURE or LESSSECURE set to any value)")
	fl.BoolVar(&f.followName, "follow-name", false, "F follows the file by name: reopens it when it is rotated or truncated")
	fl.BoolVar(&f.writeConfig, "write-config", false, "write the default configuration files for editing (never overwriting)")
	fl.BoolVarP(&f.version, "version", "V", false, "print the version and exit")
	fl.BoolVarP(&f.help, "help", "h", false, "print this help and exit")
	return fl
}

// parseFlags reads env (the value of $LWL, default flags) and then the
// command line; the command line wins where both set a value.
func parseFlags(env string, args []string) (*flags, error) {
	f := &flags{}
	fl := newFlagSet(f)
	envArgs, err := splitArgs(env)
	if err != nil {
		return nil, fmt.Errorf("LWL: %v", err)
	}
	for _, part := range []struct {
		where string
		args  []string
	}{{"LWL: ", envArgs}, {"", args}} {
		rest, err := f.takeStart(part.args)
		if err != nil {
			return nil, errors.New(part.where + err.Error())
		}
		if err := fl.Parse(rest); err != nil {
			return nil, errors.New(part.where + flagError(fl, rest, err))
		}
		f.files = append(f.files, fl.Args()...)
	}
	if f.help {
		return f, errHelp
	}
	if f.chop && f.wrap == "" {
		f.wrap = "none"
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
// in one line, without a usage dump.
func flagError(fl *pflag.FlagSet, args []string, err error) string {
	const see = "unknown flag (lwl --help lists the flags lwl knows)"
	var ne *pflag.NotExistError
	var ve *pflag.ValueRequiredError
	switch {
	case errors.As(err, &ne) && ne.GetSpecifiedShortnames() != "":
		group := ne.GetSpecifiedShortnames() // from the unknown letter on
		for _, a := range args {
			if len(a) > 1 && a[0] == '-' && a[1] != '-' && strings.HasSuffix(a, group) {
				group = a[1:] // the whole group as typed
				break
			}
		}
		if len(group) > 1 && fl.Lookup(group) != nil {
			return fmt.Sprintf("-%s: unknown flag; did you mean --%s?", group, group)
		}
		if len(group) > 1 {
			return fmt.Sprintf("-%s (in -%s): %s", ne.GetSpecifiedName()[:1], group, see)
		}
		return fmt.Sprintf("-%s: %s", group, see)
	case errors.As(err, &ne):
		return fmt.Sprintf("--%s: %s", ne.GetSpecifiedName(), see)
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
	fmt.Fprintf(w, "Usage: lwl [flags] [+G | +NUMBER | +/PATTERN] [FILE ...]\n\n")
	fmt.Fprintf(w, "A pager for text with [text](url) links. With no FILE (or -), reads standard input.\n")
	fmt.Fprintf(w, "The variable LWL holds default flags, read before the command line (as LESS for less).\n\nFlags:\n")
	line := func(names, help string) { fmt.Fprintf(w, "  %-28s %s\n", names, help) }
	fl.VisitAll(func(fg *pflag.Flag) {
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
