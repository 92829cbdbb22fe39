package lessflags

import (
	"fmt"
	"slices"
	"testing"

	"github.com/spf13/pflag"
)

// flagSet is a few of lwl's flags, as lwl describes them; less's other
// options are added as words name them.
func flagSet() *Set {
	fl := pflag.NewFlagSet("test", pflag.ContinueOnError)
	for _, name := range []string{"chop-long-lines", "line-numbers", "quit-if-one-screen", "help", "tabs", "pattern", "keys"} {
		addTestFlag(fl, name, 0)
	}
	return &Set{FlagSet: fl}
}

// lazySet is flagSet with each of those flags added when first named.
func lazySet() *Set {
	return &Set{FlagSet: pflag.NewFlagSet("test", pflag.ContinueOnError), Own: addTestFlag}
}

func addTestFlag(fl *pflag.FlagSet, long string, letter byte) bool {
	is := func(name string, short byte) bool { return long == name || letter != 0 && letter == short }
	switch {
	case is("chop-long-lines", 'S'):
		fl.BoolP("chop-long-lines", "S", false, "")
	case is("line-numbers", 'N'):
		fl.BoolP("line-numbers", "N", false, "")
	case is("quit-if-one-screen", 'F'):
		fl.BoolP("quit-if-one-screen", "F", false, "")
	case is("help", 'h'):
		fl.BoolP("help", "h", false, "")
	case is("tabs", 'x'):
		fl.StringP("tabs", "x", "", "")
	case is("pattern", 'p'):
		fl.StringP("pattern", "p", "", "")
	case is("keys", 0):
		fl.String("keys", "", "")
	default:
		return false
	}
	return true
}

// A command line comes out as long flags: groups split, a number's digits
// taken and the letters after it go on, a value from the next word, -+X
// as the default, less's options lwl ignores kept for pflag to accept.
func TestWords(t *testing.T) {
	for _, tc := range []struct {
		args, want []string
	}{
		{[]string{"-FSN"}, []string{"--quit-if-one-screen", "--chop-long-lines", "--line-numbers"}},
		{[]string{"-x4S"}, []string{"--tabs=4", "--chop-long-lines"}},
		{[]string{"-x", "4", "f"}, []string{"--tabs=4", "f"}},
		{[]string{"-ppat tern"}, []string{"--pattern=pat tern"}},
		{[]string{"--keys", "k.yaml"}, []string{"--keys=k.yaml"}},
		{[]string{"-+S", "-+x"}, []string{"--chop-long-lines=false", "--tabs="}},
		{[]string{"-h5", "-?"}, []string{"--max-back-scroll=5", "--help"}},
		{[]string{"-20M"}, []string{"--window=20", "--LONG-PROMPT"}},
		{[]string{"--", "-S"}, []string{"--", "-S"}},
		{[]string{"--bogus"}, []string{"--bogus"}},
	} {
		got, err := Words(flagSet(), tc.args)
		if lazy, lerr := Words(lazySet(), tc.args); !slices.Equal(lazy, got) || fmt.Sprint(lerr) != fmt.Sprint(err) {
			t.Errorf("Words(%q) with the flags added as named = %q, %v; all at once %q, %v", tc.args, lazy, lerr, got, err)
		}
		if err != nil || !slices.Equal(got, tc.want) {
			t.Errorf("Words(%q) = %q, %v; want %q", tc.args, got, err, tc.want)
		}
	}
	for args, want := range map[string]string{
		"-Y":    "-Y: unknown flag (lwl --help lists the flags lwl knows)",
		"-FYX":  "-Y (in -FYX): unknown flag (lwl --help lists the flags lwl knows)",
		"-keys": "-keys: unknown flag; did you mean --keys?",
		"-x":    "-x: needs a value",
	} {
		if _, err := Words(flagSet(), []string{args}); err == nil || err.Error() != want {
			t.Errorf("Words(%q): error %v, want %q", args, err, want)
		}
	}
}

// $LESS sets what lwl knows, '-' optional, values after blanks or up to
// '$'; unknown letters and $LESS's forbidden flags are passed over; start
// commands go to start.
func TestApplyLESS(t *testing.T) {
	fl := flagSet()
	var starts []string
	ApplyLESS(fl, "FS -x 4 -Y --keys=k.yaml --bogus=1 -h -Ppat$N +G", func(cmd string) { starts = append(starts, cmd) })
	for name, want := range map[string]string{
		"quit-if-one-screen": "true", "chop-long-lines": "true", "tabs": "4", "line-numbers": "true",
		"keys": "", "help": "false",
	} {
		if got := fl.Lookup(name).Value.String(); got != want {
			t.Errorf("--%s = %q, want %q", name, got, want)
		}
	}
	if !slices.Equal(starts, []string{"G"}) {
		t.Errorf("start commands %q, want [G]", starts)
	}
}

// less's options are added to the set as words name them, hidden from the
// help, and never take a letter from one of lwl's flags.
func TestLessOptionsAddedWhenNamed(t *testing.T) {
	fl := flagSet()
	count := func() (n int) {
		fl.VisitAll(func(*pflag.Flag) { n++ })
		return n
	}
	before := count()
	if fl.Lookup("LONG-PROMPT") != nil {
		t.Fatal("less's --LONG-PROMPT is in the set before anything names it")
	}
	words, err := Words(fl, []string{"-Mq", "--use-color", "-S"})
	if want := []string{"--LONG-PROMPT", "--quiet", "--use-color", "--chop-long-lines"}; err != nil || !slices.Equal(words, want) {
		t.Fatalf("Words = %q, %v; want %q", words, err, want)
	}
	if got := count(); got != before+3 {
		t.Errorf("%d flags added, want 3", got-before)
	}
	for _, name := range []string{"LONG-PROMPT", "quiet", "use-color"} {
		if fg := fl.Lookup(name); fg == nil || !fg.Hidden {
			t.Errorf("--%s: %v, want a hidden flag", name, fg)
		}
	}
	if err := fl.Parse(words); err != nil {
		t.Errorf("pflag refuses what Words gave: %v", err)
	}
	if _, err := Words(fl, []string{"-Y"}); err == nil {
		t.Error("-Y, an option less does not have either, was accepted")
	}
	if got := count(); got != before+3 {
		t.Errorf("an unknown letter added a flag: %d added", got-before)
	}
}

func TestParseTabs(t *testing.T) {
	for in, want := range map[string]int{"": 0, "4": 4, "4,8,12": 4, "3,10": 7} {
		if got, err := ParseTabs(in); err != nil || got != want {
			t.Errorf("ParseTabs(%q) = %d, %v; want %d", in, got, err, want)
		}
	}
	for _, bad := range []string{"0", "x", "8,4", "1001"} {
		if _, err := ParseTabs(bad); err == nil {
			t.Errorf("ParseTabs(%q): no error", bad)
		}
	}
}

func TestParseHeader(t *testing.T) {
	for in, want := range map[string]int{"": 0, "2": 2, "3,4": 3, ",4": 0} {
		if got, err := ParseHeader(in); err != nil || got != want {
			t.Errorf("ParseHeader(%q) = %d, %v; want %d", in, got, err, want)
		}
	}
	for _, bad := range []string{"a", "-1"} {
		if _, err := ParseHeader(bad); err == nil {
			t.Errorf("ParseHeader(%q): no error", bad)
		}
	}
}
