//go:build linux

package e2e

// less's flags and the plumbing of a $PAGER: -F, -X, +commands, LWL, standard
// input that is a file, a FIFO or nothing, MAN_PN, binary files, unknown
// and dumb terminals.

import (
	"bytes"
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// flagsFile writes content to a new file in a temporary folder.
func flagsFile(t *testing.T, name, content string) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

// numberedLines is "line 1\n" ... "line n\n".
func numberedLines(n int) string {
	var b strings.Builder
	for i := 1; i <= n; i++ {
		fmt.Fprintf(&b, "line %d\n", i)
	}
	return b.String()
}

// flagsEnv is lwlEnv with more variables (later entries win).
func flagsEnv(t *testing.T, extra ...string) []string { return append(lwlEnv(t), extra...) }

// -F on text that fits: it is written as lwl shows it (a Markdown link as [text],
// a long line wrapped, a control byte as a token), the terminal's normal
// buffer keeps it, and lwl exits 0 at once without a screen of its own.
func TestE2EFlagsOneScreenShort(t *testing.T) {
	long := strings.Repeat("w", 150)
	f := flagsFile(t, "short.md", "hello [a link](http://example.com/) world\n"+long+"\nbell\x07 and \x1b]0;title\x07 end\n")
	h := start(t, "-FRX", f)
	if code := h.wait(t); code != 0 {
		t.Fatalf("exit code %d, want 0", code)
	}
	raw := h.rawOutput()
	if bytes.Contains(raw, []byte(altScreen)) {
		t.Errorf("-F on a short text entered the alternate screen")
	}
	for _, bad := range []string{"\x07", "\x1b]0;"} {
		if bytes.Contains(raw, []byte(bad)) {
			t.Errorf("the document's %q reached the terminal: %q", bad, raw)
		}
	}
	want := []string{"hello [a link] world", strings.Repeat("w", e2eCols), strings.Repeat("w", 150-e2eCols),
		"bell<07> and <1B>]0;title<07> end"}
	got := h.screenLines()
	for i, w := range want {
		if got[i] != w {
			t.Errorf("row %d: %q, want %q", i, got[i], w)
		}
	}
	if got[len(want)] != "" {
		t.Errorf("row %d after the text: %q, want it empty", len(want), got[len(want)])
	}
	h.checkCooked(t)
}

// -F on a text exactly one screen long (the rows less the status line)
// still prints; one line more runs the pager.
func TestE2EFlagsOneScreenEdge(t *testing.T) {
	h := start(t, "-F", flagsFile(t, "fits.txt", numberedLines(e2eRows-1)))
	if code := h.wait(t); code != 0 {
		t.Fatalf("exit code %d, want 0", code)
	}
	if got, want := h.row(e2eRows-2), fmt.Sprintf("line %d", e2eRows-1); got != want {
		t.Errorf("row %d: %q, want %q", e2eRows-2, got, want)
	}
	h = start(t, "-F", flagsFile(t, "over.txt", numberedLines(e2eRows)))
	h.waitStatus(t, "over.txt", "line 1")
	quit(t, h)
}

// -FRX on a long text runs the pager; after q its last screen stays in the
// normal buffer.
func TestE2EFlagsOneScreenLongNoInit(t *testing.T) {
	h := start(t, "-FRX", flagsFile(t, "long.txt", numberedLines(200)))
	h.waitStatus(t, "long.txt", "line 1")
	if !h.inAltScreen() {
		t.Errorf("the pager is not on the alternate screen")
	}
	h.typeKeys("10j")
	h.waitStatus(t, "line 11")
	h.typeKeys("q")
	if code := h.wait(t); code != 0 {
		t.Fatalf("exit code %d, want 0", code)
	}
	if h.inAltScreen() {
		t.Errorf("still on the alternate screen after q")
	}
	// The 39 document rows, line 11 to 49, stay; the shell's prompt would
	// come on the row below.
	s := h.screen()
	if !strings.Contains(s, "line 11\nline 12\n") || !strings.Contains(s, "line 48\nline 49\n") || strings.Contains(s, "line 50\n") {
		t.Errorf("the normal buffer after -X does not hold the last screen (line 11 to 49):\n%s", s)
	}
	h.checkCooked(t)
}

// -F on a pipe: read until it ends (a slow producer included), then
// printed; a pipe that overflows the screen runs the pager while it is
// still open.
func TestE2EFlagsOneScreenPipe(t *testing.T) {
	t.Run("ends", func(t *testing.T) {
		h := startCmd(t, "/bin/sh", "-c", `(echo first; sleep 0.3; echo second) | "$0" -F`, lwlBin)
		if code := h.wait(t); code != 0 {
			t.Fatalf("exit code %d, want 0", code)
		}
		if got := h.screenLines()[:3]; got[0] != "first" || got[1] != "second" || got[2] != "" {
			t.Errorf("rows %q, want first, second", got)
		}
		if bytes.Contains(h.rawOutput(), []byte(altScreen)) {
			t.Errorf("entered the alternate screen")
		}
	})
	t.Run("overflows", func(t *testing.T) {
		h := startCmd(t, "/bin/sh", "-c", `(seq 1 100; sleep 2) </dev/null 2>/dev/null | "$0" -F`, lwlBin)
		h.waitStatus(t, "stdin", "line 1", "+")
		if got := h.row(0); got != "1" {
			t.Errorf("row 0: %q", got)
		}
		h.typeKeys("q")
		if code := h.wait(t); code != 0 {
			t.Errorf("exit code %d after q", code)
		}
	})
}

// +G, +NUMBER and +/pattern start there; LWL's flags count as given.
func TestE2EFlagsStartAt(t *testing.T) {
	text := strings.Replace(numberedLines(200), "line 150\n", "the x marks line 150\n", 1)
	f := flagsFile(t, "start.txt", text)
	t.Run("+G", func(t *testing.T) {
		h := start(t, "+G", f)
		h.waitRow(t, -2, "the last line", func(r string) bool { return r == "line 200" })
		h.waitStatus(t, "100%")
		quit(t, h)
	})
	t.Run("+42", func(t *testing.T) {
		h := start(t, f, "+42")
		h.waitRow(t, 0, "line 42 on top", func(r string) bool { return r == "line 42" })
		h.waitStatus(t, "line 42 ")
		quit(t, h)
	})
	t.Run("+/x", func(t *testing.T) {
		h := start(t, "+/x", f)
		h.waitFor(t, "the match on screen", func(s string) bool { return strings.Contains(s, "the x marks line 150") }, e2eTimeout)
		h.waitStatus(t, "1 match")
		quit(t, h)
	})
	t.Run("LWL=-N", func(t *testing.T) {
		h := startWith(t, startOpts{env: flagsEnv(t, "LWL=-N +3")}, f)
		h.waitRow(t, 0, "line 3 numbered", func(r string) bool { f := strings.Fields(r); return len(f) == 3 && f[0] == "3" && f[2] == "3" })
		quit(t, h)
	})
	t.Run("+G on a pipe", func(t *testing.T) {
		h := startCmd(t, "/bin/sh", "-c", `seq 1 3000 | "$0" +G`, lwlBin)
		h.waitRow(t, -2, "the last line", func(r string) bool { return r == "3000" })
		waitComplete(t, h) // else q stops the reading G started, as in less
		h.waitStatus(t, "100%")
		quit(t, h)
	})
}

// -SN: combined, long lines chopped, line numbers.
func TestE2EFlagsCombined(t *testing.T) {
	f := flagsFile(t, "wide.txt", "short\n"+strings.Repeat("x", 300)+"\nlast\n")
	h := start(t, "-SN", f)
	h.waitRow(t, 2, "line 3 right below the long line", func(r string) bool { return strings.HasSuffix(r, " last") })
	h.waitRow(t, 1, "the number 2 and the chopped line", func(r string) bool {
		return strings.HasPrefix(strings.TrimLeft(r, " "), "2 xxx") && len(r) == e2eCols
	})
	quit(t, h)
}

// -I ignores case also in a query with capitals; lwl's smart case does not.
func TestE2EFlagsIgnoreCase(t *testing.T) {
	f := flagsFile(t, "case.txt", "alpha foo\nFoo beta\nFOO gamma\n")
	for _, tc := range []struct {
		args []string
		want string
	}{{[]string{"-I"}, "3 matches"}, {nil, "No matches found"}, {[]string{"-i"}, "No matches found"}} {
		h := start(t, append(tc.args, f)...)
		h.waitStatus(t, "case.txt")
		h.typeKeys("/fOO\r")
		h.waitStatus(t, tc.want)
		quit(t, h)
	}
}

// Flag mistakes: one line naming the flag, exit 2; --help on stdout.
func TestE2EFlagsMessages(t *testing.T) {
	f := flagsFile(t, "a.txt", "a\n")
	for _, tc := range []struct {
		env  []string
		args []string
		want string
	}{
		{nil, []string{"-Y", f}, "lwl: -Y: unknown flag (lwl --help lists the flags lwl knows)\n"},
		{nil, []string{"-keys", "k", f}, "lwl: -keys: unknown flag; did you mean --keys?\n"},
		{nil, []string{"--keys"}, "lwl: --keys: needs a value\n"},
		{[]string{"LWL=-RY"}, []string{f}, "lwl: LWL: -Y (in -RY): unknown flag (lwl --help lists the flags lwl knows)\n"},
	} {
		out, errOut, code := runPlainEnv(t, nil, tc.env, tc.args...)
		if code != 2 || string(errOut) != tc.want || len(out) != 0 {
			t.Errorf("%v %q: exit %d, stderr %q, stdout %q; want exit 2, stderr %q", tc.env, tc.args, code, errOut, out, tc.want)
		}
	}
	out, errOut, code := runPlain(t, nil, "--help")
	if code != 0 || len(errOut) != 0 || !bytes.HasPrefix(out, []byte("Usage: lwl")) || !bytes.Contains(out, []byte("--quit-if-one-screen")) {
		t.Errorf("--help: exit %d, stderr %q, stdout %q", code, errOut, out)
	}
}

// lwl - with the terminal on standard input: keys and text cannot both
// come from it.
func TestE2EFlagsDashOnTerminal(t *testing.T) {
	h := start(t, "-")
	if code := h.wait(t); code != 2 {
		t.Errorf("exit code %d, want 2", code)
	}
	if s := h.screen(); !strings.Contains(s, `lwl: Missing filename ("lwl --help" for help)`) {
		t.Errorf("screen:\n%s", s)
	}
	if bytes.Contains(h.rawOutput(), []byte(altScreen)) {
		t.Errorf("a screen was started")
	}
}

// A FIFO, /dev/stdin and a /dev/fd path (what <(cmd) gives) stream: the
// first lines show while the writer is still writing.
func TestE2EFlagsFifoStreams(t *testing.T) {
	t.Run("fifo", func(t *testing.T) {
		fifo := filepath.Join(t.TempDir(), "fifo")
		if err := syscall.Mkfifo(fifo, 0o600); err != nil {
			t.Fatal(err)
		}
		h := start(t, fifo)
		w, err := os.OpenFile(fifo, os.O_WRONLY, 0)
		if err != nil {
			t.Fatal(err)
		}
		defer w.Close()
		fmt.Fprint(w, "first over the fifo\nsecond\n")
		h.waitRow(t, 0, "the first line while the fifo is open", func(r string) bool { return r == "first over the fifo" })
		fmt.Fprint(w, "third\n")
		h.waitRow(t, 2, "the third line", func(r string) bool { return r == "third" })
		w.Close()
		quit(t, h)
	})
	for _, tc := range []struct{ name, script string }{
		{"/dev/stdin", `(echo first of many; sleep 2) </dev/null 2>/dev/null | "$0" /dev/stdin`},
		{"/dev/fd", `exec 3< <(echo first of many; sleep 2) </dev/null 2>/dev/null; "$0" /dev/fd/3`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h := startCmd(t, "/bin/bash", "-c", tc.script, lwlBin)
			h.waitRow(t, 0, "the first line while the pipe is open", func(r string) bool { return r == "first of many" })
			h.waitStatus(t, "+")
			h.typeKeys("q")
			if code := h.wait(t); code != 0 {
				t.Errorf("exit code %d", code)
			}
		})
	}
}

