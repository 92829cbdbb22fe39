package main

import (
	"errors"
	"os"
	"reflect"
	"regexp"
	"slices"
	"strings"
	"testing"

	"lwl/app"
	"lwl/internal/lessflags"
)

func TestSplitArgs(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want []string
	}{
		{"", nil},
		{"   ", nil},
		{"-FRX", []string{"-FRX"}},
		{"  -N   --wrap word ", []string{"-N", "--wrap", "word"}},
		{`--base 'http://x/a b/'`, []string{"--base", "http://x/a b/"}},
		{`--keys "my keys.yaml" -S`, []string{"--keys", "my keys.yaml", "-S"}},
		{`a\ b`, []string{"a b"}},
		{`"say \"hi\""`, []string{`say "hi"`}},
		{`'a\b'`, []string{`a\b`}},
		{`''`, []string{""}},
		{"-N\t-S\n-F", []string{"-N", "-S", "-F"}},
		{`x"y"'z'`, []string{"xyz"}},
	} {
		got, err := splitArgs(tc.in)
		if err != nil {
			t.Errorf("splitArgs(%q): %v", tc.in, err)
			continue
		}
		if !slices.Equal(got, tc.want) {
			t.Errorf("splitArgs(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
	for _, bad := range []string{`"open`, `'open`, `a "b`} {
		if _, err := splitArgs(bad); err == nil {
			t.Errorf("splitArgs(%q): no error for an unclosed quote", bad)
		}
	}
}

// The flag table: less's flags combine, land in their fields, and the
// command line comes after $LWL.
func TestParseFlags(t *testing.T) {
	for _, tc := range []struct {
		env  string
		args []string
		want flags
	}{
		{"", []string{"-FRX", "f"}, flags{quitIfOneScreen: true, rawControl: true, noInit: true, files: []string{"f"}}},
		{"", []string{"-SN"}, flags{chop: true, lineNumbers: true, wrap: "none"}},
		{"", []string{"-S", "--wrap", "word"}, flags{chop: true, wrap: "word"}},
		{"", []string{"-r", "-K", "-i"}, flags{rawControl: true, quitOnIntr: true, smartCase: true}},
		{"", []string{"-I", "--line-numbers"}, flags{ignoreCase: true, lineNumbers: true}},
		{"", []string{"--quit-if-one-screen", "--no-init", "--chop-long-lines"}, flags{quitIfOneScreen: true, noInit: true, chop: true, wrap: "none"}},
		{"-N", []string{"f"}, flags{lineNumbers: true, files: []string{"f"}}},
		{"--wrap word", []string{"--wrap", "none"}, flags{wrap: "none"}},
		{"", []string{"+G", "f"}, flags{start: app.Startup{End: true}, files: []string{"f"}}},
		{"", []string{"++G", "f"}, flags{start: app.Startup{End: true}, files: []string{"f"}}},
		{"", []string{"++/x y"}, flags{start: app.Startup{Search: "x y"}}},
		{"", []string{"f", "+42"}, flags{start: app.Startup{Line: 42}, files: []string{"f"}}},
		{"", []string{"+/x y"}, flags{start: app.Startup{Search: "x y"}}},
		{"+G", []string{"+10"}, flags{start: app.Startup{Line: 10}}},
		{"", []string{"--", "+G", "-N"}, flags{files: []string{"+G", "-N"}}},
		{"", []string{"-", "--keys", "k.yaml", "a", "b"}, flags{keys: "k.yaml", files: []string{"-", "a", "b"}}},
		{"", []string{"--theme=mono", "-V"}, flags{theme: "mono", version: true}},
	} {
		got, err := parseFlags(lwlVar(tc.env), tc.args)
		if err != nil {
			t.Errorf("LWL=%q %q: %v", tc.env, tc.args, err)
			continue
		}
		if !equalFlags(*got, tc.want) {
			t.Errorf("LWL=%q %q:\n got %+v\nwant %+v", tc.env, tc.args, *got, tc.want)
		}
	}
}

func equalFlags(a, b flags) bool {
	if !slices.Equal(a.files, b.files) {
		return false
	}
	a.files, b.files = nil, nil
	return reflect.DeepEqual(a, b)
}

// Errors name the flag as typed, in one line, and say where it came from.
func TestParseFlagsErrors(t *testing.T) {
	for _, tc := range []struct {
		env  string
		args []string
		want string
	}{
		{"", []string{"-Y"}, "-Y: unknown flag (lwl --help lists the flags lwl knows)"},
		{"", []string{"-FYX"}, "-Y (in -FYX): unknown flag (lwl --help lists the flags lwl knows)"},
		{"", []string{"--bogus"}, "--bogus: unknown flag (lwl --help lists the flags lwl knows)"},
		{"", []string{"-keys", "k"}, "-keys: unknown flag; did you mean --keys?"},
		{"", []string{"--keys"}, "--keys: needs a value"},
		{"", []string{"+x"}, "+x: unknown start command (lwl knows +G, +F, +NUMBER and +/PATTERN)"},
		{"-Y4", nil, "LWL: -Y (in -Y4): unknown flag (lwl --help lists the flags lwl knows)"},
		{`-N "`, nil, `LWL: "-N \"": no closing "`},
		{"+/", nil, "LWL: +/: unknown start command (lwl knows +G, +F, +NUMBER and +/PATTERN)"},
	} {
		_, err := parseFlags(lwlVar(tc.env), tc.args)
		if err == nil || err.Error() != tc.want {
			t.Errorf("LWL=%q %q: error %v, want %q", tc.env, tc.args, err, tc.want)
		}
		if err != nil && strings.Contains(err.Error(), "\n") {
			t.Errorf("LWL=%q %q: the error has more than one line", tc.env, tc.args)
		}
	}
	for _, args := range [][]string{{"--help"}, {"-h"}, {"-N", "--help", "f"}} {
		if _, err := parseFlags(lwlVar(""), args); !errors.Is(err, errHelp) {
			t.Errorf("%q: error %v, want errHelp", args, err)
		}
	}
}

// The usage lists every flag, less's start commands, and LWL.
func TestUsage(t *testing.T) {
	var b strings.Builder
	usage(&b)
	out := b.String()
	for _, want := range []string{"--keys FILE", "-F, --quit-if-one-screen", "-X, --no-init", "-S, --chop-long-lines",
		"-N, --line-numbers", "-I, --IGNORE-CASE", "-R, --RAW-CONTROL-CHARS", "-K, --quit-on-intr", "+G", "+NUMBER", "+/PATTERN", "LWL", "--write-config", "--version",
		"-x, --tabs N", "-j, --jump-target N", "--header N", "-p, --pattern PATTERN", "-s, --squeeze-blank-lines",
		"-E, --QUIT-AT-EOF", "--no-mouse", "+F", "LESS"} {
		if !strings.Contains(out, want) {
			t.Errorf("usage lacks %q:\n%s", want, out)
		}
	}
	if strings.Contains(out, "no effect") {
		t.Errorf("usage lists less's options that do nothing, one a line:\n%s", out)
	}
}

// Every flag README.md and the pages it links to name in backquotes is
// one lwl knows: the speed figures once gave `-p` (less's, which lwl
// spells +/PATTERN) as a start that moves.
func TestReadmeFlagsExist(t *testing.T) {
	var readme []byte
	for _, name := range []string{"README.md", "bench/README.md", "docs/behaviour.md", "docs/design.md",
		"docs/documents.md", "docs/guarantees.md", "docs/input.md", "docs/links.md"} {
		b, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		readme = append(readme, b...)
	}
	fl := newFlagSet(&flags{})
	n := 0
	for _, m := range regexp.MustCompile("`(-[^`]*)`").FindAllStringSubmatch(string(readme), -1) {
		word, _, _ := strings.Cut(m[1], " ")
		known := true
		switch {
		case word == "-" || word == "---": // standard input; a YAML document's start
			continue
		case strings.HasPrefix(word, "--"):
			name, _, _ := strings.Cut(word[2:], "=")
			_, _ = lessflags.Words(&lessflags.Set{FlagSet: fl}, []string{"--" + name}) // adds it if less's
			known = fl.Lookup(name) != nil
		default: // as lwl reads it: -x4S, -Dd+r
			_, err := lessflags.Words(&lessflags.Set{FlagSet: fl}, []string{word, "value"})
			known = err == nil
		}
		n++
		if !known {
			t.Errorf("the README or a page it links to names %q, which lwl does not know", m[1])
		}
	}
	if n < 20 {
		t.Errorf("only %d flags found in README.md", n)
	}
}

// lwlVar is an environment where LWL is s (set, also when empty) and
// LESS is not read.
func lwlVar(s string) func(string) (string, bool) {
	return func(name string) (string, bool) { return s, name == "LWL" }
}

// --markdown and --literal set the kind of every document; the last one
// given wins, so the command line overrides $LWL.
func TestKindFlags(t *testing.T) {
	for _, tc := range []struct {
		env  string
		args []string
		want string
	}{
		{"", nil, ""},
		{"--literal", nil, "literal"},
		{"", []string{"--markdown", "x.txt"}, "markdown"},
		{"--literal", []string{"--markdown"}, "markdown"},
		{"--markdown", []string{"--literal", "-N"}, "literal"},
	} {
		f, err := parseFlags(lwlVar(tc.env), tc.args)
		if err != nil {
			t.Errorf("LWL=%q %q: %v", tc.env, tc.args, err)
			continue
		}
		if f.links != tc.want {
			t.Errorf("LWL=%q %q: links %q, want %q", tc.env, tc.args, f.links, tc.want)
		}
	}
}
