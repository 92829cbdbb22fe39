package links

import (
	"strings"
	"testing"
)

func TestCommandProblem(t *testing.T) {
	env := []string{"PATH=/bin"}
	long := strings.Repeat("x", maxArgString)
	for _, c := range []struct {
		cmd  string
		env  []string
		want string
	}{
		{`bro "$LINK"`, CommandEnv(env, "https://example.org", "text", "/tmp/f"), ""},
		{`bro "$LINK"`, CommandEnv(env, "http://a\x00b", "text", "/tmp/f"), "the link's destination contains a NUL byte"},
		{`bro "$LINK"`, CommandEnv(env, "http://a", "te\x00xt", "/tmp/f"), "the link's text contains a NUL byte"},
		{"echo \x00", CommandEnv(env, "http://a", "text", ""), "the command contains a NUL byte"},
		{`bro "$LINK"`, CommandEnv(env, "http://"+long, "text", ""), "the link's destination is longer than 128 KiB"},
		{"echo " + long, CommandEnv(env, "http://a", "text", ""), "the command is longer than 128 KiB"},
		{`bro`, append(CommandEnv(env, "", "", ""), "BIG="+long), "$BIG is longer than 128 KiB"},
	} {
		if got := CommandProblem(c.cmd, c.env); got != c.want {
			t.Errorf("CommandProblem(%.20q, …) = %q, want %q", c.cmd, got, c.want)
		}
	}
	var many []string
	for len(many)*1000 < 8<<20 {
		many = append(many, "V="+strings.Repeat("v", 1000))
	}
	if got := CommandProblem("true", many); got == "" {
		t.Errorf("8 MiB of environment passes")
	}
}

// A browser's argument is held to the kernel's limits as $LINK is: the
// longest one passes, a byte more does not.
func TestArgvProblem(t *testing.T) {
	env := []string{"PATH=/bin"}
	longest := "http://" + strings.Repeat("x", maxArgString-1-len("http://"))
	for _, c := range []struct {
		argv []string
		want string
	}{
		{[]string{"firefox", "https://example.org"}, ""},
		{[]string{"firefox", longest}, ""},
		{[]string{"firefox", longest + "y"}, "the link's destination is longer than 128 KiB"},
		{[]string{"firefox", "http://a\x00b"}, "the link's destination contains a NUL byte"},
	} {
		if got := ArgvProblem(c.argv, env); got != c.want {
			t.Errorf("ArgvProblem(%.30q) = %q, want %q", c.argv, got, c.want)
		}
	}
}

func TestProgramOf(t *testing.T) {
	for cmd, want := range map[string]string{
		`bro "$LINK"`:             "bro",
		`  w3m -T text "$LINK"`:   "w3m",
		`BROWSER=x firefox $LINK`: "firefox",
		`"/usr/bin/bro" "$LINK"`:  "/usr/bin/bro",
		``:                        "",
	} {
		if got := programOf(cmd); got != want {
			t.Errorf("programOf(%q) = %q, want %q", cmd, got, want)
		}
	}
	if p := MissingProgram(`no-such-program-lwl "$LINK"`); p != "no-such-program-lwl" {
		t.Errorf("MissingProgram found %q", p)
	}
	if p := MissingProgram(`sh -c 'echo'`); p != "" {
		t.Errorf("sh reported missing: %q", p)
	}
	if p := MissingProgram(`$(echo bro)`); p != "" {
		t.Errorf("a command lwl cannot read is not judged missing: %q", p)
	}
}
