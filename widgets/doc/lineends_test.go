package doc

import (
	"bytes"
	"math/rand/v2"
	"testing"
)

// TestLineMasks checks every way of making the bitmaps of line breaks and
// markers against a byte loop, on texts of every length up to a few
// blocks, at every alignment, with bytes one off the values sought around
// them; and lineEnds' look-ups against searches from every offset.
func TestLineMasks(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	alphabet := []byte{'\n', '`', '*', '_', 0x09, 0x0B, 0x8A, 0x29, 0x2B, 0x5E, 0x61, 0xE0, 0x00, 0xFF, 'a', ' '}
	buf := make([]byte, 300)
	for n := 0; n < 3000; n++ {
		for i := range buf {
			buf[i] = alphabet[rng.IntN(len(alphabet))]
			if rng.IntN(2) == 0 {
				buf[i] = 'a'
			}
		}
		off := rng.IntN(16)
		text := buf[off : off+rng.IntN(len(buf)-off)]
		full := len(text) / 64 * 64
		wantNL, wantMK := make([]uint64, len(text)/64), make([]uint64, len(text)/64)
		for i, c := range text[:full] {
			switch c {
			case '\n':
				wantNL[i/64] |= 1 << (i % 64)
			case '`', '*', '_':
				wantMK[i/64] |= 1 << (i % 64)
			}
		}
		for name, f := range lineMaskers() {
			nl, mk := make([]uint64, len(wantNL)+1), make([]uint64, len(wantNL)+1)
			nl[len(wantNL)], mk[len(wantNL)] = 42, 42 // past the blocks: not written
			f(text[:full], nl, mk)
			for k := range wantNL {
				if nl[k] != wantNL[k] || mk[k] != wantMK[k] {
					t.Fatalf("%s(%q): block %d\n%064b\n%064b, want\n%064b\n%064b", name, text[:full], k, nl[k], mk[k], wantNL[k], wantMK[k])
				}
			}
			if nl[len(wantNL)] != 42 || mk[len(wantNL)] != 42 {
				t.Fatalf("%s wrote past its blocks", name)
			}
		}
		var le lineEnds
		le.build(text)
		first := func(i int, of string) int {
			for ; i < len(text); i++ {
				for k := 0; k < len(of); k++ {
					if text[i] == of[k] {
						return i
					}
				}
			}
			return -1
		}
		for i := 0; i <= len(text); i++ {
			if got, want := le.next(i), first(i, "\n"); got != want {
				t.Fatalf("next(%d) in %q = %d, want %d", i, text, got, want)
			}
			e := i + rng.IntN(len(text)-i+1)
			in := func(k int) int {
				if k < 0 || k >= e {
					return e
				}
				return k
			}
			if got, want := le.firstMarker(i, e), in(first(i, "`*_")); got != want {
				t.Fatalf("firstMarker(%d, %d) in %q = %d, want %d", i, e, text, got, want)
			}
			tick, star, under := le.markers(text, i, e)
			if tick != in(first(i, "`")) || star != in(first(i, "*")) || under != in(first(i, "_")) {
				t.Fatalf("markers(%d, %d) in %q = %d %d %d", i, e, text, tick, star, under)
			}
		}
	}
}

// TestEqMasks checks every way of making eqMasks' bitmaps against a byte
// loop, for pairs of bytes (the same twice too) among others one off them.
func TestEqMasks(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	pairs := [][2]byte{{'`', '~'}, {'~', '`'}, {'`', '`'}, {0x00, 0xFF}, {0x80, 0x7F}}
	buf := make([]byte, 300)
	for n := 0; n < 3000; n++ {
		c := pairs[n%len(pairs)]
		alphabet := []byte{c[0], c[1], c[0] - 1, c[0] + 1, c[1] - 1, c[1] + 1, 0x00, 0xFF, 'a'}
		for i := range buf {
			buf[i] = alphabet[rng.IntN(len(alphabet))]
		}
		off := rng.IntN(16)
		text := buf[off : off+rng.IntN(len(buf)-off)]
		full := len(text) / 64 * 64
		want := make([]uint64, len(text)/64)
		for i, b := range text[:full] {
			if b == c[0] || b == c[1] {
				want[i/64] |= 1 << (i % 64)
			}
		}
		for name, f := range eqMaskers() {
			got := make([]uint64, len(want)+1)
			got[len(want)] = 42
			f(text[:full], c[0], c[1], got)
			for k := range want {
				if got[k] != want[k] {
					t.Fatalf("%s(%q, %q, %q): block %d %064b, want %064b", name, text[:full], c[0], c[1], k, got[k], want[k])
				}
			}
			if got[len(want)] != 42 {
				t.Fatalf("%s wrote past its blocks", name)
			}
		}
	}
}

// TestLineMasksUniform checks every way of making the bitmaps against the
// others on long texts of one byte repeated (a file of only newlines,
// only backticks, only NULs), every mask all ones or all zeros.
func TestLineMasksUniform(t *testing.T) {
	for _, c := range []byte{'\n', '`', '*', '_', '~', 0x00, 0xFF, '\r', 'a'} {
		b := bytes.Repeat([]byte{c}, 1<<16+64)
		wantNL, wantMK, wantEq := uint64(0), uint64(0), uint64(0)
		switch c {
		case '\n':
			wantNL = ^uint64(0)
		case '`', '*', '_':
			wantMK = ^uint64(0)
		}
		if c == '`' || c == '~' {
			wantEq = ^uint64(0)
		}
		for name, f := range lineMaskers() {
			nl, mk := make([]uint64, len(b)/64), make([]uint64, len(b)/64)
			f(b, nl, mk)
			for k := range nl {
				if nl[k] != wantNL || mk[k] != wantMK {
					t.Fatalf("%s on %q: block %d %x %x", name, c, k, nl[k], mk[k])
				}
			}
		}
		for name, f := range eqMaskers() {
			out := make([]uint64, len(b)/64)
			f(b, '`', '~', out)
			for k := range out {
				if out[k] != wantEq {
					t.Fatalf("eq %s on %q: block %d %x", name, c, k, out[k])
				}
			}
		}
	}
}
