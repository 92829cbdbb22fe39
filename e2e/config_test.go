//go:build linux

package e2e

// End-to-end tests of the configuration files: the real binary,
// with $XDG_CONFIG_HOME pointing at a folder the test fills. The harness
// gives lwl an empty configuration; these tests run lwl through env(1) to
// point it at theirs.

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"
)

const cfgURLs = "testdata/urls"

// cfgHome makes an $XDG_CONFIG_HOME whose lwl folder holds the given
// files (name → fixture under testdata/config, or literal content when
// the value contains a newline).
func cfgHome(t *testing.T, files map[string]string) string {
	t.Helper()
	xdg := t.TempDir()
	dir := filepath.Join(xdg, "lwl")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	for name, src := range files {
		data := []byte(src)
		if !strings.Contains(src, "\n") {
			var err error
			if data, err = os.ReadFile(filepath.Join("testdata", "config", src)); err != nil {
				t.Fatal(err)
			}
		}
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return xdg
}

// cfgStart runs lwl on a terminal with extra environment variables.
func cfgStart(t *testing.T, o startOpts, env []string, args ...string) *termHandle {
	t.Helper()
	o.prog = "env"
	return startWith(t, o, append(append(env, lwlBin), args...)...)
}

// cfgRun runs lwl without a terminal, with extra environment variables.
func cfgRun(t *testing.T, env []string, args ...string) (stdout, stderr string, code int) {
	t.Helper()
	o, e, code := runPlainEnv(t, nil, env, args...)
	return string(o), string(e), code
}

// A user keys.yaml rebinds: q no longer quits, x does.
func TestE2EConfigKeys(t *testing.T) {
	xdg := cfgHome(t, map[string]string{"keys.yaml": "keys-quit-x.yaml"})
	h := cfgStart(t, startOpts{cols: 80, rows: 10}, []string{"XDG_CONFIG_HOME=" + xdg}, cfgURLs)
	h.waitStatus(t, cfgURLs, "line 1")
	h.typeKeys("q")
	h.typeKeys("j") // keys after q still work: lwl is running
	h.waitStatus(t, cfgURLs, "line 2")
	select {
	case <-h.exited:
		t.Fatalf("q quit although keys.yaml unbinds it (exit %v)", h.waitErr)
	default:
	}
	h.typeKeys("x")
	if code := h.wait(t); code != 0 {
		t.Errorf("exit code %d after x, want 0", code)
	}
	h.checkRestored(t)
}

// A broken keys.yaml stops lwl before the screen starts: exit 2 and
// "lwl: FILE:LINE: what is wrong (the choices)".
func TestE2EConfigBrokenKeys(t *testing.T) {
	xdg := cfgHome(t, map[string]string{"keys.yaml": "keys-broken.yaml"})
	path := filepath.Join(xdg, "lwl", "keys.yaml")
	prefix := "lwl: " + path + `:1: unknown action "scrol" (actions: `

	t.Run("stderr", func(t *testing.T) {
		out, errOut, code := cfgRun(t, []string{"XDG_CONFIG_HOME=" + xdg}, cfgURLs)
		if code != 2 {
			t.Errorf("exit code %d, want 2", code)
		}
		if !strings.HasPrefix(errOut, prefix) {
			t.Errorf("stderr\n got %q\nwant it to start %q", errOut, prefix)
		}
		if !strings.HasSuffix(errOut, ")\n") || strings.Count(errOut, "\n") != 1 {
			t.Errorf("stderr %q is not one line ending with the list of actions", errOut)
		}
		for _, action := range []string{"scroll", "quit", "follow"} {
			if !regexp.MustCompile(`[( ]` + action + `[,)]`).MatchString(errOut) {
				t.Errorf("stderr %q does not list the action %q", errOut, action)
			}
		}
		if out != "" {
			t.Errorf("stdout %q, want nothing (not even the file copied through)", out)
		}
	})

	t.Run("terminal", func(t *testing.T) {
		h := cfgStart(t, startOpts{}, []string{"XDG_CONFIG_HOME=" + xdg}, cfgURLs)
		if code := h.wait(t); code != 2 {
			t.Errorf("exit code %d, want 2", code)
		}
		raw := h.rawOutput()
		if bytes.Contains(raw, []byte(altScreen)) {
			t.Errorf("the screen was started before the error")
		}
		if !bytes.HasPrefix(raw, []byte(prefix)) {
			t.Errorf("the terminal got %q, want it to start %q", tail(raw, 400), prefix)
		}
	})
}

// Flags that name what is not there fail with the name, exit 2.
func TestE2EConfigFlagErrors(t *testing.T) {
	missing := filepath.Join(t.TempDir(), "missing.yaml")
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"--keys", missing, cfgURLs}, "lwl: --keys " + missing + ": no such file or directory\n"},
		{[]string{"--layout", missing, cfgURLs}, "lwl: --layout " + missing + ": no such file or directory\n"},
		{[]string{"--theme", missing, cfgURLs}, "lwl: --theme " + missing + ": no such file or directory\n"},
		{[]string{"--theme", "solarized", cfgURLs}, "lwl: --theme solarized: no such theme (themes: default, light, mono, or a file path such as ./solarized)\n"},
		{[]string{"--keys", "testdata/config/keys-broken.yaml", cfgURLs},
			"prefix:lwl: testdata/config/keys-broken.yaml:1: unknown action \"scrol\" (actions: "},
	} {
		t.Run(tc.args[0]+" "+filepath.Base(tc.args[1]), func(t *testing.T) {
			out, errOut, code := cfgRun(t, nil, tc.args...)
			if code != 2 {
				t.Errorf("exit code %d, want 2", code)
			}
			if p, ok := strings.CutPrefix(tc.want, "prefix:"); ok {
				if !strings.HasPrefix(errOut, p) {
					t.Errorf("stderr %q, want it to start %q", errOut, p)
				}
			} else if errOut != tc.want {
				t.Errorf("stderr %q, want %q", errOut, tc.want)
			}
			if out != "" {
				t.Errorf("stdout %q", out)
			}
		})
	}
}

