// Package lessopen runs less's input preprocessor, LESSOPEN, on a file
// lwl opens: "|cmd %s" pipes cmd's output in place of the file, "cmd %s"
// prints the name of a replacement file, "||cmd %s" makes the exit status
// of a pipe that prints nothing mean something (0: the text is empty). A
// preprocessor that gives nothing leaves the file as it is. LESSCLOSE
// ("cmd %s %s": the file, the replacement or "-") runs when lwl is done
// with the file.
package lessopen

import (
	"fmt"
	"strings"
)

// Preprocessor is a LESSOPEN value, read.
type Preprocessor struct {
	Command string // run by sh, %s replaced by the file's name, quoted
	// Pipe: the command's output is the text ("|"); else it prints
	// the name of a replacement file.
	Pipe bool
	// ExitMatters ("||"): with no output, exit status 0 means empty
	// text and any other the file as it is.
	ExitMatters bool
}

// Parse reads a LESSOPEN value. "" is no preprocessor (ok false, no
// error); one without exactly one %s is refused, as less refuses it. A
// dash after the bars (less's "|-": standard input too) is accepted and
// dropped: lwl runs the preprocessor on named files only.
func Parse(v string) (p Preprocessor, ok bool, err error) {
	if strings.TrimSpace(v) == "" {
		return p, false, nil
	}
	rest := v
	if strings.HasPrefix(rest, "||") {
		p.Pipe, p.ExitMatters, rest = true, true, rest[2:]
	} else if strings.HasPrefix(rest, "|") {
		p.Pipe, rest = true, rest[1:]
	}
	rest = strings.TrimPrefix(rest, "-")
	if n := strings.Count(rest, "%s"); n != 1 {
		return p, false, fmt.Errorf("LESSOPEN ignored: it must hold %%s once, it holds it %d times", n)
	}
	p.Command = rest
	return p, true, nil
}

// commandFor is template with each %s replaced by the next of names,
// quoted for sh; a %s past the names is left as it is.
func commandFor(template string, names ...string) string {
	var b strings.Builder
	for {
		i := strings.Index(template, "%s")
		if i < 0 || len(names) == 0 {
			b.WriteString(template)
			return b.String()
		}
		b.WriteString(template[:i])
		b.WriteString(shellQuote(names[0]))
		template, names = template[i+2:], names[1:]
	}
}

// shellQuote quotes s as one word for sh.
func shellQuote(s string) string {
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}
