package lessflags

import (
	"fmt"
	"strings"

	"github.com/spf13/pflag"
)

// The words of a command line (or $LWL) as less reads them: a group of
// letters where a letter that takes a value takes the rest of the group
// (a number only its digits, the letters after it go on: -x4S), or the
// next word; -+X sets X back to its default; -h with no number and -?
// are the help. They come out as --name and --name=value, for pflag.

// Words rewrites args, up to a "--", into long flags. A letter lwl
// does not know is an error naming it; a long name is left for pflag to
// judge.
func Words(fl *Set, args []string) ([]string, error) {
	var out []string
	for i := 0; i < len(args); i++ {
		a := args[i]
		switch {
		case a == "--":
			return append(out, args[i:]...), nil
		case strings.HasPrefix(a, "--"):
			name, val, hasVal := strings.Cut(a[2:], "=")
			reset := strings.HasPrefix(name, "+")
			fg := lookup(fl, strings.TrimPrefix(name, "+"))
			switch {
			case fg == nil:
				out = append(out, a)
			case reset:
				out = append(out, resetArg(fg)...)
			case argKind(fg) != argNone && !hasVal && i+1 < len(args):
				i++
				out = append(out, "--"+fg.Name+"="+args[i])
			default:
				out = append(out, "--"+fg.Name+cond(hasVal, "="+val, ""))
			}
		case len(a) > 1 && a[0] == '-':
			group := a[1:]
			if fg := fl.own(group); len(group) > 1 && fg != nil && !fg.Hidden && fg.Shorthand != group[:1] {
				return nil, fmt.Errorf("-%s: unknown flag; did you mean --%s?", group, group)
			}
			next := func() (string, bool) {
				if i+1 < len(args) {
					i++
					return args[i], true
				}
				return "", false
			}
			words, err := lessLetters(fl, group, next)
			if err != nil {
				return nil, err
			}
			out = append(out, words...)
		default:
			out = append(out, a)
		}
	}
	return out, nil
}

// lessLetters reads one group of option letters (without its '-'); next
// gives the word after the group, for a value the group ends before.
func lessLetters(fl *Set, group string, next func() (string, bool)) ([]string, error) {
	var out []string
	reset := strings.HasPrefix(group, "+")
	s := strings.TrimPrefix(group, "+")
	for s != "" {
		fg, rest := letterFlag(fl, s)
		if fg == nil {
			return nil, unknownLetter(s[:1], group)
		}
		s = rest
		if reset {
			out = append(out, resetArg(fg)...)
			if argKind(fg) == argNumber {
				s = s[numberPrefix(s):] // -+0: a number begun, none to set
			}
			continue
		}
		kind := argKind(fg)
		if kind == argNone {
			out = append(out, "--"+fg.Name)
			continue
		}
		var val string
		switch {
		case s == "":
			v, ok := next()
			if !ok {
				return nil, fmt.Errorf("-%s: needs a value", fg.Shorthand)
			}
			val = v
		case kind == argNumber && numberPrefix(s) > 0:
			n := numberPrefix(s)
			val, s = s[:n], s[n:]
		default:
			val, s = s, ""
		}
		out = append(out, "--"+fg.Name+"="+val)
	}
	return out, nil
}

// letterFlag is the flag the letter at the start of s names, and what
// follows it; nil for a letter lwl does not know. A digit is less's -z
// (-20: a window of 20 rows); -h is the help unless a number follows (the
// scroll limit).
func letterFlag(fl *Set, s string) (*pflag.Flag, string) {
	c := s[0]
	switch {
	case c >= '0' && c <= '9':
		return lookup(fl, "window"), s
	case c == 'h' && len(s) > 1 && s[1] >= '0' && s[1] <= '9':
		return lookup(fl, "max-back-scroll"), s[1:]
	case c == '?':
		return fl.own("help"), s[1:]
	}
	return lookupLetter(fl, s[:1]), s[1:]
}

// numberPrefix is the length of the number s starts with, as less reads
// it: digits with a sign, a fraction point and commas between stops.
func numberPrefix(s string) int {
	n := 0
	for n < len(s) && (s[n] >= '0' && s[n] <= '9' || s[n] == '-' || s[n] == '.' || s[n] == ',') {
		n++
	}
	return n
}

