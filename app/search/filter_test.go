package search

import (
	"bytes"
	"fmt"
	"io"
	"math/rand/v2"
	"strings"
	"sync"
	"testing"
	"time"

	"lwl/widgets/doc"
)

// RunFilter over a text longer than a block, with lines cut by the block
// boundaries, passes exactly the lines that match (or, inverse, do not).
func TestRunFilter(t *testing.T) {
	var b strings.Builder
	var want, wantInv strings.Builder
	for i := 0; b.Len() < 3*filterBlock+12345; i++ {
		line := fmt.Sprintf("row %d %s\n", i, strings.Repeat("x", i%97))
		if i%13 == 0 {
			line = fmt.Sprintf("row %d Needle needle %s\n", i, strings.Repeat("y", i%31))
			want.WriteString(line)
		} else {
			wantInv.WriteString(line)
		}
		b.WriteString(line)
	}
	b.WriteString("last needle without newline")
	want.WriteString("last needle without newline\n")
	text := b.String()
	q, err := doc.CompileQuery("needle")
	if err != nil {
		t.Fatal(err)
	}
	for _, inverse := range []bool{false, true} {
		pr, pw := io.Pipe()
		job := &FilterJob{}
		go RunFilter(job, strings.NewReader(text), int64(len(text)), q, inverse, pw)
		got, err := io.ReadAll(pr)
		if err != nil {
			t.Fatal(err)
		}
		w := want.String()
		if inverse {
			w = wantInv.String()
		}
		if string(got) != w {
			t.Errorf("inverse %v: %d bytes passed, want %d", inverse, len(got), len(w))
		}
		if n := int64(strings.Count(w, "\n")); job.Lines.Load() != n {
			t.Errorf("inverse %v: counted %d lines, want %d", inverse, job.Lines.Load(), n)
		}
	}
}

// A stopped filter closes its output: the reader sees the end.
func TestRunFilterStop(t *testing.T) {
	text := strings.Repeat("a needle\n", 1<<18)
	q, _ := doc.CompileQuery("needle")
	pr, pw := io.Pipe()
	job := &FilterJob{}
	job.Stop.Store(true)
	go RunFilter(job, strings.NewReader(text), int64(len(text)), q, false, pw)
	got, err := io.ReadAll(pr)
	if err != nil || len(got) != 0 {
		t.Errorf("a filter stopped before it began passed %d bytes, %v", len(got), err)
	}
	if !job.Done.Load() {
		t.Error("the job is not done after its output closed")
	}
}

// A line longer than a block passes whole.
func TestRunFilterLongLine(t *testing.T) {
	long := strings.Repeat("z", 5*filterBlock/2) + " needle\n"
	text := "short\n" + long + "needle short\n"
	q, _ := doc.CompileQuery("needle")
	pr, pw := io.Pipe()
	go RunFilter(&FilterJob{}, strings.NewReader(text), int64(len(text)), q, false, pw)
	got, err := io.ReadAll(pr)
	if err != nil || string(got) != long+"needle short\n" {
		t.Errorf("passed %d bytes, %v; want the long line and the last", len(got), err)
	}
}

// The first lines that pass go out after a first small block, not after a
// whole filterBlock: the first screen of a filter waits for no more.
func TestRunFilterFirstBlockIsSmall(t *testing.T) {
	text := strings.Repeat("a needle\n", 3*filterBlock/9)
	q, _ := doc.CompileQuery("needle")
	pr, pw := io.Pipe()
	job := &FilterJob{}
	go RunFilter(job, strings.NewReader(text), int64(len(text)), q, false, pw)
	first := make([]byte, 1)
	if _, err := pr.Read(first); err != nil {
		t.Fatal(err)
	}
	// The pipe holds the writer in its first Write: scanned is that block.
	if got := job.Scanned.Load(); got > 64<<10 {
		t.Errorf("first lines out after %d bytes scanned, want at most 64 KiB", got)
	}
	job.Stop.Store(true)
	io.Copy(io.Discard, pr)
}

