package browser

import (
	"errors"
	"reflect"
	"testing"
)

func TestCommands(t *testing.T) {
	const u = "https://e.example/a b?q=%s"
	installed := map[string]bool{"firefox": true, "xdg-open": true, "open": true, "/opt/w3m": true, "lynx": true}
	lookPath := func(p string) (string, error) {
		if installed[p] {
			return "/usr/bin/" + p, nil
		}
		return "", errors.New("not found")
	}
	for _, tc := range []struct {
		browser, goos, url string
		want               [][]string
		desc               string
	}{
		{"", "linux", u, [][]string{{"xdg-open", u}}, "ran xdg-open"},
		{"", "darwin", u, [][]string{{"open", u}}, "ran open"},
		{"firefox", "linux", u, [][]string{{"firefox", u}, {"xdg-open", u}}, "ran firefox"},
		{"missing:firefox --new-tab", "linux", u, [][]string{{"firefox", "--new-tab", u}, {"xdg-open", u}}, "ran firefox"},
		{"lynx -dump %s -width=80", "linux", u, [][]string{{"lynx", "-dump", u, "-width=80"}, {"xdg-open", u}}, "ran lynx"},
		{"lynx --url=%s%%", "linux", u, [][]string{{"lynx", "--url=" + u + "%"}, {"xdg-open", u}}, "ran lynx"},
		{"::/opt/w3m: ", "linux", u, [][]string{{"/opt/w3m", u}, {"xdg-open", u}}, "ran w3m"},
		{"firefox", "linux", "-oops", nil, ""},
		{"firefox; rm -rf ~", "linux", u, [][]string{{"xdg-open", u}}, "ran xdg-open"},
	} {
		env := func(k string) string {
			if k == "BROWSER" {
				return tc.browser
			}
			return ""
		}
		got := commands(tc.url, env, lookPath, tc.goos)
		var argvs [][]string
		for _, c := range got {
			argvs = append(argvs, c.Argv)
		}
		if !reflect.DeepEqual(argvs, tc.want) {
			t.Errorf("BROWSER=%q: %q, want %q", tc.browser, argvs, tc.want)
		}
		if len(got) > 0 && got[0].Desc != tc.desc {
			t.Errorf("BROWSER=%q: desc %q, want %q", tc.browser, got[0].Desc, tc.desc)
		}
	}
}
