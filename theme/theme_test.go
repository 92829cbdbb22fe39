package theme

import (
	"maps"
	"os"
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"
	"gopkg.in/yaml.v3"
)

func TestBuiltinNames(t *testing.T) {
	if got, want := strings.Join(BuiltinNames(), " "), "default light mono"; got != want {
		t.Errorf("BuiltinNames() = %q, want %q", got, want)
	}
	if _, ok := Builtin("solarized"); ok {
		t.Errorf("Builtin(solarized) found a theme")
	}
}

// Each shipped theme parses on its own and sets every style, with no key
// the parser would not know.
func TestBuiltinThemesSetEveryStyle(t *testing.T) {
	for _, name := range []string{"default", "light", "mono"} {
		t.Run(name, func(t *testing.T) {
			b, ok := Builtin(name)
			if !ok {
				t.Fatalf("no built-in theme %q", name)
			}
			th, err := Parse(b, name+".yaml", nil)
			if err != nil {
				t.Fatal(err)
			}
			var raw map[string]any
			if err := yaml.Unmarshal(b, &raw); err != nil {
				t.Fatal(err)
			}
			for _, n := range styleNames {
				if _, ok := th[n]; !ok {
					t.Errorf("style %q is not set", n)
				}
				if _, ok := raw[n]; !ok {
					t.Errorf("style %q is not named in %s.yaml", n, name)
				}
			}
			if len(th) != len(styleNames) {
				t.Errorf("%d styles, want %d", len(th), len(styleNames))
			}
			// The links must stand out from the text, and the selected
			// link from the links.
			if th["link"] == th["text"] || th["link-active"] == th["link"] || th["match-active"] == th["match"] {
				t.Errorf("link %v, link-active %v, text %v, match %v, match-active %v: not told apart",
					th["link"], th["link-active"], th["text"], th["match"], th["match-active"])
			}
		})
	}
}

func TestDefaultTheme(t *testing.T) {
	th := Default()
	want := map[string]tcell.Style{
		"text":        tcell.StyleDefault,
		"link":        tcell.StyleDefault.Foreground(tcell.ColorBlue).Underline(true),
		"link-active": tcell.StyleDefault.Foreground(tcell.ColorBlack).Background(tcell.ColorBlue),
		"status":      tcell.StyleDefault.Reverse(true),
		"error":       tcell.StyleDefault.Foreground(tcell.ColorRed).Reverse(true).Bold(true),
		"title":       tcell.StyleDefault.Bold(true),
	}
	for n, w := range want {
		if th.Style(n) != w {
			t.Errorf("%s = %v, want %v", n, th.Style(n), w)
		}
	}
	if th.Style("no-such-style") != tcell.StyleDefault {
		t.Errorf("an unset style is not the default style")
	}
}

// Mono has no colour at all: only attributes.
func TestMonoHasNoColour(t *testing.T) {
	b, _ := Builtin("mono")
	th, err := Parse(b, "mono.yaml", Default())
	if err != nil {
		t.Fatal(err)
	}
	for _, n := range styleNames {
		fg, bg, _ := th.Style(n).Decompose()
		if fg != tcell.ColorDefault || bg != tcell.ColorDefault {
			t.Errorf("mono %s has colours fg %v bg %v", n, fg, bg)
		}
	}
	if _, _, attr := th.Style("link").Decompose(); attr&tcell.AttrUnderline == 0 {
		t.Errorf("mono links are not underlined")
	}
}