// Whatever the lengths of the lines against the growing blocks (32 KB,
// 64 KB, ... 1 MB), the filter passes what a line-by-line filter would.
func TestRunFilterAgreesLineByLine(t *testing.T) {
	q, err := doc.CompileQuery("needle")
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(16, 2026))
	for round := range 6 {
		var text strings.Builder
		var lines []string
		for text.Len() < 3*filterBlock {
			n := rng.IntN(200)
			switch rng.IntN(40) {
			case 0:
				n = filterFirstBlock + rng.IntN(3*filterFirstBlock) // across a block's end
			case 1:
				n = 0
			}
			line := strings.Repeat("x", n)
			if rng.IntN(5) == 0 {
				at := rng.IntN(n + 1)
				line = line[:at] + "needle" + line[at:]
			}
			lines = append(lines, line)
			text.WriteString(line + "\n")
		}
		for _, inverse := range []bool{false, true} {
			var want strings.Builder
			for _, l := range lines {
				if strings.Contains(l, "needle") != inverse {
					want.WriteString(l + "\n")
				}
			}
			pr, pw := io.Pipe()
			s := text.String()
			go RunFilter(&FilterJob{}, strings.NewReader(s), int64(len(s)), q, inverse, pw)
			got, err := io.ReadAll(pr)
			if err != nil || string(got) != want.String() {
				t.Fatalf("round %d, inverse %v: passed %d bytes (%v), want %d", round, inverse, len(got), err, want.Len())
			}
		}
	}
}

// A pattern that matches an empty text is asked of each line: &!^$ hides
// the blank lines, &^$ shows only them, &x* shows every line.
func TestFilterLinesEmptyMatches(t *testing.T) {
	text := "one\n\ntwo x\n\nthree"
	tests := []struct {
		pattern string
		inverse bool
		want    string
	}{
		{"^$", true, "one\ntwo x\nthree\n"},
		{"^$", false, "\n\n"},
		{"x*", false, "one\n\ntwo x\n\nthree\n"},
		{"x*", true, ""},
		{"^t", false, "two x\nthree\n"},
	}
	for _, tt := range tests {
		q, err := doc.CompileQuery(tt.pattern)
		if err != nil {
			t.Fatal(err)
		}
		var offs []int
		var out bytes.Buffer
		n := filterLines(text, nil, q, tt.inverse, &offs, &out, nil)
		if out.String() != tt.want || n != strings.Count(tt.want, "\n") {
			t.Errorf("&%v%s: %q (%d lines), want %q", map[bool]string{true: "!"}[tt.inverse], tt.pattern, out.String(), n, tt.want)
		}
	}
}

// A line passes by the text it shows, as a search sees it: not by the
// escape sequences of git log --color, the overstrike of man, an OSC 8
// address or a hidden link destination. Before, &^commit kept no line of
// coloured git log and &33m kept every commit line.
func TestFilterLinesByShownText(t *testing.T) {
	text := "\x1b[33mcommit abc\x1b[m\nAuthor: a\n" +
		"D\bDE\bES\bSC\bCR\bRI\bIP\bPT\bTI\bIO\bON\bN\n" +
		"a \x1b]8;;http://x.example\x1b\\link text\x1b]8;;\x1b\\ b\n" +
		"[read](https://hidden.example/) more\n" +
		"\x1b[33mcommit def\x1b[m\n"
	opts := &doc.ParseOptions{HideBrackets: true}
	for _, tt := range []struct {
		pattern string
		inverse bool
		want    string
	}{
		{"^commit", false, "\x1b[33mcommit abc\x1b[m\n\x1b[33mcommit def\x1b[m\n"},
		{"33m", false, ""},
		{"^commit", true, "Author: a\nD\bDE\bES\bSC\bCR\bRI\bIP\bPT\bTI\bIO\bON\bN\na \x1b]8;;http://x.example\x1b\\link text\x1b]8;;\x1b\\ b\n[read](https://hidden.example/) more\n"},
		{"DESCRIPTION", false, "D\bDE\bES\bSC\bCR\bRI\bIP\bPT\bTI\bIO\bON\bN\n"},
		{"example", false, ""},
		{"^a link text b$", false, "a \x1b]8;;http://x.example\x1b\\link text\x1b]8;;\x1b\\ b\n"},
		{"^$", true, text},
	} {
		q, err := doc.CompileQuery(tt.pattern)
		if err != nil {
			t.Fatal(err)
		}
		var offs, starts []int
		var out bytes.Buffer
		n := filterLines(text, opts, q, tt.inverse, &offs, &out, &starts)
		if out.String() != tt.want || n != strings.Count(tt.want, "\n") || len(starts) != n {
			t.Errorf("&%v%s: %q (%d lines, %d starts), want %q", map[bool]string{true: "!"}[tt.inverse], tt.pattern, out.String(), n, len(starts), tt.want)
		}
		for _, s := range starts {
			if s > 0 && text[s-1] != '\n' {
				t.Errorf("&%s: a start at %d is not a line's", tt.pattern, s)
			}
		}
	}
}

