//go:build linux

package e2e

// End-to-end tests of start-up and commands against hostile or careless
// input: configuration that is huge, endless or blocking; a
// $HOME that cannot be searched; file names that carry escape sequences;
// links that no command can be given. lwl says why, never hangs, and
// leaves the terminal as it found it.

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// startFails runs lwl on a terminal, expects it to end with code before
// the screen starts, and returns what it wrote.
func startFails(t *testing.T, o startOpts, env []string, code int, args ...string) string {
	t.Helper()
	h := cfgStart(t, o, env, args...)
	if got := h.wait(t); got != code {
		t.Errorf("exit code %d, want %d", got, code)
	}
	raw := h.rawOutput()
	if bytes.Contains(raw, []byte(altScreen)) {
		t.Errorf("the screen was started before the error")
	}
	h.checkCooked(t)
	return string(raw)
}

// A layout size past any screen is refused with the reason, before the
// screen starts: laid out, it would spin (rows: no frame, q and TERM
// ignored) or allocate gigabytes and die leaving the terminal raw
// (columns).
func TestE2ERobustHugeLayoutSize(t *testing.T) {
	for _, tree := range []string{"rows", "columns"} {
		t.Run(tree, func(t *testing.T) {
			layout := filepath.Join(t.TempDir(), "layout.yaml")
			data := tree + ":\n  - {widget: document, size: 2147483647}\n  - {rows: [status]}\n"
			if err := os.WriteFile(layout, []byte(data), 0o644); err != nil {
				t.Fatal(err)
			}
			out := startFails(t, startOpts{}, nil, 2, "--layout", layout, cfgURLs)
			want := "lwl: " + layout + `:2: size must be a whole number from 0 to 10000, got "2147483647"`
			if !strings.HasPrefix(out, want) {
				t.Errorf("the terminal got %q, want it to start %q", out, want)
			}
		})
	}
}

// The largest sizes allowed are clipped to the screen: lwl draws,
// answers keys and quits.
func TestE2ERobustLargestLayoutSize(t *testing.T) {
	for _, data := range []string{
		"rows:\n  - {widget: document, size: 10000}\n  - status\n",
		"columns:\n  - {widget: document, size: 10000}\n  - {rows: [status, {widget: links, size: 10000}]}\n",
		"rows:\n  - {widget: status, size: 10000}\n  - {widget: links, size: 10000}\n  - document\n",
	} {
		t.Run(strings.Fields(data)[2], func(t *testing.T) {
			layout := filepath.Join(t.TempDir(), "layout.yaml")
			if err := os.WriteFile(layout, []byte(data), 0o644); err != nil {
				t.Fatal(err)
			}
			h := start(t, "--layout", layout, cfgURLs)
			h.waitFor(t, "a frame", func(s string) bool { return strings.TrimSpace(s) != "" }, e2eTimeout)
			h.typeKeys("Gjkg")
			h.waitQuiet(t, 100e6)
			quit(t, h)
		})
	}
}

