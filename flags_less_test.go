package main

import (
	"testing"

	"lwl/app"
)

// envVars is an environment holding vars (name, value, ...).
func envVars(vars ...string) func(string) (string, bool) {
	return func(name string) (string, bool) {
		for i := 0; i+1 < len(vars); i += 2 {
			if vars[i] == name {
				return vars[i+1], true
			}
		}
		return "", false
	}
}

// less's flags on the command line: each lands in its field, values
// attached or in the next word, letters after a number go on, -+X resets,
// and less's options lwl has no use for are accepted.
func TestParseLessFlags(t *testing.T) {
	for _, tc := range []struct {
		args  []string
		check func(f *flags) bool
	}{
		{[]string{"-x4"}, func(f *flags) bool { return f.less.tabWidth == 4 }},
		{[]string{"-x", "4"}, func(f *flags) bool { return f.less.tabWidth == 4 }},
		{[]string{"--tabs=3"}, func(f *flags) bool { return f.less.tabWidth == 3 }},
		{[]string{"-x4,8,12"}, func(f *flags) bool { return f.less.tabWidth == 4 }},
		{[]string{"-x4SN"}, func(f *flags) bool { return f.less.tabWidth == 4 && f.chop && f.lineNumbers }},
		{[]string{"-p", "pat"}, func(f *flags) bool { return f.start.Search == "pat" }},
		{[]string{"-ppat"}, func(f *flags) bool { return f.start.Search == "pat" }},
		{[]string{"--pattern=a b"}, func(f *flags) bool { return f.start.Search == "a b" }},
		{[]string{"-E"}, func(f *flags) bool { return f.quitAtEOFMode() == 2 }},
		{[]string{"-e"}, func(f *flags) bool { return f.quitAtEOFMode() == 1 }},
		{[]string{"-s"}, func(f *flags) bool { return f.squeeze }},
		{[]string{"-j5"}, func(f *flags) bool { return f.less.jump == app.JumpTarget{Line: 5, Set: true} }},
		{[]string{"-j", "-2"}, func(f *flags) bool { return f.less.jump == app.JumpTarget{Line: -2, Set: true} }},
		{[]string{"-j.5"}, func(f *flags) bool { return f.less.jump == app.JumpTarget{Fraction: .5, Set: true} }},
		{[]string{"--header=1"}, func(f *flags) bool { return f.less.header == 1 }},
		{[]string{"--header", "2"}, func(f *flags) bool { return f.less.header == 2 }},
		{[]string{"--header=3,4"}, func(f *flags) bool { return f.less.header == 3 }},
		{[]string{"--no-mouse"}, func(f *flags) bool { return f.mouse == "off" }},
		{[]string{"--mouse"}, func(f *flags) bool { return f.mouse == "on" }},
		{[]string{"--no-mouse", "--mouse"}, func(f *flags) bool { return f.mouse == "on" }},
		{[]string{"--mouse", "--no-mouse"}, func(f *flags) bool { return f.mouse == "off" }},
		{[]string{"+F", "f"}, func(f *flags) bool { return f.start.Follow && len(f.files) == 1 }},
		{[]string{"-S", "-+S"}, func(f *flags) bool { return !f.chop && f.wrap == "" }},
		{[]string{"-+S"}, func(f *flags) bool { return !f.chop }},
		{[]string{"-x4", "-+x"}, func(f *flags) bool { return f.less.tabWidth == 0 }},
		{[]string{"-MmqQgGaAcCdfBLuUwWJ~", "f"}, func(f *flags) bool { return len(f.files) == 1 }},
		{[]string{"-+M", "-b", "10", "-z5", "-20", "-h5", "-#8", "-y3", "-Dd+r", "-P", "x$", "-k", "keyfile", "-o", "log", "-T", "tags", "-t", "tag", `-"ab`, "f"},
			func(f *flags) bool { return len(f.files) == 1 && !f.help }},
		{[]string{"--incsearch", "--use-color", "--status-column", "--no-histdups", "--redraw-on-quit", "--intr=^X",
			"--line-num-width=3", "--quotes=ab", "--rscroll=>", "--save-marks", "--search-options=W", "--wheel-lines=2",
			"--wordwrap", "--QUIT-AT-EOF", "--LONG-PROMPT", "--silent", "--no-keypad", "--exit-follow-on-close", "f"},
			func(f *flags) bool { return len(f.files) == 1 && f.quitAtFirstEOF }},
		{[]string{"-?"}, func(f *flags) bool { return f.help }},
	} {
		f, err := parseFlags(lwlVar(""), tc.args)
		if err != nil && !(f != nil && f.help) {
			t.Errorf("%q: %v", tc.args, err)
			continue
		}
		if !tc.check(f) {
			t.Errorf("%q: got %+v", tc.args, *f)
		}
	}
}

