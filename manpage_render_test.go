package main

import (
	"bytes"
	"os/exec"
	"regexp"
	"strings"
	"testing"
	"unicode/utf8"
)

// The man page renders without a warning from the formatters installed
// (mandoc's lint, groff as man runs it), and fits 80 columns. A machine
// with neither skips: the page is text, checked above.

func TestManPageLintsClean(t *testing.T) {
	if _, err := exec.LookPath("mandoc"); err != nil {
		t.Skip("mandoc is not installed")
	}
	out, err := exec.Command("mandoc", "-T", "lint", "-W", "warning", "lwl.1").CombinedOutput()
	if err != nil || len(out) > 0 {
		t.Errorf("mandoc -T lint -W warning lwl.1: %v\n%s", err, out)
	}
}

// grottyMarks are what groff's terminal output adds to text: overstrike
// and SGR sequences.
var grottyMarks = regexp.MustCompile("(?:.\b)|\x1b\\[[0-9;]*m")

func TestManPageRendersAt80Columns(t *testing.T) {
	if _, err := exec.LookPath("groff"); err != nil {
		t.Skip("groff is not installed")
	}
	cmd := exec.Command("groff", "-man", "-Tutf8", "-ww", "-rLL=80n", "lwl.1")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil || stderr.Len() > 0 {
		t.Fatalf("groff -man -Tutf8 -ww lwl.1: %v\n%s", err, stderr.Bytes())
	}
	text := grottyMarks.ReplaceAllString(string(out), "")
	if !strings.Contains(text, "KEYS") || !strings.Contains(text, "EXIT STATUS") {
		t.Fatalf("groff's rendering lacks KEYS or EXIT STATUS:\n%s", text)
	}
	for i, line := range strings.Split(text, "\n") {
		if n := utf8.RuneCountInString(line); n > 80 {
			t.Errorf("line %d is %d columns wide: %q", i+1, n, line)
		}
	}
}
