package config

import (
	"fmt"
	"strings"

	"gopkg.in/yaml.v3"

	"lwl/internal/quote"
)

// DefaultHintAlphabet is the home row, where the fingers rest.
const DefaultHintAlphabet = "asdfghjkl"

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

// WiderHintAlphabet follows the home row with the rows above and below, for
// screens with more links than the home row's two-letter labels cover.
const WiderHintAlphabet = DefaultHintAlphabet + "qwertyuiopzxcvbnm"

// HintLetters is the alphabet of hint labels for n links. Without an
// alphabet of the user's, the home row serves up to the 81 links its
// two-letter labels cover, and the wider alphabet beyond, so that any link
// on a dense page (current.md at 160x48 shows up to 151) is two letters
// away; a user's alphabet is used as it is.
func (d DocumentConfig) HintLetters(n int) string {
	switch {
	case d.HintAlphabet != "":
		return d.HintAlphabet
	case n > len(DefaultHintAlphabet)*len(DefaultHintAlphabet):
		return WiderHintAlphabet
	}
	return DefaultHintAlphabet
}