// $LESS is read when $LWL is not set: '-' optional, values after blanks,
// what lwl does not know passed over in silence; the command line wins.
func TestParseLESS(t *testing.T) {
	for _, tc := range []struct {
		env   func(string) (string, bool)
		args  []string
		check func(f *flags) bool
	}{
		{envVars("LESS", "FRX"), nil, func(f *flags) bool { return f.quitIfOneScreen && f.rawControl && f.noInit }},
		{envVars("LESS", "FRSXMK"), nil, func(f *flags) bool {
			return f.quitIfOneScreen && f.rawControl && f.chop && f.wrap == "none" && f.noInit && f.quitOnIntr
		}},
		{envVars("LESS", "-R --use-color -Dd+r"), nil, func(f *flags) bool { return f.rawControl }},
		{envVars("LESS", "-j.5 -#8"), nil, func(f *flags) bool { return f.less.jump == app.JumpTarget{Fraction: .5, Set: true} }},
		{envVars("LESS", "-x 4 -s"), nil, func(f *flags) bool { return f.less.tabWidth == 4 && f.squeeze }},
		{envVars("LESS", "-x4S"), nil, func(f *flags) bool { return f.less.tabWidth == 4 && f.chop }},
		{envVars("LESS", "--header=2 -N"), nil, func(f *flags) bool { return f.less.header == 2 && f.lineNumbers }},
		{envVars("LESS", "-PM?f%f .?n?m(file %i of %m) ..?e(END) ?x- Next\\: %x..%t$ -S"), nil, func(f *flags) bool {
			return f.chop && !f.lineNumbers && !f.ignoreCase // the prompt's letters are its value
		}},
		{envVars("LESS", "-YZ --bogus=1 --no-such -Q -xfoo -jbar"), nil, func(f *flags) bool { return f.less == (lessValues{}) }},
		{envVars("LESS", "-V -? -h --help --version"), nil, func(f *flags) bool { return !f.help && !f.version }},
		{envVars("LESS", "--keys=/etc/passwd --secure"), nil, func(f *flags) bool { return f.keys == "" && !f.secure }},
		{envVars("LESS", "+G -S"), []string{"f"}, func(f *flags) bool { return f.start.End && f.chop }},
		{envVars("LESS", "-S"), []string{"-+S"}, func(f *flags) bool { return !f.chop }},
		{envVars("LESS", "-x4"), []string{"-x2"}, func(f *flags) bool { return f.less.tabWidth == 2 }},
		{envVars("LESS", "FRX", "LWL", "-N"), nil, func(f *flags) bool { return f.lineNumbers && !f.quitIfOneScreen }},
		{envVars("LESS", "FRX", "LWL", ""), nil, func(f *flags) bool { return !f.quitIfOneScreen }},
	} {
		f, err := parseFlags(tc.env, tc.args)
		if err != nil {
			t.Errorf("%q: %v", tc.args, err)
			continue
		}
		if !tc.check(f) {
			l, _ := tc.env("LESS")
			t.Errorf("LESS=%q %q: got %+v", l, tc.args, *f)
		}
	}
}

// A flag neither lwl nor less knows stops lwl, named; a bad value of a
// flag lwl reads too. $LESS never does.
func TestParseLessFlagErrors(t *testing.T) {
	for _, tc := range []struct {
		env  func(string) (string, bool)
		args []string
		want string
	}{
		{lwlVar(""), []string{"-MY"}, "-Y (in -MY): unknown flag (lwl --help lists the flags lwl knows)"},
		{lwlVar(""), []string{"--frobnicate"}, "--frobnicate: unknown flag (lwl --help lists the flags lwl knows)"},
		{lwlVar(""), []string{"-x0"}, `-x "0": must be a number of columns, or rising stops as 4,8`},
		{lwlVar(""), []string{"-jx"}, `-j "x": must be a row (1: the top, -1: the bottom) or a fraction as .5`},
		{lwlVar(""), []string{"--header=a"}, `--header "a": must be a number of lines`},
		{lwlVar(""), []string{"-x"}, "-x: needs a value"},
		{envVars("LWL", "-Y"), nil, "LWL: -Y: unknown flag (lwl --help lists the flags lwl knows)"},
		{envVars("LESS", "-Y", "LWL", "-Y"), nil, "LWL: -Y: unknown flag (lwl --help lists the flags lwl knows)"},
	} {
		_, err := parseFlags(tc.env, tc.args)
		if err == nil || err.Error() != tc.want {
			t.Errorf("%q: error %v, want %q", tc.args, err, tc.want)
		}
	}
	if _, err := parseFlags(envVars("LESS", "-Y --frobnicate -x0 -jx"), []string{"f"}); err != nil {
		t.Errorf("LESS with flags lwl does not know: %v", err)
	}
}