// lwl < file reads the file by region, as a file: all of it is known at
// once (no + for more to come), with 20 MB that a stream would read 4 MB
// of.
func TestE2EFlagsStdinFile(t *testing.T) {
	f := flagsFile(t, "big.txt", numberedLines(2_000_000))
	in, err := os.Open(f)
	if err != nil {
		t.Fatal(err)
	}
	defer in.Close()
	h := startWith(t, startOpts{stdin: in})
	status := h.waitStatus(t, "stdin", "line 1 ", "0%")
	if strings.Contains(status, "%+") {
		t.Errorf("status %q: standard input read as a stream", status)
	}
	h.typeKeys("G")
	h.waitRow(t, -2, "the last line at once", func(r string) bool { return r == "line 2000000" })
	quit(t, h)
}

// man pipes a page with MAN_PN naming it: that is the document's name.
func TestE2EFlagsManName(t *testing.T) {
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	go func() {
		w.Write([]byte("LS(1)    User Commands    LS(1)\n"))
		w.Close()
	}()
	h := startWith(t, startOpts{stdin: r, env: flagsEnv(t, "MAN_PN=ls(1)")})
	r.Close()
	h.waitStatus(t, "ls(1)", "line 1")
	quit(t, h)

	man, err := exec.LookPath("man")
	if err != nil || exec.Command(man, "-w", "ls").Run() != nil {
		t.Skip("no man, or no page for ls: the real MANPAGER=lwl is not tried")
	}
	h = startWith(t, startOpts{prog: man, env: flagsEnv(t, "MANPAGER="+lwlBin)}, "ls")
	h.waitStatus(t, "ls(1)", "line 1")
	h.typeKeys("q")
	if code := h.wait(t); code != 0 {
		t.Errorf("man ls: exit code %d", code)
	}
}

