package main

import "testing"

// Whatever LESS holds, lwl starts: no panic, no error; the same words on
// the command line give an error or flags, never a panic.
func FuzzParseLESS(f *testing.F) {
	for _, s := range []string{"FRX", "FRSXMK", "-R --use-color -Dd+r", "-j.5 -#8", "-x4S -+S", "-P?f%f$ -N",
		"--header=2,3 --tabs", "-- -", "+G", "-h5 -? -", "--+S", "--=", "-x", "-j-", "-k"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if _, err := parseFlags(envVars("LESS", s), nil); err != nil {
			t.Errorf("LESS=%q: %v", s, err)
		}
		words, err := splitArgs(s)
		if err == nil {
			_, _ = parseFlags(lwlVar(""), words)
		}
	})
}
