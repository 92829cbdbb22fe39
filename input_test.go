package main

import "testing"

func TestUnescapePrompt(t *testing.T) {
	for in, want := range map[string]string{
		`lwl\.1`: "lwl.1", `ls(1)`: "ls(1)", `a\\b`: `a\b`, `end\`: `end\`, "": "",
	} {
		if got := unescapePrompt(in); got != want {
			t.Errorf("unescapePrompt(%q) = %q, want %q", in, got, want)
		}
	}
}
