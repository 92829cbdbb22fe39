package app

import (
	"fmt"
	"strings"

	"gopkg.in/yaml.v3"

	"lwl/internal/quote"
)

// defaultHintAlphabet is the home row, where the fingers rest.
const defaultHintAlphabet = "asdfghjkl"

// hintAlphabet reads layout.yaml's hint-alphabet: two or more distinct
// printable ASCII characters other than space (labels are drawn a byte a
// cell, and typed as plain keys).
func hintAlphabet(file string, v *yaml.Node) (string, error) {
	s := v.Value
	bad := v.Kind != yaml.ScalarNode || len(s) < 2
	for i := 0; i < len(s) && !bad; i++ {
		bad = s[i] <= ' ' || s[i] >= 0x7F || strings.IndexByte(s[:i], s[i]) >= 0
	}
	if bad {
		return "", fmt.Errorf("%s:%d: hint-alphabet must be two or more different printable ASCII characters, such as asdfghjkl, got %s", file, v.Line, quote.Value(s))
	}
	return s, nil
}

// hintLetters is the alphabet of hint labels in force.
func (d DocumentConfig) hintLetters() string {
	if d.HintAlphabet == "" {
		return defaultHintAlphabet
	}
	return d.HintAlphabet
}
