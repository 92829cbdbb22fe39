package search

import "testing"

// ctrl-r's line is kept as the expression that finds it as written; a !
// first still asks for the lines that do not match.
func TestLiteral(t *testing.T) {
	for line, want := range map[string]string{"": "", "a.b": `a\.b`, "!a.b": `!a\.b`, "(x)": `\(x\)`} {
		if got := Literal(line); got != want {
			t.Errorf("Literal(%q) = %q; want %q", line, got, want)
		}
	}
}

// The case rule: smart case ignores case unless the pattern has an
// upper-case letter; -I always ignores it; -i off makes it significant.
func TestCompileByCaseRule(t *testing.T) {
	for _, c := range []struct {
		pattern string
		rule    CaseRule
		text    string
		match   bool
	}{
		{"fox", SmartCase, "FOX", true},
		{"Fox", SmartCase, "FOX", false},
		{"Fox", IgnoreCase, "FOX", true},
		{"fox", CaseSensitive, "FOX", false},
		{"!fox", SmartCase, "dog\n", true},
		{"!fox", SmartCase, "fox\n", false},
	} {
		q, err := Compile(c.pattern, c.rule)
		if err != nil {
			t.Fatal(err)
		}
		if got := len(q.FindAll(c.text, nil)) > 0; got != c.match {
			t.Errorf("%q by rule %d in %q: match %v; want %v", c.pattern, c.rule, c.text, got, c.match)
		}
	}
}
