package main

import "testing"

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
