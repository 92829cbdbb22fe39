package doc

import (
	"strings"
	"unicode"
)

// explicit reports whether line holds an explicit anchor for m's
// fragment: [](#id), or an HTML tag with id="id" or name="id".
func (m *anchorMatcher) explicit(line string) bool {
	for rest := line; ; {
		i := strings.Index(rest, "[](#")
		if i < 0 {
			break
		}
		rest = rest[i+4:]
		if id, _, ok := strings.Cut(rest, ")"); ok && m.is(id) {
			return true
		}
	}
	for rest := line; ; {
		i := strings.IndexByte(rest, '<')
		if i < 0 {
			return false
		}
		rest = rest[i+1:]
		tag, _, ok := strings.Cut(rest, ">")
		if ok && m.tagNames(tag) {
			return true
		}
	}
}

// tagNames reports whether an HTML tag (what is between < and >) names
// m's fragment by id=, or name= on an <a>.
func (m *anchorMatcher) tagNames(tag string) bool {
	name, attrs, _ := strings.Cut(tag, " ")
	if name == "" || !isASCIILetter(name[0]) {
		return false
	}
	for attrs != "" {
		attrs = strings.TrimLeft(attrs, " \t")
		key, rest, ok := strings.Cut(attrs, "=")
		if !ok {
			return false
		}
		val, after := attrValue(rest)
		attrs = after
		key = strings.ToLower(strings.TrimSpace(key))
		if (key == "id" || key == "name" && strings.EqualFold(name, "a")) && m.is(val) {
			return true
		}
	}
	return false
}

// attrValue cuts an attribute's value, quoted or not, from the start of s.
func attrValue(s string) (val, rest string) {
	if s != "" && (s[0] == '"' || s[0] == '\'') {
		v, r, _ := strings.Cut(s[1:], s[:1])
		return v, r
	}
	v, r, _ := strings.Cut(s, " ")
	return strings.TrimSuffix(v, "/"), r
}

func isASCIILetter(c byte) bool { return c|0x20 >= 'a' && c|0x20 <= 'z' }

// atxHeading is the title of an ATX heading ("## Title ##"), if line is
// one.
func atxHeading(line string) (string, bool) {
	t := strings.TrimLeft(line, " ")
	if len(line)-len(t) > 3 {
		return "", false
	}
	level := len(t) - len(strings.TrimLeft(t, "#"))
	if level < 1 || level > 6 {
		return "", false
	}
	t = t[level:]
	if t != "" && t[0] != ' ' && t[0] != '\t' {
		return "", false
	}
	t = strings.TrimSpace(t)
	if closing := strings.TrimRight(t, "#"); closing == "" || strings.HasSuffix(closing, " ") {
		t = strings.TrimSpace(closing)
	}
	return t, true
}

// setextUnderline reports whether line underlines a setext heading.
func setextUnderline(line string) bool {
	t := strings.TrimSpace(line)
	return len(line)-len(strings.TrimLeft(line, " ")) <= 3 && t != "" &&
		(strings.Trim(t, "=") == "" || strings.Trim(t, "-") == "")
}

// cutBraceID cuts an explicit {#id} from a heading's end.
func cutBraceID(title string) (string, string) {
	if !strings.HasSuffix(title, "}") {
		return title, ""
	}
	i := strings.LastIndex(title, "{#")
	if i < 0 {
		return title, ""
	}
	id, _, _ := strings.Cut(title[i+2:len(title)-1], " ")
	return strings.TrimSpace(title[:i]), id
}

// slug is a heading's GitHub slug: its text (a link's text, not its
// destination; no markup) in lower case, letters, digits, "-" and "_"
// kept, spaces made hyphens, the rest dropped.
func slug(title string) string {
	var b strings.Builder
	for i := 0; i < len(title); {
		if title[i] == ']' && strings.HasPrefix(title[i+1:], "(") {
			if j := strings.IndexByte(title[i:], ')'); j > 0 {
				i += j + 1 // a link's destination is not text
				continue
			}
		}
		r, size := decodeRune(title[i:])
		i += size
		switch {
		case r == ' ':
			b.WriteByte('-')
		case r == '-' || r == '_' || unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.Is(unicode.Mn, r):
			b.WriteRune(unicode.ToLower(r))
		}
	}
	return b.String()
}

// numbered reports whether line starts with an RFC section number that
// m's fragment names: "3.1.  Scheme" for section-3.1, "Appendix A." or
// "A.1.  Title" for appendix-A, appendix-A.1.
func (m *anchorMatcher) numbered(line string) bool {
	num, _, ok := strings.Cut(line, " ")
	if !ok || num == "" {
		return false
	}
	if num == "Appendix" {
		rest := strings.TrimLeft(line[len(num):], " ")
		letter, _, _ := strings.Cut(rest, " ")
		return m.is("appendix-" + strings.TrimSuffix(letter, "."))
	}
	num = strings.TrimSuffix(num, ".")
	if num == "" || strings.Trim(num, "0123456789.ABCDEFGHIJKLMNOPQRSTUVWXYZ") != "" {
		return false
	}
	if isASCIILetter(num[0]) {
		return len(num) >= 3 && num[1] == '.' && m.is("appendix-"+num)
	}
	return m.is("section-" + num)
}