// --write-config writes the three defaults once, then keeps them.
func TestE2EConfigWriteConfig(t *testing.T) {
	xdg := t.TempDir()
	dir := filepath.Join(xdg, "lwl")
	env := []string{"XDG_CONFIG_HOME=" + xdg}
	files := []struct{ name, source string }{
		{"keys.yaml", "keys.yaml"}, {"layout.yaml", "layout.yaml"}, {"theme.yaml", "theme/default.yaml"},
	}
	out, errOut, code := cfgRun(t, env, "--write-config")
	if code != 0 || errOut != "" {
		t.Fatalf("exit code %d, stderr %q", code, errOut)
	}
	var want string
	for _, f := range files {
		want += "wrote " + filepath.Join(dir, f.name) + "\n"
	}
	if out != want {
		t.Errorf("stdout\n%s\nwant\n%s", out, want)
	}
	for _, f := range files {
		got, err := os.ReadFile(filepath.Join(dir, f.name))
		if err != nil {
			t.Fatal(err)
		}
		src, err := os.ReadFile(f.source)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, src) {
			t.Errorf("%s is not a copy of %s", f.name, f.source)
		}
	}

	edited := []byte("ground: {x: quit}\n")
	if err := os.WriteFile(filepath.Join(dir, "keys.yaml"), edited, 0o644); err != nil {
		t.Fatal(err)
	}
	out, errOut, code = cfgRun(t, env, "--write-config")
	if code != 0 || errOut != "" {
		t.Fatalf("second run: exit code %d, stderr %q", code, errOut)
	}
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	if len(lines) != len(files) {
		t.Fatalf("second run printed %q, want %d lines", out, len(files))
	}
	for i, f := range files {
		if p := "kept " + filepath.Join(dir, f.name); !strings.HasPrefix(lines[i], p) {
			t.Errorf("second run line %q, want it to start %q", lines[i], p)
		}
	}
	if got, _ := os.ReadFile(filepath.Join(dir, "keys.yaml")); !bytes.Equal(got, edited) {
		t.Errorf("--write-config overwrote an edited keys.yaml: %q", got)
	}
}