func TestPartialTheme(t *testing.T) {
	base := Default()
	before := maps.Clone(base)
	data, err := os.ReadFile("../testdata/config/theme-partial.yaml")
	if err != nil {
		t.Fatal(err)
	}
	th, err := Parse(data, "theme-partial.yaml", base)
	if err != nil {
		t.Fatal(err)
	}
	if want := tcell.StyleDefault.Foreground(tcell.ColorRed).Bold(true); th["link"] != want {
		t.Errorf("link = %v, want %v (fg red, bold, and no longer underlined)", th["link"], want)
	}
	for _, n := range styleNames {
		if n != "link" && th[n] != base[n] {
			t.Errorf("%s changed: %v, was %v", n, th[n], base[n])
		}
	}
	if !maps.Equal(base, before) {
		t.Errorf("Parse changed its base")
	}
	// An empty file changes nothing.
	for _, data := range []string{"", "# only a comment\n"} {
		th, err := Parse([]byte(data), "empty.yaml", base)
		if err != nil || !maps.Equal(th, base) {
			t.Errorf("%q: %v, theme changed: %v", data, err, !maps.Equal(th, base))
		}
	}
}

func TestThemeAttributes(t *testing.T) {
	th, err := Parse([]byte("text: {fg: '#102030', bg: 17, bold: true, italic: true, underline: true, reverse: true, dim: true}\n"), "t.yaml", nil)
	if err != nil {
		t.Fatal(err)
	}
	want := tcell.StyleDefault.Foreground(tcell.NewHexColor(0x102030)).Background(tcell.PaletteColor(17)).
		Bold(true).Italic(true).Underline(true).Reverse(true).Dim(true)
	if th["text"] != want {
		t.Errorf("text = %v, want %v", th["text"], want)
	}
	th, err = Parse([]byte("link: {fg: darkcyan}\nmatch:\n  bg: 200\n"), "t.yaml", nil)
	if err != nil {
		t.Fatal(err)
	}
	if th["link"] != tcell.StyleDefault.Foreground(tcell.ColorDarkCyan) {
		t.Errorf("link = %v", th["link"])
	}
	if th["match"] != tcell.StyleDefault.Background(tcell.PaletteColor(200)) {
		t.Errorf("match = %v", th["match"])
	}
}

const styleList = "text, link, link-active, link-visited, match, match-active, control, status, mode, prompt, message, error, line-number, title, links, hint, heading1, heading2, heading3, emphasis, strong, code, quote, list-marker, rule, marker"

func TestThemeErrors(t *testing.T) {
	tests := []struct {
		name, data, want string
	}{
		{"unknown style", "link: {fg: blue}\nlinky: {fg: blue}\n",
			`t.yaml:2: unknown style "linky" (styles: ` + styleList + `)`},
		{"unknown attribute", "link:\n  fg: blue\n  blink: true\n",
			`t.yaml:3: unknown attribute "blink" (attributes: fg, bg, bold, italic, underline, reverse, dim)`},
		{"bad colour", "text: {}\nlink: {fg: blu}\n",
			`t.yaml:2: link: unknown colour "blu" (a name such as blue or darkcyan, #rrggbb, or 0-255)`},
		{"bad hex colour", "link: {bg: '#12345g'}\n",
			`t.yaml:1: link: unknown colour "#12345g" (a name such as blue or darkcyan, #rrggbb, or 0-255)`},
		{"colour 256", "link: {fg: 256}\n",
			`t.yaml:1: link: colour 256 is outside 0-255`},
		{"bad boolean", "text: {}\nlink: {fg: blue, bold: yes please}\n",
			`t.yaml:2: link: bold must be true or false, got "yes please"`},
		{"colour -1", "link: {fg: -1}\n",
			`t.yaml:1: link: colour -1 is outside 0-255`},
		{"style not a map", "text: {}\nlink: blue\n",
			`t.yaml:2: style "link" must be a map such as {fg: blue, bold: true}`},
		{"file not a map", "- link\n",
			`t.yaml:1: a theme is a map of style name to {fg, bg, bold, ...}`},
		// The colour is wrong on line 3, not on line 2 where the style's
		// map starts.
		{"bad colour on its own line", "link:\n  bold: true\n  fg: blu\n",
			`t.yaml:3: link: unknown colour "blu" (a name such as blue or darkcyan, #rrggbb, or 0-255)`},
		// A bad file fails with `file:line: what is wrong`, the
		// form keys.yaml and layout.yaml use for syntax errors too.
		{"yaml syntax", "link: {fg: blue}\n\tmatch: {}\n",
			`t.yaml:2: found character that cannot start any token`},
	}
	base := Default()
	before := maps.Clone(base)
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			th, err := Parse([]byte(tc.data), "t.yaml", base)
			if err == nil {
				t.Fatalf("no error; link = %v", th["link"])
			}
			if err.Error() != tc.want {
				t.Errorf("error\n got %s\nwant %s", err, tc.want)
			}
			if th != nil {
				t.Errorf("a theme returned with the error")
			}
		})
	}
	if !maps.Equal(base, before) {
		t.Errorf("a failed Parse changed its base")
	}
}