// A file with a NUL in its first 4 KiB opens with a message saying so.
func TestE2EFlagsBinaryFile(t *testing.T) {
	f := flagsFile(t, "prog.bin", "\x7fELF\x02\x01\x01\x00\x00\x00rest\n")
	h := start(t, f)
	h.waitStatus(t, "prog.bin may be a binary file")
	h.typeKeys("j")
	h.waitRow(t, -1, "the message gone after a key", func(r string) bool { return !strings.Contains(r, "binary") })
	quit(t, h)

	h = start(t, flagsFile(t, "text.txt", "plain\n"))
	st := h.waitStatus(t, "text.txt")
	if strings.Contains(st, "binary") {
		t.Errorf("a text file called binary: %q", st)
	}
	quit(t, h)
}

// A $TERM with no terminfo entry: a one-line warning, then lwl runs with
// xterm's codes. TERM=dumb copies the text through.
func TestE2EFlagsUnknownTerm(t *testing.T) {
	f := flagsFile(t, "t.txt", "some text\n")
	h := startWith(t, startOpts{env: flagsEnv(t, "TERM=unknown-xyz")}, f)
	h.waitStatus(t, "t.txt", "line 1")
	quit(t, h)
	raw := string(h.rawOutput())
	warn := "lwl: WARNING: terminal unknown-xyz is not known (no terminfo entry); using xterm-256color's codes\r\n"
	i := strings.Index(raw, warn)
	if i < 0 || i > strings.Index(raw, altScreen) {
		t.Errorf("no warning before the screen started; output starts %q", raw[:min(len(raw), 300)])
	}
	if strings.Count(raw, "WARNING") != 1 {
		t.Errorf("the warning is not one line")
	}

	h = startWith(t, startOpts{env: flagsEnv(t, "TERM=dumb")}, f)
	if code := h.wait(t); code != 0 {
		t.Errorf("TERM=dumb: exit code %d", code)
	}
	if got := string(h.rawOutput()); got != "some text\r\n" {
		t.Errorf("TERM=dumb: output %q, want the text copied through", got)
	}
}

