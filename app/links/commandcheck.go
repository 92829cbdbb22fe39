package links

import (
	"os/exec"
	"strings"
	"syscall"
)

// A command lwl runs (follow, fork, exec, from a key or the prompt) gets the
// selected link in its environment. The kernel refuses some of that: a
// string with a NUL byte cannot be passed at all, and one longer than
// MAX_ARG_STRLEN, or all of them past the argument space, fails with
// E2BIG. exec would then fail after the screen was given up (for exec, with
// lwl already gone), so each is found first and becomes a message.

// maxArgString is Linux's MAX_ARG_STRLEN: the longest argument or
// environment string, its NUL included.
const maxArgString = 32 * 4096

// CommandProblem says why cmd with env cannot be run, or "" if it can.
// env is checked as CommandEnv builds it: LINK=, LINK_TEXT=, LWL_FILE= last.
func CommandProblem(cmd string, env []string) string {
	if strings.IndexByte(cmd, 0) >= 0 {
		return "the command contains a NUL byte"
	}
	if len(cmd)+1 > maxArgString {
		return "the command is longer than 128 KiB"
	}
	total := len(cmd) + 1 + len("sh\x00-c\x00") + 4*8 // the strings and argv's pointers
	for _, kv := range env {
		name, _, _ := strings.Cut(kv, "=")
		what := "$" + name
		switch name {
		case "LINK":
			what = "the link's destination"
		case "LINK_TEXT":
			what = "the link's text"
		}
		if strings.IndexByte(kv, 0) >= 0 {
			return what + " contains a NUL byte"
		}
		if len(kv)+1 > maxArgString {
			return what + " is longer than 128 KiB"
		}
		total += len(kv) + 1 + 8
	}
	if total > argSpace() {
		return "the environment and the link are more than a command can be given"
	}
	return ""
}

// ArgvProblem says why argv, run with env, cannot be exec'd, or "" if it
// can: a browser run without a shell gets the link as an argument, under
// the same kernel limits as $LINK.
func ArgvProblem(argv, env []string) string {
	total := 0
	for _, s := range argv {
		if strings.IndexByte(s, 0) >= 0 {
			return "the link's destination contains a NUL byte"
		}
		if len(s)+1 > maxArgString {
			return "the link's destination is longer than 128 KiB"
		}
		total += len(s) + 1 + 8
	}
	for _, kv := range env {
		total += len(kv) + 1 + 8
	}
	if total > argSpace() {
		return "the environment and the link are more than a command can be given"
	}
	return ""
}

// argSpace is how many bytes of arguments and environment exec takes:
// a quarter of the stack limit, at most 6 MiB, at least 128 KiB (Linux's
// fs/exec.c).
func argSpace() int {
	limit := 6 << 20
	var rl syscall.Rlimit
	if err := syscall.Getrlimit(syscall.RLIMIT_STACK, &rl); err == nil && rl.Cur/4 < uint64(limit) {
		limit = int(rl.Cur / 4)
	}
	return max(limit, 128<<10)
}

// programOf is the first word of a shell command: what must be on PATH.
func programOf(cmd string) string {
	f := strings.Fields(cmd)
	for len(f) > 0 && strings.Contains(f[0], "=") && !strings.HasPrefix(f[0], "=") {
		f = f[1:] // VAR=value prefixes
	}
	if len(f) == 0 {
		return ""
	}
	return strings.Trim(f[0], `"'`)
}

// MissingProgram reports a command whose program cannot be found, so lwl
// can say so and stay rather than exec into nothing.
func MissingProgram(cmd string) string {
	p := programOf(cmd)
	if p == "" || strings.ContainsAny(p, "$`(;|&<>") {
		return ""
	}
	if _, err := exec.LookPath(p); err != nil {
		return p
	}
	return ""
}