// A boolean attribute that is not a boolean is an error naming the file and
// the line, on one line.
func TestThemeBadBoolean(t *testing.T) {
	_, err := Parse([]byte("text: {}\nlink: {bold: yes please}\n"), "t.yaml", nil)
	if err == nil {
		t.Fatal("no error")
	}
	if !strings.HasPrefix(err.Error(), "t.yaml:2:") {
		t.Errorf("error %q does not start with t.yaml:2:", err)
	}
	if strings.Contains(err.Error(), "\n") {
		t.Errorf("a multi-line error: %q", err)
	}
}

func TestParseColor(t *testing.T) {
	tests := []struct {
		in   string
		want tcell.Color
	}{
		{"blue", tcell.ColorBlue},
		{"darkcyan", tcell.ColorDarkCyan},
		{"navy", tcell.ColorNavy},
		{"black", tcell.ColorBlack},
		{"default", tcell.ColorDefault},
		{"#ff8000", tcell.NewHexColor(0xff8000)},
		{"#FF8000", tcell.NewHexColor(0xff8000)},
		{"#000000", tcell.NewRGBColor(0, 0, 0)},
		{"0", tcell.PaletteColor(0)},
		{"9", tcell.PaletteColor(9)},
		{"255", tcell.PaletteColor(255)},
	}
	for _, tc := range tests {
		got, err := ParseColor(tc.in)
		if err != nil || got != tc.want {
			t.Errorf("ParseColor(%q) = %v, %v; want %v", tc.in, got, err, tc.want)
		}
	}
	if c, _ := ParseColor("#000000"); c == tcell.ColorDefault {
		t.Errorf("#000000 is the default colour, not black")
	}
	bad := []struct{ in, why string }{
		{"", "unknown colour"},
		{"blu", "unknown colour"},
		{"#12345", "unknown colour"},
		{"#1234567", "unknown colour"},
		{"#gggggg", "unknown colour"},
		{"256", "outside 0-255"},
		{"-1", "outside 0-255"},
		{"1000", "outside 0-255"},
		{"#-12345", "unknown colour"},
		{"#+12345", "unknown colour"},
	}
	for _, tc := range bad {
		t.Run("bad "+tc.in, func(t *testing.T) {
			c, err := ParseColor(tc.in)
			if err == nil {
				t.Fatalf("ParseColor(%q) = %v, want an error", tc.in, c)
			}
			if !strings.Contains(err.Error(), tc.why) {
				t.Errorf("ParseColor(%q): %v, want it to say %q", tc.in, err, tc.why)
			}
		})
	}
}

// theme_builtin.go holds default.yaml parsed: made from this default.yaml
// and equal, style for style, to what the parser makes of it.
func TestBuiltinDefaultMatchesDefaultYAML(t *testing.T) {
	data, err := os.ReadFile("default.yaml")
	if err != nil {
		t.Fatal(err)
	}
	if string(data) != builtinDefaultYAML {
		t.Fatal("theme_builtin.go was made from another default.yaml: run go generate ./theme")
	}
	want, err := Parse(data, "theme/default.yaml", nil)
	if err != nil {
		t.Fatal(err)
	}
	if got := builtinDefault(); !maps.Equal(got, want) {
		t.Errorf("builtinDefault() = %v, want %v", got, want)
	}
	if got := Default(); !maps.Equal(got, want) {
		t.Errorf("Default() = %v, want %v", got, want)
	}
}
