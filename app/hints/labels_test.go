package hints

import (
	"slices"
	"strings"
	"testing"

	"lwl/app/config"
)

func TestHintLabels(t *testing.T) {
	for _, tc := range []struct {
		n        int
		alphabet string
		want     []string // the first labels
		lengths  map[int]int
	}{
		{0, "asdf", nil, nil},
		{3, "asdf", []string{"a", "s", "d"}, map[int]int{1: 3}},
		{4, "asdf", []string{"a", "s", "d", "f"}, map[int]int{1: 4}},
		{5, "asdf", []string{"a", "s", "d", "fa", "fs"}, map[int]int{1: 3, 2: 2}},
		{10, "asdfghjkl", []string{"a", "s", "d", "f", "g", "h", "j", "k", "la", "ls"}, map[int]int{1: 8, 2: 2}},
		{81, "asdfghjkl", []string{"aa", "as"}, map[int]int{2: 81}},
		{82, "asdfghjkl", []string{"aa", "as"}, map[int]int{2: 80, 3: 2}},
		{500, "asdfghjkl", []string{"aa"}, nil},
		{4, "ab", []string{"aa", "ab", "ba", "bb"}, map[int]int{2: 4}},
		{3, "a", nil, nil}, // one letter cannot make prefix-free labels
	} {
		got := Labels(tc.n, tc.alphabet)
		if tc.want == nil && tc.n > 0 && len([]rune(tc.alphabet)) < 2 {
			if got != nil {
				t.Errorf("Labels(%d, %q) = %q, want none", tc.n, tc.alphabet, got)
			}
			continue
		}
		if len(got) != tc.n {
			t.Fatalf("Labels(%d, %q): %d labels", tc.n, tc.alphabet, len(got))
		}
		if len(tc.want) > 0 && !slices.Equal(got[:len(tc.want)], tc.want) {
			t.Errorf("Labels(%d, %q) starts %q, want %q", tc.n, tc.alphabet, got[:len(tc.want)], tc.want)
		}
		if tc.lengths != nil {
			lengths := map[int]int{}
			for _, l := range got {
				lengths[len(l)]++
			}
			if !mapsEqual(lengths, tc.lengths) {
				t.Errorf("Labels(%d, %q) lengths %v, want %v", tc.n, tc.alphabet, lengths, tc.lengths)
			}
		}
		checkPrefixFree(t, got)
		for i := 1; i < len(got); i++ {
			if len(got[i]) < len(got[i-1]) {
				t.Errorf("Labels(%d, %q): label %d %q is shorter than the one before it %q", tc.n, tc.alphabet, i, got[i], got[i-1])
			}
		}
		if again := Labels(tc.n, tc.alphabet); !slices.Equal(again, got) {
			t.Errorf("Labels(%d, %q) is not stable", tc.n, tc.alphabet)
		}
	}
}

// TestHintLabelsAllCounts checks every count up to three letters' reach.
func TestHintLabelsAllCounts(t *testing.T) {
	for n := 1; n <= 9*9*9; n++ {
		got := Labels(n, "asdfghjkl")
		checkPrefixFree(t, got)
		for _, l := range got {
			if strings.Trim(l, "asdfghjkl") != "" || len(l) > 3 {
				t.Fatalf("n=%d: label %q", n, l)
			}
		}
		if n <= 81 && len(got[n-1]) > 2 {
			t.Fatalf("n=%d: two letters would do, got %q", n, got[n-1])
		}
	}
}

func checkPrefixFree(t *testing.T, labels []string) {
	t.Helper()
	sorted := slices.Sorted(slices.Values(labels))
	for i := 1; i < len(sorted); i++ {
		if strings.HasPrefix(sorted[i], sorted[i-1]) {
			t.Fatalf("%q begins %q: not prefix-free", sorted[i], sorted[i-1])
		}
	}
}

func mapsEqual(a, b map[int]int) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if b[k] != v {
			return false
		}
	}
	return true
}

// The home row serves a screen its two-letter labels cover; past that the
// default alphabet widens, and a user's alphabet is kept whatever the count.
func TestHintLetters(t *testing.T) {
	var def, user config.DocumentConfig
	user.HintAlphabet = "qwer"
	for _, tc := range []struct {
		d    config.DocumentConfig
		n    int
		want string
	}{
		{def, 1, config.DefaultHintAlphabet},
		{def, 81, config.DefaultHintAlphabet},
		{def, 82, config.WiderHintAlphabet},
		{def, 151, config.WiderHintAlphabet},
		{user, 1, "qwer"},
		{user, 500, "qwer"},
	} {
		if got := tc.d.HintLetters(tc.n); got != tc.want {
			t.Errorf("%q with %d links: %q, want %q", tc.d.HintAlphabet, tc.n, got, tc.want)
		}
	}
	for _, l := range Labels(151, config.WiderHintAlphabet) {
		if len(l) > 2 {
			t.Fatalf("151 links: label %q has more than two letters", l)
		}
	}
}
