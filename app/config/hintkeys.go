package config

import (
	"cmp"
	"fmt"
	"slices"
	"strings"
)

// checkHintKeys refuses a key of keys.yaml's hint section that is a letter
// of the hint labels. The binding would take the letter before the labels
// see it, so every label with it could not be typed: `hint: {a: cancel}`
// made o then a (the first link's label) leave instead of following it.
// As for two names of one key, an error says so at start-up rather than
// labels that never answer. file is where the user's keys.yaml was read.
func checkHintKeys(keys Bindings, file string, d DocumentConfig) error {
	letters := d.HintAlphabet
	if letters == "" {
		// Without an alphabet of the user's, a dense screen takes its
		// labels from the rows above and below the home row too.
		letters = WiderHintAlphabet
	}
	var clash []string
	for key := range keys["hint"] {
		if len(key) == 1 && strings.Contains(letters, key) {
			clash = append(clash, key)
		}
	}
	if len(clash) == 0 {
		return nil
	}
	where := fmt.Sprintf("hint-alphabet %q at %s", letters, d.HintAlphabetAt)
	fix := "take it out of hint-alphabet"
	if d.HintAlphabet == "" {
		where = fmt.Sprintf("%s, and %s on a screen of more than %d links", DefaultHintAlphabet,
			strings.TrimPrefix(WiderHintAlphabet, DefaultHintAlphabet), len(DefaultHintAlphabet)*len(DefaultHintAlphabet))
		fix = "set layout.yaml's document: hint-alphabet without it"
	}
	// The first in the file, whatever the map's order.
	k := slices.MinFunc(clash, func(x, y string) int {
		return cmp.Or(keys["hint"][x].Line-keys["hint"][y].Line, strings.Compare(x, y))
	})
	return fmt.Errorf("%s:%d: hint key %q is a letter of the hint labels (%s), so labels with it could not be typed; bind another key, or %s",
		file, keys["hint"][k].Line, k, where, fix)
}