// Configuration that is a device or a FIFO, named by a flag or found in
// the configuration folder, is refused: read, /dev/zero would never end,
// and a FIFO would hold start-up until someone wrote to it.
func TestE2ERobustConfigNotRegular(t *testing.T) {
	fifo := filepath.Join(t.TempDir(), "fifo")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Fatal(err)
	}
	big := filepath.Join(t.TempDir(), "big.yaml")
	if err := os.WriteFile(big, []byte("# "+strings.Repeat("x", 2<<20)+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	linked := func(name, target string) string {
		xdg := t.TempDir()
		if err := os.Mkdir(filepath.Join(xdg, "lwl"), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.Symlink(target, filepath.Join(xdg, "lwl", name)); err != nil {
			t.Fatal(err)
		}
		return xdg
	}
	for _, tc := range []struct {
		name string
		xdg  string
		args []string
		want string
	}{
		{"fifo layout.yaml", linked("layout.yaml", fifo), nil, "/lwl/layout.yaml: not a regular file"},
		{"fifo theme.yaml", linked("theme.yaml", fifo), nil, "/lwl/theme.yaml: not a regular file"},
		{"--layout fifo", "", []string{"--layout", fifo}, fifo + ": not a regular file"},
		{"--keys /dev/zero", "", []string{"--keys", "/dev/zero"}, "lwl: --keys /dev/zero: not a regular file"},
		{"keys.yaml /dev/zero", linked("keys.yaml", "/dev/zero"), nil, "/lwl/keys.yaml: not a regular file"},
		{"--keys big", "", []string{"--keys", big}, big + ": larger than 1 MiB"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var env []string
			if tc.xdg != "" {
				env = []string{"XDG_CONFIG_HOME=" + tc.xdg}
			}
			out := startFails(t, startOpts{}, env, 2, append(tc.args, cfgURLs)...)
			if !strings.Contains(out, tc.want) || strings.Count(out, "\n") != 1 {
				t.Errorf("the terminal got %q, want one line with %q", out, tc.want)
			}
		})
	}
}

// A bad value is quoted cut to a line, and a second YAML document is an
// error rather than ignored.
func TestE2ERobustConfigValues(t *testing.T) {
	dir := t.TempDir()
	keys := filepath.Join(dir, "keys.yaml")
	if err := os.WriteFile(keys, []byte("ground:\n  j: \""+strings.Repeat("scrol\\n\\e[2J", 50000)+"\"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	out := startFails(t, startOpts{}, nil, 2, "--keys", keys, cfgURLs)
	if want := "lwl: " + keys + `:2: unknown action "scrol\n\x1b[2Jscrol\n`; !strings.HasPrefix(out, want) ||
		len(out) > 1000 || strings.Count(out, "\n") != 1 || strings.Contains(out, "\x1b[2J") {
		t.Errorf("the terminal got %d bytes: %.300q, want one line starting %q", len(out), out, want)
	}

	layout := filepath.Join(dir, "layout.yaml")
	if err := os.WriteFile(layout, []byte("rows: [document, status]\n---\nrows: [status]\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	out = startFails(t, startOpts{}, nil, 2, "--layout", layout, cfgURLs)
	if want := "lwl: " + layout + ":2: a second YAML document (after ---); a file holds one"; !strings.HasPrefix(out, want) {
		t.Errorf("the terminal got %q, want %q", out, want)
	}
}

// A configuration folder that cannot be searched (here $HOME is
// a path through a file, which stat refuses with ENOTDIR even for root; a
// mode-000 $HOME of another user is the same for anyone else) is a
// warning: lwl starts with the defaults.
func TestE2ERobustHomeNotSearchable(t *testing.T) {
	var env []string
	for _, kv := range lwlEnv(t) {
		if !strings.HasPrefix(kv, "HOME=") && !strings.HasPrefix(kv, "XDG_CONFIG_HOME=") {
			env = append(env, kv)
		}
	}
	h := startWith(t, startOpts{env: append(env, "HOME=/etc/passwd/x")}, cfgURLs)
	h.waitStatus(t, cfgURLs, "line 1")
	quit(t, h)
	want := "lwl: warning: /etc/passwd/x/.config/lwl: cannot be looked up (not a directory), so nothing there is read\r\n\x1b"
	if raw := string(h.rawOutput()); !strings.HasPrefix(raw, want) {
		t.Errorf("the terminal got %.300q, want it to start %q", raw, want)
	}
}

// Names and flag values in start-up errors reach the terminal with their
// control bytes made visible: a file name must not set the terminal's
// title through standard error.
func TestE2ERobustQuotedNames(t *testing.T) {
	evil := "x\x1b]0;TITLE\a.md"
	shown := `"x\x1b]0;TITLE\a.md"`
	dir := t.TempDir()
	for _, tc := range []struct {
		name string
		args []string
		code int
		want string
	}{
		{"file", []string{filepath.Join(dir, evil)}, 1, shown[:1] + dir + "/" + shown[1:] + ": no such file or directory"},
		{"--keys", []string{"--keys", evil, cfgURLs}, 2, "lwl: --keys " + shown + ": no such file or directory"},
		{"--theme", []string{"--theme", "\x1b]0;TITLE\a", cfgURLs}, 2, `lwl: --theme "\x1b]0;TITLE\a": no such theme`},
		{"--wrap", []string{"--wrap", "\x1b]0;TITLE\a", cfgURLs}, 2, `lwl: --wrap "\x1b]0;TITLE\a": must be`},
		{"--base", []string{"--base", "\x1b]0;TITLE\a:", cfgURLs}, 2, `lwl: --base "\x1b]0;TITLE\a:": `},
		{"unknown flag", []string{"-\x1b]0;TITLE\a", cfgURLs}, 2, `lwl: -\x1b (in -\x1b]0;TITLE\a): unknown flag`},
		{"unknown long flag", []string{"--k\x1b]0;TITLE\a", cfgURLs}, 2, `lwl: --k\x1b]0;TITLE\a: unknown flag`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			out := startFails(t, startOpts{}, nil, tc.code, tc.args...)
			if strings.ContainsAny(out, "\x1b\a") {
				t.Errorf("a control byte reached the terminal: %q", out)
			}
			if !strings.Contains(out, tc.want) {
				t.Errorf("the terminal got %q, want %q in it", out, tc.want)
			}
			if strings.Contains(string(vtTitle(t, out)), "TITLE") {
				t.Errorf("the title was set")
			}
		})
	}
	t.Run("no terminal", func(t *testing.T) {
		_, errOut, code := runPlain(t, nil, filepath.Join(dir, evil))
		if code != 1 || bytes.ContainsAny(errOut, "\x1b\a") || !bytes.Contains(errOut, []byte(`TITLE\a.md": no such file`)) {
			t.Errorf("exit %d, stderr %q", code, errOut)
		}
	})
}

// vtTitle is a stand-in for reading the emulator's title: the escape that
// sets it cannot be in text whose control bytes are all made visible.
func vtTitle(t *testing.T, out string) string {
	t.Helper()
	if i := strings.Index(out, "\x1b]0;"); i >= 0 {
		return out[i:]
	}
	return ""
}

// A link whose destination holds a NUL byte, which no command line can
// carry: the NUL reaches commands percent-encoded (%00), by every way a
// command is run, and lwl stays.
func TestE2ERobustNULDestination(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "nul.md")
	if err := os.WriteFile(file, []byte("see [nul](http://a\x00b) here\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	keys := filepath.Join(dir, "keys.yaml")
	if err := os.WriteFile(keys, []byte("ground:\n  B: run printf '%s' \"$LINK\" > got\n  enter: follow printf '%s' \"$LINK\" > followed\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	h := startWith(t, startOpts{dir: dir}, "--keys", keys, "nul.md") // a short name leaves room for the message
	h.typeKeys("n")
	h.waitStatus(t, "http://a")
	h.typeKeys("B")
	h.waitStatus(t, "Done: exit status 0")
	h.typeKeys("\r")
	if code := h.wait(t); code != 0 {
		t.Errorf("exit code %d after following the link, want the command's 0", code)
	}
	for _, name := range []string{"got", "followed"} {
		if b, err := os.ReadFile(filepath.Join(dir, name)); err != nil || string(b) != "http://a%00b" {
			t.Errorf("%s holds %q (%v), want http://a%%00b", name, b, err)
		}
	}
	h.checkRestored(t)
}
