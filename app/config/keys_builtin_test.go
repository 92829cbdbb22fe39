package config

import (
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"testing"
)

// checkBuiltin checks generated values against the YAML file at path: made
// from its text (yamlConst), equal to what parse makes of it, and what
// parseBuiltin gives for that text. When it fails, the file changed: run
// go generate ./app/config.
func checkBuiltin[T any](t *testing.T, path, yamlConst string, builtin func() T, parse, parseBuiltin func([]byte, string, T) (T, error)) {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if string(data) != yamlConst {
		t.Fatalf("the Go values were made from another %s: run go generate ./app/config", path)
	}
	var none T
	name := filepath.Base(path) + " (built in)"
	want, err := parse(data, name, none)
	if err != nil {
		t.Fatal(err)
	}
	if got := builtin(); !reflect.DeepEqual(got, want) {
		t.Errorf("built in: %+v, want %+v", got, want)
	}
	got, err := parseBuiltin(data, name, none)
	if err != nil || !reflect.DeepEqual(got, want) {
		t.Errorf("parsing the built-in text: %+v, %v; want %+v", got, err, want)
	}
}

// refuseFly stands for the pager's action check, which is not this
// package's: it refuses the action fly and lets every other through.
func refuseFly(_, action, _ string) error {
	if action == "fly" {
		return errors.New("unknown action fly")
	}
	return nil
}

func withCheck(parse func([]byte, string, Bindings, CheckAction) (Bindings, error)) func([]byte, string, Bindings) (Bindings, error) {
	return func(b []byte, file string, base Bindings) (Bindings, error) { return parse(b, file, base, refuseFly) }
}

func TestBuiltinKeysMatchKeysYAML(t *testing.T) {
	checkBuiltin(t, "../../keys.yaml", builtinKeysYAML, builtinKeys, withCheck(ParseKeys), withCheck(parseKeysBuiltin))
}

// Other text, and the defaults over a base, still go through the parser:
// a user's file is checked and laid over the defaults.
func TestParseKeysBuiltinParsesOtherText(t *testing.T) {
	base := builtinKeys()
	got, err := parseKeysBuiltin([]byte("ground:\n  x: quit\n  q: none\n"), "keys.yaml", base, refuseFly)
	if err != nil {
		t.Fatal(err)
	}
	if got["ground"]["x"].Action != "quit" {
		t.Errorf("x: %+v, want quit", got["ground"]["x"])
	}
	if _, ok := got["ground"]["q"]; ok {
		t.Error("q is still bound after none")
	}
	if _, ok := base["ground"]["q"]; !ok {
		t.Error("the base was changed")
	}
	if _, err := parseKeysBuiltin([]byte("ground:\n  x: fly\n"), "keys.yaml", nil, refuseFly); err == nil {
		t.Error("an unknown action was accepted")
	}
	// Each call makes new maps: a caller changing them changes no other.
	a, b := builtinKeys(), builtinKeys()
	delete(a["ground"], "q")
	if _, ok := b["ground"]["q"]; !ok {
		t.Error("builtinKeys shares its maps")
	}
}

// layout_builtin.go holds layout.yaml parsed, and each call makes a new
// tree.
func TestBuiltinLayoutMatchesLayoutYAML(t *testing.T) {
	checkBuiltin(t, "../../layout.yaml", builtinLayoutYAML, builtinLayout, ParseLayout, parseLayoutBuiltin)
	if builtinLayout().Root == builtinLayout().Root {
		t.Error("builtinLayout shares its tree between calls")
	}
}
