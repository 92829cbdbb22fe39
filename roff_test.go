package main

import (
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// A man page read as far as the tests need: its sections, and in them the
// .TP entries (a tag line and a body) under their .SS titles.

// manEntry is one .TP item: its tag and body as plain text.
type manEntry struct {
	sub, tag, body string
}

// manSections splits roff source at .SH, by the sections' plain titles.
func manSections(src string) map[string]string {
	sections := map[string]string{}
	title := ""
	var body strings.Builder
	flush := func() {
		if title != "" {
			sections[title] = body.String()
		}
		body.Reset()
	}
	for line := range strings.Lines(src) {
		if name, ok := strings.CutPrefix(line, ".SH "); ok {
			flush()
			title = roffText(macroArgs(name))
			continue
		}
		body.WriteString(line)
	}
	flush()
	return sections
}

// manEntries lists the .TP entries of a section's source, each with the
// .SS title it stands under ("" before the first).
func manEntries(section string) []manEntry {
	var (
		entries []manEntry
		sub     string
		cur     *manEntry
		tagNext bool
		body    []string
	)
	end := func() {
		if cur != nil {
			cur.body = roffText(strings.Join(body, " "))
			entries = append(entries, *cur)
		}
		cur, body = nil, nil
	}
	for line := range strings.Lines(section) {
		line = strings.TrimSuffix(line, "\n")
		switch {
		case tagNext:
			cur.tag = roffText(roffLine(line))
			tagNext = false
		case strings.HasPrefix(line, ".TP"):
			end()
			cur, tagNext = &manEntry{sub: sub}, true
		case strings.HasPrefix(line, ".SS "):
			end()
			sub = roffText(macroArgs(line[len(".SS "):]))
		case strings.HasPrefix(line, ".PP"), strings.HasPrefix(line, ".SH"):
			end()
		case cur != nil:
			body = append(body, roffLine(line))
		}
	}
	end()
	return entries
}

// fontMacro matches the font macros whose arguments are text: .B x, .BR x y.
var fontMacro = regexp.MustCompile(`^\.(B|I|BR|RB|BI|IB|IR|RI)(\s+|$)`)

// roffLine is a source line's text: a font macro's arguments joined as
// roff joins them, other requests dropped, a text line as it is.
func roffLine(line string) string {
	if m := fontMacro.FindStringSubmatch(line); m != nil {
		args := splitMacroArgs(line[len(m[0]):])
		if len(m[1]) == 1 { // .B and .I put blanks between their words
			return strings.Join(args, " ")
		}
		return strings.Join(args, "")
	}
	if strings.HasPrefix(line, ".") || strings.HasPrefix(line, "'") {
		return ""
	}
	return line
}

// macroArgs is a macro's argument string as text, its words joined by blanks.
func macroArgs(s string) string {
	return strings.Join(splitMacroArgs(strings.TrimSpace(s)), " ")
}

// splitMacroArgs splits a macro's arguments: blanks separate them, double
// quotes group them ("" inside a quoted one is a quote).
func splitMacroArgs(s string) []string {
	var (
		args  []string
		cur   strings.Builder
		in    bool
		quote bool
	)
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case quote && c == '"' && i+1 < len(s) && s[i+1] == '"':
			cur.WriteByte('"')
			i++
		case c == '"':
			quote, in = !quote, true
		case !quote && (c == ' ' || c == '\t'):
			if in {
				args = append(args, cur.String())
				cur.Reset()
				in = false
			}
		case c == '\\' && i+1 < len(s):
			cur.WriteString(s[i : i+2]) // an escape is not a blank
			i++
			in = true
		default:
			cur.WriteByte(c)
			in = true
		}
	}
	if in {
		args = append(args, cur.String())
	}
	return args
}

// roffEscape matches the escapes the page uses: fonts, named and Unicode
// characters, and the one-character ones.
var roffEscape = regexp.MustCompile(`\\(f[BIRP]|f\(..|f\[[^]]*\]|\(..|\[[^]]*\]|.)`)

// roffCharacters are the named characters, as typed.
var roffCharacters = map[string]string{
	`\(aq`: "'", `\(dq`: `"`, `\(ga`: "`", `\(ti`: "~", `\(ha`: "^", `\(rs`: `\`,
	`\(em`: "—", `\(en`: "–", `\(lq`: "“", `\(rq`: "”", `\(bu`: "•",
}

// roffText is roff text as a reader sees it, blanks collapsed.
func roffText(s string) string {
	s = roffEscape.ReplaceAllStringFunc(s, func(esc string) string {
		if r, ok := roffCharacters[esc]; ok {
			return r
		}
		if hex, ok := strings.CutPrefix(esc, `\[u`); ok {
			if r, err := strconv.ParseUint(strings.TrimSuffix(hex, "]"), 16, 32); err == nil {
				return string(rune(r))
			}
		}
		switch {
		case strings.HasPrefix(esc, `\f`), esc == `\&`, esc == `\|`, esc == `\^`, esc == `\:`, esc == `\c`, esc == `\%`:
			return ""
		case esc == `\-`:
			return "-"
		case esc == `\e`:
			return `\`
		case esc == `\ `:
			return " "
		}
		return esc
	})
	return strings.Join(strings.Fields(s), " ")
}

func TestRoffText(t *testing.T) {
	for in, want := range map[string]string{
		`\fBctrl\-e\fP, \fB\e\fP, \fB\(aq\fR`:        `ctrl-e, \, '`,
		`Z is not bound \[u00B7] H:\& help`:          "Z is not bound · H: help",
		roffLine(`.BR \-x " \fIN\fP, " \-\-tabs`):    "-x N, --tabs",
		roffLine(`.B "enter: follow \(dq$LINK\(dq"`): `enter: follow "$LINK"`,
		roffLine(`.B a  b`):                          "a b",
		roffLine(`.SS Moving`):                       "",
	} {
		if got := roffText(in); got != want {
			t.Errorf("roffText(%q) = %q, want %q", in, got, want)
		}
	}
}
