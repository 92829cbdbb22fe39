// Package hints is hint mode: its Controller labels the links on screen,
// with labels spelled from the hint alphabet, and picks the link whose
// label is typed; it checks the hint action's argument. It reaches the
// pager through Host and imports neither app nor a screen.
package hints

// Labels gives n links labels made of alphabet's letters: prefix-free
// (no label begins another, so a complete label acts at once), as short as
// possible for the first links (the ones nearest the top), and a function
// of n and alphabet alone, so an unchanged screen keeps its labels.
//
// With k letters, L is the shortest length whose k^L labels cover n. The
// labels are the first x strings of length L-1, in the alphabet's order,
// then the children (length L) of the strings after them, with x as large
// as still leaves room: x + (k^(L-1) - x)·k ≥ n.
func Labels(n int, alphabet string) []string {
	letters := []rune(alphabet)
	k := len(letters)
	if n <= 0 || k < 2 {
		return nil
	}
	out := make([]string, 0, n)
	if n <= k {
		for _, r := range letters[:n] {
			out = append(out, string(r))
		}
		return out
	}
	L, pow := 1, k // pow = k^L
	for pow < n {
		L, pow = L+1, pow*k
	}
	x := min(pow/k, (pow-n)/(k-1))
	for i := 0; i < x; i++ {
		out = append(out, spell(i, L-1, letters))
	}
	for i := x * k; len(out) < n; i++ {
		out = append(out, spell(i, L, letters))
	}
	return out
}

// spell writes i as a length-digit number in base len(letters).
func spell(i, length int, letters []rune) string {
	b := make([]rune, length)
	for d := length - 1; d >= 0; d-- {
		b[d] = letters[i%len(letters)]
		i /= len(letters)
	}
	return string(b)
}
