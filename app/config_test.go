package app

import (
	"maps"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"

	"lwl/app/config"
	"lwl/theme"
	"lwl/widgets/doc"
)

// defaultLayoutYAML is the embedded default layout.yaml, read from the
// source tree.
func defaultLayoutYAML(t *testing.T) []byte {
	t.Helper()
	b, err := os.ReadFile("../layout.yaml")
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func defaultLayout(t *testing.T) *config.Layout {
	t.Helper()
	l, err := config.ParseLayout(defaultLayoutYAML(t), "layout.yaml", nil)
	if err != nil {
		t.Fatalf("the default layout.yaml does not parse: %v", err)
	}
	return l
}

func testDefaults(t *testing.T) config.Defaults {
	t.Helper()
	return config.Defaults{Keys: defaultKeysYAML(t), Layout: defaultLayoutYAML(t)}
}

// envOf is a getenv over a fixed set of variables: the tests never read the
// real environment (or the real ~/.config).
func envOf(vars ...string) func(string) string {
	m := map[string]string{}
	for i := 0; i+1 < len(vars); i += 2 {
		m[vars[i]] = vars[i+1]
	}
	return func(k string) string { return m[k] }
}

func writeTestFile(t *testing.T, path, data string) string {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(data), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

func builtinTheme(t *testing.T, name string) theme.Theme {
	t.Helper()
	b, ok := theme.Builtin(name)
	if !ok {
		t.Fatalf("no built-in theme %q", name)
	}
	th, err := theme.Parse(b, name, theme.Default())
	if err != nil {
		t.Fatal(err)
	}
	return th
}

func sameBindings(a, b config.Bindings) bool {
	for _, mode := range config.Modes() {
		if !maps.Equal(a[mode], b[mode]) {
			return false
		}
	}
	return true
}

func TestConfigDir(t *testing.T) {
	for _, tc := range []struct {
		env  []string
		want string
	}{
		{[]string{"XDG_CONFIG_HOME", "/x", "HOME", "/h"}, "/x/lwl"},
		{[]string{"HOME", "/h"}, "/h/.config/lwl"},
		{[]string{"XDG_CONFIG_HOME", "relative/dir", "HOME", "/h"}, "/h/.config/lwl"}, // the spec: ignore a relative one
		{[]string{"XDG_CONFIG_HOME", "relative/dir"}, ""},
		{nil, ""},
	} {
		if got := config.Dir(envOf(tc.env...)); got != tc.want {
			t.Errorf("config.Dir(%q) = %q, want %q", tc.env, got, tc.want)
		}
	}
}

func TestLoadConfigDefaults(t *testing.T) {
	xdg := t.TempDir() // no lwl folder at all
	cfg, err := config.Load(testDefaults(t), config.Flags{}, envOf("XDG_CONFIG_HOME", xdg), CheckAction)
	if err != nil {
		t.Fatal(err)
	}
	if !sameBindings(cfg.Keys(), defaultBindings(t)) {
		t.Errorf("keys are not the defaults")
	}
	if got := cfg.Layout.Root.String(); got != "rows(document status)" || cfg.Layout.Document != (config.DocumentConfig{Wrap: doc.WrapHard, Padding: 0, TabWidth: 8, LineNumbers: false, LinkBrackets: true, Colors: true}) {
		t.Errorf("layout %s %+v, want the default", got, cfg.Layout.Document)
	}
	if !maps.Equal(cfg.Theme, theme.Default()) {
		t.Errorf("theme is not the default")
	}
	// No HOME and no XDG_CONFIG_HOME: the defaults, no error.
	if _, err := config.Load(testDefaults(t), config.Flags{}, envOf(), CheckAction); err != nil {
		t.Errorf("with no configuration folder: %v", err)
	}
}

// The user's keys.yaml, layout.yaml and theme.yaml in $XDG_CONFIG_HOME/lwl
// are laid over the defaults.
func TestLoadConfigUserFiles(t *testing.T) {
	xdg := t.TempDir()
	dir := filepath.Join(xdg, "lwl")
	writeTestFile(t, filepath.Join(dir, "keys.yaml"), "ground: {x: quit, q: none}\n")
	writeTestFile(t, filepath.Join(dir, "layout.yaml"), "rows: [status, document]\ndocument: {wrap: word}\n")
	writeTestFile(t, filepath.Join(dir, "theme.yaml"), "link: {fg: red}\n")
	cfg, err := config.Load(testDefaults(t), config.Flags{}, envOf("XDG_CONFIG_HOME", xdg, "HOME", t.TempDir()), CheckAction)
	if err != nil {
		t.Fatal(err)
	}
	if cfg.Keys()["ground"]["x"].Action != "quit" {
		t.Errorf("x is not bound to quit")
	}
	if _, ok := cfg.Keys()["ground"]["q"]; ok {
		t.Errorf("q is still bound")
	}
	if cfg.Keys()["ground"]["j"].Action != "scroll" {
		t.Errorf("the default j is lost")
	}
	if got := cfg.Layout.Root.String(); got != "rows(status document)" {
		t.Errorf("layout %s", got)
	}
	if cfg.Layout.Document.Wrap != doc.WrapWord || cfg.Layout.Document.TabWidth != 8 {
		t.Errorf("document %+v", cfg.Layout.Document)
	}
	if cfg.Theme["link"] != tcell.StyleDefault.Foreground(tcell.ColorRed) {
		t.Errorf("link %v, want fg red", cfg.Theme["link"])
	}
	if cfg.Theme["link-active"] != theme.Default()["link-active"] {
		t.Errorf("link-active changed")
	}
}

// Without XDG_CONFIG_HOME the files are in ~/.config/lwl.
func TestLoadConfigHomeFallback(t *testing.T) {
	home := t.TempDir()
	writeTestFile(t, filepath.Join(home, ".config", "lwl", "keys.yaml"), "ground: {x: quit}\n")
	cfg, err := config.Load(testDefaults(t), config.Flags{}, envOf("HOME", home), CheckAction)
	if err != nil {
		t.Fatal(err)
	}
	if cfg.Keys()["ground"]["x"].Action != "quit" {
		t.Errorf("~/.config/lwl/keys.yaml was not read")
	}
}

// --keys and --layout name files used instead of the user's files.
func TestLoadConfigFlagFiles(t *testing.T) {
	xdg := t.TempDir()
	dir := filepath.Join(xdg, "lwl")
	writeTestFile(t, filepath.Join(dir, "keys.yaml"), "ground: {x: quit}\n")
	writeTestFile(t, filepath.Join(dir, "layout.yaml"), "rows: [status, document]\n")
	other := t.TempDir()
	keys := writeTestFile(t, filepath.Join(other, "k.yaml"), "ground: {y: quit}\n")
	layout := filepath.Join("..", "testdata", "config", "layout-links.yaml")
	cfg, err := config.Load(testDefaults(t), config.Flags{Keys: keys, Layout: layout}, envOf("XDG_CONFIG_HOME", xdg), CheckAction)
	if err != nil {
		t.Fatal(err)
	}
	if cfg.Keys()["ground"]["y"].Action != "quit" {
		t.Errorf("--keys file not applied")
	}
	if _, ok := cfg.Keys()["ground"]["x"]; ok {
		t.Errorf("the user's keys.yaml was applied although --keys named another file")
	}
	if cfg.Keys()["ground"]["q"].Action != "quit" {
		t.Errorf("the --keys file is not laid over the defaults")
	}
	if got := cfg.Layout.Root.String(); got != "rows(columns(document links:40) status)" {
		t.Errorf("layout %s, want the --layout file's", got)
	}
}

func TestLoadConfigTheme(t *testing.T) {
	dir := t.TempDir()
	mine := writeTestFile(t, filepath.Join(dir, "mine.yaml"), "link: {fg: '#ff0000', italic: true}\n")
	light, mono := builtinTheme(t, "light"), builtinTheme(t, "mono")
	tests := []struct {
		name  string
		flag  string
		env   []string
		user  string // the user's theme.yaml, if any
		check func(t *testing.T, th theme.Theme)
	}{
		{"--theme light", "light", nil, "", func(t *testing.T, th theme.Theme) {
			if !maps.Equal(th, light) {
				t.Errorf("not the light theme")
			}
			if th["link"] != tcell.StyleDefault.Foreground(tcell.ColorNavy).Underline(true) {
				t.Errorf("link %v, want navy underlined", th["link"])
			}
		}},
		{"--theme mono", "mono", nil, "", func(t *testing.T, th theme.Theme) {
			if !maps.Equal(th, mono) {
				t.Errorf("not the mono theme")
			}
		}},
		{"--theme default", "default", nil, "", func(t *testing.T, th theme.Theme) {
			if !maps.Equal(th, theme.Default()) {
				t.Errorf("not the default theme")
			}
		}},
		{"--theme FILE", mine, nil, "", func(t *testing.T, th theme.Theme) {
			if th["link"] != tcell.StyleDefault.Foreground(tcell.NewHexColor(0xff0000)).Italic(true) {
				t.Errorf("link %v", th["link"])
			}
			if th["link-active"] != theme.Default()["link-active"] {
				t.Errorf("a theme file is not laid over the default theme")
			}
		}},
		{"--theme overrides theme.yaml", "light", nil, "link: {fg: red}\n", func(t *testing.T, th theme.Theme) {
			if !maps.Equal(th, light) {
				t.Errorf("the user's theme.yaml was laid over --theme light: link %v", th["link"])
			}
		}},
		{"NO_COLOR selects mono", "", []string{"NO_COLOR", "1"}, "", func(t *testing.T, th theme.Theme) {
			for _, n := range theme.StyleNames() {
				if th.Style(n) != mono.Style(n) {
					t.Errorf("%s = %v, want mono's %v", n, th.Style(n), mono.Style(n))
				}
			}
			if fg, _, _ := th.Style("link").Decompose(); fg != tcell.ColorDefault {
				t.Errorf("NO_COLOR: the link has colour %v", fg)
			}
		}},
		{"empty NO_COLOR is unset", "", []string{"NO_COLOR", ""}, "", func(t *testing.T, th theme.Theme) {
			if !maps.Equal(th, theme.Default()) {
				t.Errorf("an empty NO_COLOR changed the theme")
			}
		}},
		// no-color.org: command-line arguments and configuration files
		// override NO_COLOR.
		{"--theme overrides NO_COLOR", "light", []string{"NO_COLOR", "1"}, "", func(t *testing.T, th theme.Theme) {
			if !maps.Equal(th, light) {
				t.Errorf("not the light theme")
			}
		}},
		{"theme.yaml over NO_COLOR", "", []string{"NO_COLOR", "1"}, "link: {fg: red}\n", func(t *testing.T, th theme.Theme) {
			if th["link"] != tcell.StyleDefault.Foreground(tcell.ColorRed) {
				t.Errorf("link %v, want the user's red", th["link"])
			}
			if th["link-active"] != mono["link-active"] {
				t.Errorf("link-active %v, want mono's", th["link-active"])
			}
		}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			xdg := t.TempDir()
			if tc.user != "" {
				writeTestFile(t, filepath.Join(xdg, "lwl", "theme.yaml"), tc.user)
			}
			cfg, err := config.Load(testDefaults(t), config.Flags{Theme: tc.flag}, envOf(append([]string{"XDG_CONFIG_HOME", xdg}, tc.env...)...), CheckAction)
			if err != nil {
				t.Fatal(err)
			}
			tc.check(t, cfg.Theme)
		})
	}
}

func TestLoadConfigErrors(t *testing.T) {
	missing := filepath.Join(t.TempDir(), "nope", "missing.yaml")
	xdgBad := func(file, data string) string {
		xdg := t.TempDir()
		writeTestFile(t, filepath.Join(xdg, "lwl", file), data)
		return xdg
	}
	badKeys := xdgBad("keys.yaml", "ground:\n  j: scroll 1\n  k: scrol 1\n")
	badLayout := xdgBad("layout.yaml", "rows: [document, sidebar]\n")
	badTheme := xdgBad("theme.yaml", "text: {}\nlink: {fg: blu}\n")
	aDir := t.TempDir()
	tests := []struct {
		name  string
		flags config.Flags
		xdg   string
		want  string // the whole message; a "prefix:" one is a prefix
	}{
		{"--keys missing", config.Flags{Keys: missing}, "", "--keys " + missing + ": no such file or directory"},
		{"--layout missing", config.Flags{Layout: missing}, "", "--layout " + missing + ": no such file or directory"},
		{"--theme missing file", config.Flags{Theme: missing}, "", "--theme " + missing + ": no such file or directory"},
		{"--keys a folder", config.Flags{Keys: aDir}, "", "--keys " + aDir + ": is a directory"},
		{"unknown theme", config.Flags{Theme: "solarized"}, "",
			"--theme solarized: no such theme (themes: default, light, mono, or a file path such as ./solarized)"},
		{"user keys.yaml", config.Flags{}, badKeys,
			"prefix:" + filepath.Join(badKeys, "lwl", "keys.yaml") + `:3: unknown action "scrol" (actions: back, `},
		{"user layout.yaml", config.Flags{}, badLayout,
			"prefix:" + filepath.Join(badLayout, "lwl", "layout.yaml") + `:1: unknown widget "sidebar" (widgets: document, `},
		{"user theme.yaml", config.Flags{}, badTheme,
			"prefix:" + filepath.Join(badTheme, "lwl", "theme.yaml") + `:2: link: unknown colour "blu"`},
		{"--keys broken fixture", config.Flags{Keys: "../testdata/config/keys-broken.yaml"}, "",
			"prefix:../testdata/config/keys-broken.yaml:1: unknown action \"scrol\" (actions: "},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			xdg := tc.xdg
			if xdg == "" {
				xdg = t.TempDir()
			}
			cfg, err := config.Load(testDefaults(t), tc.flags, envOf("XDG_CONFIG_HOME", xdg), CheckAction)
			if err == nil {
				t.Fatal("no error")
			}
			if cfg != nil {
				t.Errorf("a configuration returned with the error")
			}
			if p, ok := strings.CutPrefix(tc.want, "prefix:"); ok {
				if !strings.HasPrefix(err.Error(), p) {
					t.Errorf("error\n got %s\nwant it to start %s", err, p)
				}
			} else if err.Error() != tc.want {
				t.Errorf("error\n got %s\nwant %s", err, tc.want)
			}
		})
	}
}

