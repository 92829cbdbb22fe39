package yamlx

import (
	"strings"
	"testing"
)

// A second document is an error at its line, not silently dropped.
func TestParseSecondDocument(t *testing.T) {
	for _, data := range []string{"a: 1\n---\nb: 2\n", "a: 1\n---\n"} {
		_, err := Parse([]byte(data), "f.yaml", "a map")
		if err == nil || !strings.HasPrefix(err.Error(), "f.yaml:2:") {
			t.Errorf("Parse(%q) = %v, want an error at f.yaml:2", data, err)
		}
	}
	if _, err := Parse([]byte("a: 1\n---\n- [\n"), "f.yaml", "a map"); err == nil {
		t.Errorf("a broken second document is no error")
	}
	for _, data := range []string{"", "# only a comment\n", "---\na: 1\n", "a: 1\n...\n"} {
		if _, err := Parse([]byte(data), "f.yaml", "a map"); err != nil {
			t.Errorf("Parse(%q): %v", data, err)
		}
	}
}

// TopPairs gives the top mapping's pairs in order, none for an empty
// file, and the errors of Parse and Pairs.
func TestTopPairs(t *testing.T) {
	pairs, err := TopPairs([]byte("a: 1\nb: 2\n"), "f.yaml", "a map")
	if err != nil || len(pairs) != 2 || pairs[0][0].Value != "a" || pairs[1][1].Value != "2" {
		t.Errorf("TopPairs(a, b) = %v, %v", pairs, err)
	}
	if pairs, err := TopPairs([]byte("# nothing\n"), "f.yaml", "a map"); err != nil || pairs != nil {
		t.Errorf("TopPairs(empty) = %v, %v; want none", pairs, err)
	}
	for data, want := range map[string]string{
		"- a\n":        "f.yaml:1: a map",
		"a: 1\na: 2\n": `f.yaml:2: "a" is set twice (first at line 1)`,
	} {
		if _, err := TopPairs([]byte(data), "f.yaml", "a map"); err == nil || err.Error() != want {
			t.Errorf("TopPairs(%q) = %v, want %s", data, err, want)
		}
	}
}

// A huge bad value or key is quoted on one short line.
func TestErrorsCutValues(t *testing.T) {
	huge := strings.Repeat("v\\n", 1<<20)
	for _, data := range []string{
		"a: \"" + huge + "\"\n",                      // Bool's message
		"\"" + huge + "\": 1\n\"" + huge + "\": 2\n", // Pairs' message
		"a: 1\na: [\"" + huge + "\"\n",               // a syntax error after a long value
	} {
		top, err := Parse([]byte(data), "f.yaml", "a map")
		if err == nil {
			if pairs, perr := Pairs("f.yaml", top); perr != nil {
				err = perr
			} else {
				_, err = Bool("f.yaml", "a", pairs[0][1])
			}
		}
		if err == nil {
			t.Fatalf("no error for %.40q…", data)
		}
		if msg := err.Error(); len(msg) > 500 || strings.Contains(msg, "\n") {
			t.Errorf("message of %d bytes (or not one line): %.200q…", len(msg), msg)
		}
	}
}

// A character YAML refuses (a NUL, a byte that is not UTF-8) is an error
// at its line: yaml.v3's reader gives only a byte offset, which its error
// drops, and a user cannot find a NUL by eye.
func TestParseBadCharacterLine(t *testing.T) {
	for _, c := range []struct{ data, want string }{
		{"a: 1\nb: 2\nc: 3\x00\n", "f.yaml:3: control characters are not allowed (U+0000)"},
		{"a: 1\n\nb: \xff\n", "f.yaml:3: invalid leading UTF-8 octet (byte 0xff)"},
		{"a: 1\r\nb: 2\r\nc: \x1b\r\n", "f.yaml:3: control characters are not allowed (U+001B)"},
		{"# a comment\n# é\nb: \"\xc3\"\n", "f.yaml:3: invalid trailing UTF-8 octet (byte 0xc3)"},
		{"a: 1\n\x00", "f.yaml:2: control characters are not allowed (U+0000)"},
	} {
		_, err := Parse([]byte(c.data), "f.yaml", "a map")
		if err == nil || err.Error() != c.want {
			t.Errorf("Parse(%q) = %v, want %s", c.data, err, c.want)
		}
	}
}
