package main

import (
	"fmt"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"

	"lwl/internal/lessflags"
)

// lwl's flags are added to the flag set as a command line, $LWL or $LESS
// names them; the result is the same as with all of them described first:
// the flags read, the files, the start command, and each error's words.
func TestFlagsAddedWhenNamedReadAsAllAtOnce(t *testing.T) {
	words := []string{"--keys", "k.yaml", "--keys=y", "--layout", "--theme=mono", "--base", "http://x/",
		"--wrap", "none", "--wrap=word", "--wrap=bogus", "-N", "-NS", "-SN", "-x4", "-x", "8", "-x4S", "-xq",
		"-j", ".5", "-jx", "-j-2", "--header", "3", "--header=x", "-F", "-X", "-FX", "-i", "-I", "-R", "-r",
		"-K", "-e", "-E", "-s", "-p", "pat", "-ppat", "--pattern=foo", "-+N", "-+x", "-+S", "--+line-numbers",
		"--mouse", "--no-mouse", "--markdown", "--literal", "--secure", "--follow-name", "--write-config",
		"-V", "--version", "-h", "-?", "--help", "-h5", "-20", "-20M", "-M", "-m", "-q", "-g", "-#", "-#8",
		"--use-color", "--bogus", "--bogus=1", "-Z", "-Y", "-keys", "-line-numbers", "-help", "+G", "+F",
		"+/x", "+42", "--", "file", "-", "-S", "--chop-long-lines", "--tabs=4", "--jump-target=3", "-z5",
		"--LINE-NUMBERS", "--QUIT-AT-EOF", "--quit-at-eof", "-P", "x", "--window=4", "-b", "-y3", "-Dd+r",
		"--line-numbers=false", "--no-init", "-", "--RAW-CONTROL-CHARS", "--IGNORE-CASE", "-c", "-d", "-k",
		"-\x80", "-é", "-\xffN", "-o", "log", "-O", "-t", "tag", "-T", "-u", "-U", "-w", "-W", "-~", "--tilde", "-L", "-a", "-A", "-B",
		"-C", "-G", "-J", "-n", "-Q", "-\"", "-$", "--status-column", "--incsearch", "--save-marks"}
	less := []string{"-R", "FRX", "-FRX", "-x4", "x 4", "-j.5", "-Ppat$N", "--mouse", "-M --use-color",
		"-i -S", "\x80", "é -N", "+G", "-+N", "--keys=k.yaml", "--bogus=1", "-h", "-Dd+r$Du+b", "-#8", "Y", "-z-4", "--header=2"}
	rng := rand.New(rand.NewPCG(1, 2))
	pick := func(from []string, n int) []string {
		var out []string
		for range rng.IntN(n + 1) {
			out = append(out, from[rng.IntN(len(from))])
		}
		return out
	}
	for i := range 20000 {
		args := pick(words, 5)
		env := map[string]string{}
		switch rng.IntN(3) {
		case 1:
			env["LESS"] = strings.Join(pick(less, 4), " ")
		case 2:
			env["LWL"] = strings.Join(pick(words, 3), " ")
		}
		lookupEnv := func(k string) (string, bool) { v, ok := env[k]; return v, ok }
		lazy, lerr := parseFlags(lookupEnv, args)
		f := &flags{}
		eager, eerr := parseFlagsInto(f, &lessflags.Set{FlagSet: newFlagSet(f)}, lookupEnv, args)
		if fmt.Sprint(lerr) != fmt.Sprint(eerr) || !reflect.DeepEqual(lazy, eager) {
			t.Fatalf("case %d, args %q, env %q:\nadded as named: %+v, %v\nall at once:    %+v, %v", i, args, env, lazy, lerr, eager, eerr)
		}
	}
}
