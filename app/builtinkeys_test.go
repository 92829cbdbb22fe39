package app

import (
	"os"
	"reflect"
	"testing"
)

// The generated bindings are the embedded keys.yaml parsed; when this
// fails, keys.yaml changed: run go generate ./app.
func TestBuiltinKeysMatchKeysYAML(t *testing.T) {
	data, err := os.ReadFile("../keys.yaml")
	if err != nil {
		t.Fatal(err)
	}
	if string(data) != builtinKeysYAML {
		t.Fatal("keys_builtin.go was made from another keys.yaml: run go generate ./app")
	}
	want, err := ParseKeys(data, "keys.yaml (built in)", nil)
	if err != nil {
		t.Fatal(err)
	}
	if got := builtinKeys(); !reflect.DeepEqual(got, want) {
		t.Errorf("builtinKeys() = %v, want %v", got, want)
	}
	got, err := parseKeysBuiltin(data, "keys.yaml (built in)", nil)
	if err != nil || !reflect.DeepEqual(got, want) {
		t.Errorf("parseKeysBuiltin = %v, %v; want %v", got, err, want)
	}
}

// Other text, and the defaults over a base, still go through the parser:
// a user's file is checked and laid over the defaults.
func TestParseKeysBuiltinParsesOtherText(t *testing.T) {
	base := builtinKeys()
	got, err := parseKeysBuiltin([]byte("ground:\n  x: quit\n  q: none\n"), "keys.yaml", base)
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
	if _, err := parseKeysBuiltin([]byte("ground:\n  x: fly\n"), "keys.yaml", nil); err == nil {
		t.Error("an unknown action was accepted")
	}
	// Each call makes new maps: a caller changing them changes no other.
	a, b := builtinKeys(), builtinKeys()
	delete(a["ground"], "q")
	if _, ok := b["ground"]["q"]; !ok {
		t.Error("builtinKeys shares its maps")
	}
}

// layout_builtin.go holds layout.yaml parsed: made from this layout.yaml
// and equal to what the parser makes of it.
func TestBuiltinLayoutMatchesLayoutYAML(t *testing.T) {
	data, err := os.ReadFile("../layout.yaml")
	if err != nil {
		t.Fatal(err)
	}
	if string(data) != builtinLayoutYAML {
		t.Fatal("layout_builtin.go was made from another layout.yaml: run go generate ./app")
	}
	want, err := ParseLayout(data, "layout.yaml (built in)", nil)
	if err != nil {
		t.Fatal(err)
	}
	if got := builtinLayout(); !reflect.DeepEqual(got, want) {
		t.Errorf("builtinLayout() = %+v, want %+v", got, want)
	}
	got, err := parseLayoutBuiltin(data, "layout.yaml (built in)", nil)
	if err != nil || !reflect.DeepEqual(got, want) {
		t.Errorf("parseLayoutBuiltin = %+v, %v; want %+v", got, err, want)
	}
	if builtinLayout().Root == builtinLayout().Root {
		t.Error("builtinLayout shares its tree between calls")
	}
}