// An invalid --base is refused (exit 2, with the reason) also when lwl only
// copies its input through, standard output not being a terminal.
func TestE2EFlagsBadBasePassThrough(t *testing.T) {
	file := flagsFile(t, "a.md", "[a](b)\n")
	out, errOut, code := runPlain(t, nil, "--base", "notaurl/dir/", file)
	if code != 2 || !strings.Contains(string(errOut), "--base") || !strings.Contains(string(errOut), "not an absolute URL") {
		t.Errorf("exit %d, stderr %q; want 2 and the reason", code, errOut)
	}
	if len(out) != 0 {
		t.Errorf("copied %q through despite the bad --base", out)
	}
}

// Copying through, an input that cannot be read says what it is, about the
// input (not "write /dev/stdout"): a folder on standard input, a socket.
func TestE2EFlagsPassThroughInputKinds(t *testing.T) {
	dir, err := os.Open(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	defer dir.Close()
	if _, errOut, code := runPlain(t, dir); code != 1 || string(errOut) != "lwl: stdin: is a directory\n" {
		t.Errorf("stdin a folder: exit %d, stderr %q", code, errOut)
	}
	sock := filepath.Join(t.TempDir(), "s")
	l, err := net.Listen("unix", sock)
	if err != nil {
		t.Skip("no unix socket:", err)
	}
	defer l.Close()
	if _, errOut, code := runPlain(t, nil, sock); code != 1 || !strings.HasSuffix(string(errOut), ": is a socket\n") {
		t.Errorf("a socket: exit %d, stderr %q", code, errOut)
	}
}