// A user layout.yaml with its two lines swapped puts the status bar on top;
// --layout names another file.
func TestE2EConfigLayout(t *testing.T) {
	t.Run("status on top", func(t *testing.T) {
		xdg := cfgHome(t, map[string]string{"layout.yaml": "layout-status-top.yaml"})
		h := cfgStart(t, startOpts{}, []string{"XDG_CONFIG_HOME=" + xdg}, cfgURLs)
		h.waitRow(t, 0, "the status bar", func(r string) bool {
			return strings.HasPrefix(r, ":") && strings.Contains(r, cfgURLs+"  line 1")
		})
		if got := h.row(2); got != "Cool stuff I wanna look at later:" {
			t.Errorf("row 2 %q, want the document's second line", got)
		}
		if got := h.row(-1); strings.Contains(got, "line 1") {
			t.Errorf("the last row is a status bar too: %q", got)
		}
		quit(t, h)
	})
	t.Run("--layout links pane", func(t *testing.T) {
		h := start(t, "--layout", "testdata/config/layout-links.yaml", cfgURLs)
		h.waitStatus(t, cfgURLs, "line 1")
		row := h.waitRow(t, 0, "the links pane", func(r string) bool { return strings.Contains(r, "gb dev pandoc") })
		if i := strings.Index(row, "gb dev pandoc"); i != e2eCols-40+1 {
			t.Errorf("row 0 %q: the pane's text starts at column %d, want %d", row, i, e2eCols-40+1)
		}
	})
}

var cfgSGR = regexp.MustCompile(`\x1b\[([0-9;:]*)m`)

// colours lists the colour parameters of the SGR sequences in out.
func cfgColours(out []byte) []string {
	var found []string
	for _, m := range cfgSGR.FindAllSubmatch(out, -1) {
		for _, p := range strings.Split(string(m[1]), ";") {
			p, _, _ = strings.Cut(p, ":")
			switch {
			case p == "38" || p == "48",
				len(p) == 2 && (p[0] == '3' || p[0] == '4' || p[0] == '9') && p[1] >= '0' && p[1] <= '7',
				len(p) == 3 && p[:2] == "10" && p[2] >= '0' && p[2] <= '7':
				found = append(found, string(m[0]))
			}
		}
	}
	return found
}

// cfgAttrsBefore returns the SGR parameters sent right before the last
// occurrence of text in out (the attributes it was drawn with).
func cfgAttrsBefore(out []byte, text string) []string {
	// The attributes in force where text was last written: the SGR
	// parameters sent since the last reset before it (tcell sends only
	// changes, so they need not stand right before the text).
	i := bytes.LastIndex(out, []byte(text))
	if i < 0 {
		return nil
	}
	var params []string
	for _, m := range cfgSGR.FindAllSubmatch(out[:i], -1) {
		for _, p := range strings.Split(string(m[1]), ";") {
			if p == "" || p == "0" {
				params = params[:0] // a reset
				continue
			}
			params = append(params, p)
		}
	}
	return params
}

// NO_COLOR selects the mono theme: no colour reaches the terminal, and
// control bytes are dim (mono's control style); without it they are red.
// (tcell itself drops colours under NO_COLOR, turning a background colour
// into reverse, so the colours alone do not show that lwl chose mono.)
func TestE2EConfigNoColor(t *testing.T) {
	const doc, token = "testdata/e2e/escapes.txt", "<7F>"
	run := func(t *testing.T, env []string, args ...string) []byte {
		t.Helper()
		h := cfgStart(t, startOpts{}, env, append(args, doc)...)
		h.waitStatus(t, doc, "line 1")
		h.waitQuiet(t, 50*time.Millisecond)
		raw := h.rawOutput()
		quit(t, h)
		return raw
	}
	has := func(params []string, want string) bool {
		for _, p := range params {
			if p == want {
				return true
			}
		}
		return false
	}
	raw := run(t, nil)
	if c := cfgColours(raw); len(c) == 0 {
		t.Fatalf("the default theme sent no colour: the checks below would prove nothing")
	}
	if p := cfgAttrsBefore(raw, token); has(p, "2") {
		t.Fatalf("the default theme draws %s dim (SGR %q): the check below would prove nothing", token, p)
	}
	for _, tc := range []struct {
		name string
		env  []string
		args []string
	}{
		{"NO_COLOR=1", []string{"NO_COLOR=1"}, nil},
		{"--theme mono", nil, []string{"--theme", "mono"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			raw := run(t, tc.env, tc.args...)
			if c := cfgColours(raw); len(c) != 0 {
				t.Errorf("colours sent: %q", c)
			}
			if p := cfgAttrsBefore(raw, token); !has(p, "2") {
				t.Errorf("the control token %s was drawn with SGR %q, want dim (2) as mono's control style", token, p)
			}
		})
	}
}