func TestWriteConfig(t *testing.T) {
	def := testDefaults(t)
	dir := filepath.Join(t.TempDir(), "config", "lwl") // not there yet
	themeYAML, _ := theme.Builtin("default")
	files := []struct {
		name string
		data []byte
	}{{"keys.yaml", def.Keys}, {"layout.yaml", def.Layout}, {"theme.yaml", themeYAML}}

	report, err := config.WriteDefaults(dir, def)
	if err != nil {
		t.Fatal(err)
	}
	var want []string
	for _, f := range files {
		want = append(want, "wrote "+filepath.Join(dir, f.name))
	}
	if strings.Join(report, "\n") != strings.Join(want, "\n") {
		t.Errorf("first report:\n%s\nwant:\n%s", strings.Join(report, "\n"), strings.Join(want, "\n"))
	}
	for _, f := range files {
		got, err := os.ReadFile(filepath.Join(dir, f.name))
		if err != nil {
			t.Fatal(err)
		}
		if string(got) != string(f.data) {
			t.Errorf("%s is not the default file", f.name)
		}
	}

	// The files written load back as the defaults.
	cfg, err := config.Load(def, config.Flags{}, envOf("XDG_CONFIG_HOME", filepath.Dir(dir)), CheckAction)
	if err != nil {
		t.Fatalf("loading the written files: %v", err)
	}
	if !maps.Equal(cfg.Theme, theme.Default()) || cfg.Layout.Root.String() != "rows(document status)" {
		t.Errorf("the written files do not load as the defaults")
	}
	for _, mode := range config.Modes() {
		if len(cfg.Keys()[mode]) != len(defaultBindings(t)[mode]) {
			t.Errorf("the written keys.yaml does not load as the defaults")
		}
	}

	// Edit one, then write again: every file is kept, the edit survives.
	edited := "ground: {x: quit}\n"
	writeTestFile(t, filepath.Join(dir, "keys.yaml"), edited)
	report, err = config.WriteDefaults(dir, def)
	if err != nil {
		t.Fatal(err)
	}
	if len(report) != len(files) {
		t.Fatalf("second report %q, want %d lines", report, len(files))
	}
	for i, f := range files {
		if p := "kept " + filepath.Join(dir, f.name); !strings.HasPrefix(report[i], p) {
			t.Errorf("second report line %q, want it to start %q", report[i], p)
		}
	}
	if got, _ := os.ReadFile(filepath.Join(dir, "keys.yaml")); string(got) != edited {
		t.Errorf("config.WriteDefaults overwrote an edited keys.yaml: %q", got)
	}

	// Remove one: only that one is written.
	os.Remove(filepath.Join(dir, "layout.yaml"))
	report, err = config.WriteDefaults(dir, def)
	if err != nil {
		t.Fatal(err)
	}
	if len(report) != 3 || !strings.HasPrefix(report[0], "kept ") || report[1] != "wrote "+filepath.Join(dir, "layout.yaml") || !strings.HasPrefix(report[2], "kept ") {
		t.Errorf("third report %q", report)
	}
	if got, _ := os.ReadFile(filepath.Join(dir, "keys.yaml")); string(got) != edited {
		t.Errorf("keys.yaml overwritten")
	}

	if _, err := config.WriteDefaults("", def); err == nil {
		t.Errorf("config.WriteDefaults with no folder: no error")
	}
}
