package search

import (
	"regexp"
	"strings"

	"lwl/widgets/doc"
)

// CaseRule is how a search treats case.
type CaseRule uint8

const (
	SmartCase     CaseRule = iota // ignore case unless the pattern has an upper-case letter (less's -i)
	CaseSensitive                 // case is significant
	IgnoreCase                    // always ignore case (less's -I)
)

// Compile compiles a search by rule; !PATTERN is the lines PATTERN does
// not match, as in less.
func Compile(text string, rule CaseRule) (*doc.Query, error) {
	if rest, ok := strings.CutPrefix(text, "!"); ok && rest != "" {
		q, err := compileCased(rest, rule) // as less's /!pattern: the lines it does not match
		if err != nil {
			return nil, err
		}
		return doc.NotQuery(q), nil
	}
	return compileCased(text, rule)
}

// compileCased compiles a pattern with the case rule in force: smart case
// (less's -i, lwl's default), always ignoring case (-I), or significant
// case (-i toggled off).
func compileCased(text string, rule CaseRule) (*doc.Query, error) {
	switch rule {
	case IgnoreCase:
		return doc.CompileQueryIgnoreCase(text)
	case CaseSensitive:
		return doc.CompileQueryCaseSensitive(text)
	}
	return doc.CompileQuery(text)
}

// Literal is the expression that finds line as written (a.b is a\.b),
// kept so that / Enter, n and the history repeat it as it was meant; a !
// first still asks for the lines that do not match.
func Literal(line string) string {
	if line == "" {
		return line
	}
	if rest, ok := strings.CutPrefix(line, "!"); ok {
		return "!" + regexp.QuoteMeta(rest)
	}
	return regexp.QuoteMeta(line)
}
