package doc

import (
	"math/rand"
	"testing"
)

// The destination scans skip ordinary bytes a word at a time; they must
// stop where a loop over every byte stops.
func TestDestScansMatchByteLoop(t *testing.T) {
	byteLoopParens := func(w []byte, k, from int) (int, bool) {
		depth := 1
		for j := from; j < len(w) && j-k <= MaxLinkDest; j++ {
			switch w[j] {
			case '\n', '[', ']':
				return 0, false
			case '\\':
				if j+1 < len(w) && (w[j+1] == '(' || w[j+1] == ')') {
					j++
				}
			case '(':
				depth++
			case ')':
				depth--
				if depth == 0 {
					return j, true
				}
			}
		}
		return 0, false
	}
	byteLoopPlain := func(b []byte, i int) int {
		depth := 0
		for ; i < len(b); i++ {
			switch c := b[i]; {
			case c <= ' ' || c == 0x7F:
				return endIfBalanced(i, depth)
			case c == '\\':
				if i+1 < len(b) && isASCIIPunct(b[i+1]) {
					i++
				}
			case c == '(':
				depth++
			case c == ')':
				depth--
			}
		}
		return endIfBalanced(i, depth)
	}
	alphabet := []byte("ab/.:\\()[]\n \t\x7f\x80\xff\x00")
	rng := rand.New(rand.NewSource(1))
	for n := range 20000 {
		w := make([]byte, rng.Intn(40))
		for i := range w {
			if rng.Intn(3) == 0 {
				w[i] = alphabet[rng.Intn(len(alphabet))]
			} else {
				w[i] = 'a' + byte(rng.Intn(26))
			}
		}
		if n%100 == 0 {
			w = append(w, make([]byte, MaxLinkDest+10)...)
			for i := range w {
				if w[i] == 0 {
					w[i] = 'x'
				}
			}
			w = append(w, ')')
		}
		k := 0
		if len(w) > 0 {
			k = rng.Intn(len(w))
		}
		from := k + rng.Intn(3)
		if e1, ok1 := scanParens(w, k, from); true {
			e2, ok2 := byteLoopParens(w, k, from)
			if e1 != e2 || ok1 != ok2 {
				t.Fatalf("scanParens(%q, %d, %d) = %d %v, the byte loop %d %v", w, k, from, e1, ok1, e2, ok2)
			}
		}
		if got, want := plainDestEnd(w, k), byteLoopPlain(w, k); got != want {
			t.Fatalf("plainDestEnd(%q, %d) = %d, the byte loop %d", w, k, got, want)
		}
	}
}
