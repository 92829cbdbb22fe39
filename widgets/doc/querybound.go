package doc

import (
	"fmt"
	"regexp"
	"regexp/syntax"
)

// maxProgram is the most instructions a search's compiled program may
// have. The matcher's time per byte grows with the program, and a pasted
// expression can be tens of thousands of instructions long: ten thousand
// is more than any expression typed by hand needs.
const maxProgram = 10000

// maxPatternBytes is the longest expression parsed at all. Parsing and
// compiling cost some two hundred bytes of memory for each byte of the
// expression before its program can be counted (a pasted megabyte: 190 MB);
// any expression typed by hand is far shorter. A plain substring, searched
// for without an expression, has no such bound.
const maxPatternBytes = 64 << 10

// compileBounded compiles expr for finding where matches are, never what
// their groups caught. The groups are dropped before compiling: the
// matcher gives each of its threads room for every group, so an
// expression with n groups and n alternatives took memory in n² (pasted
// (a?) ten thousand times: gigabytes). An expression whose program is
// still too long is refused.
func compileBounded(expr string) (*regexp.Regexp, *syntax.Regexp, error) {
	tree, err := syntax.Parse(expr, syntax.Perl)
	if err != nil {
		return nil, nil, err
	}
	tree = dropCaptures(tree)
	prog, err := syntax.Compile(tree.Simplify())
	if err != nil {
		return nil, nil, err
	}
	if n := len(prog.Inst); n > maxProgram {
		return nil, nil, fmt.Errorf("pattern too complex (%d instructions; at most %d)", n, maxProgram)
	}
	re, err := regexp.Compile(tree.String())
	if err != nil {
		return nil, nil, fmt.Errorf("compiling %q without its groups: %w", expr, err)
	}
	return re, tree, nil
}

// dropCaptures replaces each group of r by what it holds: where the whole
// expression matches does not depend on them.
func dropCaptures(r *syntax.Regexp) *syntax.Regexp {
	for r.Op == syntax.OpCapture {
		r = r.Sub[0]
	}
	for i, sub := range r.Sub {
		r.Sub[i] = dropCaptures(sub)
	}
	return r
}
