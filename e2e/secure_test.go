//go:build linux

package e2e

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// Secure mode refuses everything that runs a program, opens another file
// or writes one, each with "disabled in secure mode"; a fake bro and sh on
// PATH would leave a file if anything ran.
func TestE2ESecure(t *testing.T) {
	for _, how := range []string{"LWL_SECURE=1", "LESSSECURE=1", "--secure",
		"LESSSECURE=yes", "LESSSECURE=0", "LESSSECURE=2", "LESSSECURE= ", "LWL_SECURE=0", "LWL_SECURE=yes",
		"LESSSECURE_ALLOW=shell"} {
		t.Run(how, func(t *testing.T) { secureSession(t, how) })
	}
}

func secureSession(t *testing.T, how string) {
	dir := t.TempDir()
	bin := filepath.Join(dir, "bin")
	marker := filepath.Join(dir, "ran")
	if err := os.Mkdir(bin, 0o755); err != nil {
		t.Fatal(err)
	}
	for _, prog := range []string{"bro", "sh", "xdg-open"} {
		script := "#!/bin/sh\necho " + prog + " >> " + marker + "\n"
		if err := os.WriteFile(filepath.Join(bin, prog), []byte(script), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	write := func(name, text string) {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("doc.md", "a [web link](https://example.com/x) and [another file](other.md)\nfoo\n")
	write("other.md", "other\n")
	write("keys.yaml", "ground:\n  B: fork echo bound >> "+marker+"\n  X: exec echo bound >> "+marker+
		"\n  F4: run echo bound >> "+marker+"\n")
	env := append(lwlEnv(t), "PATH="+bin+":"+os.Getenv("PATH"))
	args := []string{"--keys", "keys.yaml", "doc.md"}
	if strings.HasPrefix(how, "--") {
		args = append([]string{how}, args...)
	} else {
		env = append(env, how)
	}
	h := startWith(t, startOpts{dir: dir, env: env}, args...)
	h.waitStatus(t, "doc.md")
	refused := func(keys, what string) {
		t.Helper()
		h.typeKeys(keys)
		h.waitStatus(t, what, "disabled in secure mode")
		h.typeKeys("\x0c") // ctrl-l: a key that clears the message
		h.waitFor(t, "the message cleared", func(string) bool { return !strings.Contains(h.row(-1), "secure") }, e2eTimeout)
	}
	refused(">", "running a command")
	refused("!", "running a command")
	refused("B", "running a command")
	refused("X", "running a command")
	refused("\x1bOS", "running a command") // F4, bound to run
	refused(":e", ":e")
	refused("\t\r", "https://example.com/x") // Enter on a web link: where it leads, not opened
	refused("\t\r", "other.md")              // a link to another file
	h.typeKeys("/foo\r")
	h.waitStatus(t, "1 match")
	quit(t, h)
	if b, err := os.ReadFile(marker); err == nil {
		t.Errorf("a program ran in secure mode: %q", b)
	}
	if _, err := os.Stat(filepath.Join(h.home(t), ".local", "state", "lwl")); err == nil {
		t.Error("secure mode wrote the search history")
	}

	// --write-config is refused before anything is written.
	cmd := exec.Command(lwlBin, "--write-config")
	cmd.Env = env
	if strings.HasPrefix(how, "--") {
		cmd.Args = append(cmd.Args, how)
	}
	out, err := cmd.CombinedOutput()
	if exitCode(err) != 2 || !strings.Contains(string(out), "disabled in secure mode") {
		t.Errorf("--write-config in secure mode: exit %d, %q", exitCode(err), out)
	}
	if _, err := os.Stat(filepath.Join(h.home(t), ".config", "lwl")); err == nil {
		t.Error("--write-config wrote files in secure mode")
	}
}