// resetArg is -+X: the flag at its default (a switch off, a value
// empty); nothing for one of less's lwl ignores.
func resetArg(fg *pflag.Flag) []string {
	switch {
	case fg.Hidden:
		return nil
	case fg.Value.Type() == "bool":
		return []string{"--" + fg.Name + "=false"}
	}
	return []string{"--" + fg.Name + "=" + fg.DefValue}
}

// unknownLetter words an unknown letter, in the group it was typed in.
func unknownLetter(letter, group string) error {
	const see = "unknown flag (lwl --help lists the flags lwl knows)"
	if len(group) > 1 {
		return fmt.Errorf("-%s (in -%s): %s", letter, group, see)
	}
	return fmt.Errorf("-%s: %s", letter, see)
}

func cond(c bool, a, b string) string {
	if c {
		return a
	}
	return b
}

// ApplyLESS sets the flags $LESS names that lwl knows, as less reads the
// variable: one string where the '-' before a letter is optional, a value
// may follow its letter after blanks, and '$' ends a value. What lwl does
// not know, and a value it cannot take, are passed over in silence: the
// variable was written for less. Start commands (+G) go to start.
func ApplyLESS(fl *Set, s string, start func(cmd string)) {
	reset := false
	for i := 0; i < len(s); {
		c := s[i]
		switch {
		case c == ' ' || c == '\t' || c == '\n' || c == '$':
			i++
			continue
		case c == '-' && i+1 < len(s) && s[i+1] == '-':
			i = lessLong(fl, s, i+2)
			continue
		case c == '-':
			i++
			reset = i < len(s) && s[i] == '+'
			if reset {
				i++
			}
			continue
		case c == '+':
			n := strings.IndexAny(s[i:], " \t\n$")
			if n < 0 {
				n = len(s) - i
			}
			start(s[i+1 : i+n])
			i += n
			continue
		}
		fg, rest := letterFlag(fl, s[i:])
		i = len(s) - len(rest)
		if fg == nil {
			continue
		}
		if reset {
			setFromLESS(fl, fg, resetArg(fg))
			if argKind(fg) == argNumber {
				i += numberPrefix(s[i:])
			}
			continue
		}
		var val string
		val, i = lessValue(s, i, argKind(fg))
		setFromLESS(fl, fg, []string{"--" + fg.Name + cond(argKind(fg) == argNone, "", "="+val)})
	}
}

// lessLong reads a --name or --name=value in $LESS from i (after the
// dashes), sets it if lwl knows it, and returns where the next option
// starts.
func lessLong(fl *Set, s string, i int) int {
	end := i
	for end < len(s) && !strings.ContainsRune(" \t\n=$", rune(s[end])) {
		end++
	}
	name := s[i:end]
	reset := strings.HasPrefix(name, "+")
	fg := lookup(fl, strings.TrimPrefix(name, "+"))
	if end < len(s) && s[end] == '=' {
		end++
	}
	if fg == nil {
		if end > 0 && s[end-1] == '=' {
			_, end = lessValue(s, end, argWord)
		}
		return end
	}
	if reset {
		setFromLESS(fl, fg, resetArg(fg))
		return end
	}
	kind := argKind(fg)
	if kind == argNone {
		setFromLESS(fl, fg, []string{"--" + fg.Name})
		return end
	}
	val, end := lessValue(s, end, kind)
	setFromLESS(fl, fg, []string{"--" + fg.Name + "=" + val})
	return end
}

// lessValue reads the value of kind that starts at i in $LESS, after any
// blanks, and returns it with where reading goes on.
func lessValue(s string, i int, kind lessArg) (string, int) {
	if kind == argNone {
		return "", i
	}
	for i < len(s) && (s[i] == ' ' || s[i] == '\t') {
		i++
	}
	end := i
	switch kind {
	case argNumber:
		end += numberPrefix(s[i:])
	case argWord:
		for end < len(s) && !strings.ContainsRune(" \t\n$", rune(s[end])) {
			end++
		}
	default:
		for end < len(s) && s[end] != '$' {
			end++
		}
	}
	return s[i:end], end
}

// setFromLESS sets one flag from $LESS, but none lwl keeps out of it;
// a value lwl cannot take is dropped.
func setFromLESS(fl *Set, fg *pflag.Flag, args []string) {
	if ignoredInLESS(fg.Name) || len(args) == 0 {
		return
	}
	name, val, hasVal := strings.Cut(strings.TrimPrefix(args[0], "--"), "=")
	if !hasVal {
		val = "true"
	}
	_ = fl.Set(name, val) // a value less takes and lwl does not: as if not there
}
