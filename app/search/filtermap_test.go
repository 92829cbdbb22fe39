package search

import (
	"io"
	"math/rand/v2"
	"sort"
	"strings"
	"testing"

	"lwl/widgets/doc"
)

// The filter's map between the file and the filtered lines agrees with a
// line-by-line model over a file of many blocks: random lines, some
// longer than the first block, blank ones, one without a newline at the
// end, coloured ones with a hidden destination; plain, inverse and one
// that matches the empty text (^$), by bytes and by the text shown.
func TestFilterMapAgreesWithLines(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	var b strings.Builder
	for b.Len() < 1<<20 { // blocks of 32 KB to 512 KB
		switch rng.IntN(10) {
		case 0:
			b.WriteString("\n")
		case 1:
			b.WriteString(strings.Repeat("long ", 8000+rng.IntN(8000)) + "needle\n")
		case 2:
			b.WriteString("a needle here\n")
		case 3:
			b.WriteString("\x1b[31mneed\x1b[mle in red, [link](https://needle.example/) hidden\n")
		default:
			b.WriteString("hay and more hay\n")
		}
	}
	b.WriteString("last needle")
	checkFilterMap(t, b.String(), rng)
}

// Lines longer than a block (filtered from the source, not held whole):
// plain, full of links whose destinations hold the needle, coloured so
// that only the text shown holds it, without it, and last without a
// newline; with short and blank lines between them.
func TestFilterMapLongLines(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	long := func(piece string) string {
		return strings.Repeat(piece, (filterBlock+rng.IntN(filterBlock))/len(piece))
	}
	text := long("long ") + "needle\n\n" +
		long("[a](http://needle.example/) ") + "\n" +
		"a needle here\n" +
		long("\x1b[31mneed\x1b[mle [b](http://x/) ") + "\n" +
		long("hay ") + "\n" +
		long("hay needle ")
	checkFilterMap(t, text, rng)
}

// checkFilterMap filters text in several ways and checks what passes, and
// the map between the file and the filtered lines, against a line-by-line
// model.
func checkFilterMap(t *testing.T, text string, rng *rand.Rand) {
	t.Helper()
	shown := &doc.ParseOptions{HideBrackets: true}
	for _, tc := range []struct {
		pattern string
		inverse bool
		opts    *doc.ParseOptions
	}{{"needle", false, nil}, {"needle", true, shown}, {"^$", true, nil}, {"needle", false, shown}} {
		q, err := doc.CompileQuery(tc.pattern)
		if err != nil {
			t.Fatal(err)
		}
		// The model: each line's start in the file and in the filtered lines.
		var origStarts, origEnds, filtStarts []int64
		var filt int64
		var passed strings.Builder
		for ls := 0; ls < len(text); {
			le := len(text)
			if j := strings.IndexByte(text[ls:], '\n'); j >= 0 {
				le = ls + j + 1
			}
			line := text[ls:le]
			if tc.opts != nil {
				line, _ = doc.DisplayText([]byte(line), *tc.opts)
			}
			if q.Matches(strings.TrimSuffix(line, "\n")) != tc.inverse {
				origStarts = append(origStarts, int64(ls))
				origEnds = append(origEnds, int64(le))
				filtStarts = append(filtStarts, filt)
				filt += int64(len(strings.TrimSuffix(text[ls:le], "\n")) + 1)
				passed.WriteString(strings.TrimSuffix(text[ls:le], "\n") + "\n")
			}
			ls = le
		}
		places := NewFilterMap(strings.NewReader(text), tc.opts, q, tc.inverse)
		pr, pw := io.Pipe()
		go RunFilter(&FilterJob{Places: places, Shown: tc.opts}, strings.NewReader(text), int64(len(text)), q, tc.inverse, pw)
		got, err := io.ReadAll(pr)
		if err != nil {
			t.Fatal(err)
		}
		if string(got) != passed.String() {
			t.Fatalf("&%s (inverse %v): %d bytes passed, the model %d", tc.pattern, tc.inverse, len(got), passed.Len())
		}
		for n := 0; n < 30; n++ {
			off := rng.Int64N(int64(len(text)) + 1)
			i := sort.Search(len(origEnds), func(i int) bool { return origEnds[i] > off })
			want := filt
			if i < len(filtStarts) {
				want = filtStarts[i]
			}
			if f, ok := places.ToFiltered(off); !ok || f != want {
				t.Fatalf("&%s (inverse %v): ToFiltered(%d) = %d, %v; want %d", tc.pattern, tc.inverse, off, f, ok, want)
			}
		}
		for n := 0; n < 30 && filt > 0; n++ {
			f := rng.Int64N(filt)
			i := sort.Search(len(filtStarts), func(i int) bool { return filtStarts[i] > f }) - 1
			if o, ok := places.ToOrig(f); !ok || o != origStarts[i] {
				t.Fatalf("&%s (inverse %v): ToOrig(%d) = %d, %v; want %d", tc.pattern, tc.inverse, f, o, ok, origStarts[i])
			}
		}
		if _, ok := places.ToOrig(filt); ok {
			t.Errorf("&%s: ToOrig past the filtered lines said ok", tc.pattern)
		}
	}
}

// Before the filter got to a place, the map says it does not know; WhenPast
// tells once it does.
func TestFilterMapWhenPast(t *testing.T) {
	q, _ := doc.CompileQuery("needle")
	m := NewFilterMap(strings.NewReader(""), nil, q, false)
	if _, ok := m.ToFiltered(10); ok {
		t.Error("ToFiltered before any block said ok")
	}
	told := 0
	m.WhenPast(100, func() { told++ })
	m.add(0, 50, 0)
	if told != 0 {
		t.Fatal("told before the filter passed the place")
	}
	m.add(50, 60, 0)
	m.finish()
	if told != 1 {
		t.Fatalf("told %d times, want once", told)
	}
}
