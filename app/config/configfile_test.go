package config

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The configuration folder is looked up once: a missing one means no file
// is looked for in it, and anything but a folder in its place is one
// warning.
func TestLookUpDir(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "file")
	if err := os.WriteFile(file, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		path   string
		exists bool
		err    string
	}{
		{dir, true, ""},
		{filepath.Join(dir, "missing"), false, ""},
		{file, false, "not a directory, so nothing there is read"},
		{filepath.Join(file, "lwl"), false, "cannot be looked up (not a directory)"},
	} {
		exists, err := lookUpDir(c.path)
		if exists != c.exists || (err == nil) != (c.err == "") || err != nil && !strings.Contains(err.Error(), c.err) {
			t.Errorf("lookUpDir(%s) = %v, %v; want %v, %q", c.path, exists, err, c.exists, c.err)
		}
	}
}

// With no keys.yaml of the user's, Load leaves the bindings to be made
// when first asked for, and they are then the built-in ones; a user's
// keys.yaml is read (and vetted) by Load itself.
func TestKeysMadeWhenAskedFor(t *testing.T) {
	def := Defaults{Keys: []byte(builtinKeysYAML), Layout: []byte(builtinLayoutYAML)}
	home := t.TempDir()
	getenv := func(k string) string {
		if k == "XDG_CONFIG_HOME" {
			return home
		}
		return ""
	}
	cfg, err := Load(def, Flags{}, getenv, nil)
	if err != nil {
		t.Fatal(err)
	}
	if cfg.keys != nil {
		t.Error("Load made the built-in bindings before they were asked for")
	}
	if got := cfg.Keys(); got["ground"]["q"].Action != "quit" || len(got) != len(builtinKeys()) {
		t.Errorf("Keys() = %v, want the built-in bindings", got)
	}
	if err := os.MkdirAll(filepath.Join(home, "lwl"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(home, "lwl", "keys.yaml"), []byte("ground:\n  x: nonsense-action\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	check := func(mode, action, arg string) error {
		if action == "nonsense-action" {
			return errors.New("unknown action")
		}
		return nil
	}
	if _, err := Load(def, Flags{}, getenv, check); err == nil || !strings.Contains(err.Error(), "keys.yaml:2") {
		t.Errorf("a user's bad keys.yaml: Load says %v, want keys.yaml:2's error", err)
	}
}

// The built-in hint mode binds no single character, so no hint alphabet
// can clash with it and Load need not check the built-in bindings.
func TestBuiltinHintKeysAreNoLetters(t *testing.T) {
	for key := range builtinKeys()["hint"] {
		if len(key) == 1 {
			t.Errorf("the built-in hint mode binds %q", key)
		}
	}
}