// A pattern that can match a line break passes a line by the line alone:
// &\s passed every line, &!\s hid them all.
func TestFilterLinesNewlinePatterns(t *testing.T) {
	text := "hello world\nfoo\nbar\n"
	for _, tt := range []struct {
		pattern string
		inverse bool
		want    string
	}{
		{`\s`, false, "hello world\n"},
		{`\s`, true, "foo\nbar\n"},
		{`o\nb`, false, ""},
	} {
		q, err := doc.CompileQuery(tt.pattern)
		if err != nil {
			t.Fatal(err)
		}
		var offs []int
		var out bytes.Buffer
		filterLines(text, nil, q, tt.inverse, &offs, &out, nil)
		if out.String() != tt.want {
			t.Errorf("&%v%s: %q, want %q", map[bool]string{true: "!"}[tt.inverse], tt.pattern, out.String(), tt.want)
		}
	}
}

// growingText is a pipe's text arriving while the filter runs.
type growingText struct {
	mu       sync.Mutex
	b        []byte
	complete bool
}

func (g *growingText) ReadAt(p []byte, off int64) (int, error) {
	g.mu.Lock()
	defer g.mu.Unlock()
	return copy(p, g.b[off:]), nil
}

func (g *growingText) add(s string, end bool) {
	g.mu.Lock()
	g.b = append(g.b, s...)
	g.complete = end
	g.mu.Unlock()
}

// & on a pipe still arriving filters all of it, to its end, as less
// does: it took the size once and kept 61 of 100 lines of seq 1000000.
func TestRunFilterFollowsAPipe(t *testing.T) {
	g := &growingText{}
	g.add("line 1 needle\nline 2\n", false)
	job := &FilterJob{Grow: func() (int64, bool) {
		g.mu.Lock()
		defer g.mu.Unlock()
		return int64(len(g.b)), g.complete
	}}
	q, _ := doc.CompileQuery("needle")
	pr, pw := io.Pipe()
	go RunFilter(job, g, int64(len("line 1 needle\nline 2\n")), q, false, pw)
	go func() {
		for i := 3; i <= 2000; i++ {
			word := ""
			if i%100 == 0 {
				word = " needle"
			}
			g.add(fmt.Sprintf("line %d%s\n", i, word), false)
			if i%500 == 0 {
				time.Sleep(30 * time.Millisecond)
			}
		}
		g.add("last needle, no newline", true)
	}()
	got, err := io.ReadAll(pr)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSuffix(string(got), "\n"), "\n")
	if len(lines) != 22 || lines[0] != "line 1 needle" || lines[20] != "line 2000 needle" || lines[21] != "last needle, no newline" {
		t.Errorf("%d lines passed: first %q, last %q; want 22, from line 1 to the last", len(lines), lines[0], lines[len(lines)-1])
	}
}

// From a pipe, lines longer than a block arriving a piece at a time pass
// whole, the one still arriving when the pipe ends too; the lines around
// them are not lost.
func TestRunFilterLongLinesFromAPipe(t *testing.T) {
	g := &growingText{}
	job := &FilterJob{Grow: func() (int64, bool) {
		g.mu.Lock()
		defer g.mu.Unlock()
		return int64(len(g.b)), g.complete
	}}
	q, _ := doc.CompileQuery("needle")
	pr, pw := io.Pipe()
	go RunFilter(job, g, 0, q, false, pw)
	long := func(word string) string { return strings.Repeat("[a](http://x/) ", 3*filterBlock/2/15) + word }
	want := "a needle\n" + long("needle") + "\n" + "needle again\n" + long("needle at the end") + "\n"
	go func() {
		text := "a needle\n" + long("needle") + "\nhay\n" + long("hay") + "\nneedle again\n" + long("needle at the end")
		for len(text) > 0 {
			n := min(len(text), 300<<10)
			g.add(text[:n], n == len(text))
			text = text[n:]
			time.Sleep(5 * time.Millisecond)
		}
	}()
	got, err := io.ReadAll(pr)
	if err != nil {
		t.Fatal(err)
	}
	if string(got) != want {
		t.Errorf("%d bytes passed (%d lines), want %d (4 lines)", len(got), strings.Count(string(got), "\n"), len(want))
	}
}
