package doc

import (
	"iter"
	"net/url"
	"strconv"
	"strings"
)

// AnchorLine finds the line a URL's fragment names in a document, given
// its lines (strings.Lines(text), a trailing "\n" or "\r\n" allowed) and
// the fragment without its "#". It returns the line's index (0 for the
// first line yielded) and whether it found one:
//
//	line, ok := doc.AnchorLine(strings.Lines(text), "deep-sec")
//
// What names a line, the first kind found winning over the next:
//  1. an explicit anchor: an empty link [](#id), {#id} at a heading's end,
//     an HTML tag left in the text with id="id" (or <a name="id">);
//  2. a Markdown heading (ATX "## Title" or setext) whose GitHub slug is
//     the fragment: lower case, punctuation dropped, spaces to hyphens, the
//     n-th repeat of a slug given "-n";
//  3. a heading that starts with a link to #id (bro's rendering of an RFC:
//     "## [3.1](#section-3.1). Scheme"), or a numbered section title at
//     the start of a line for RFC ids (section-3.1, appendix-A.1), and
//     page-N: the line after the footer "[Page N-1]".
//
// Within a kind the first line wins. Headings and anchors inside fenced
// code blocks do not count. The fragment is tried as given and, when it
// differs, percent-decoded. One pass, no line kept: a document of any
// length is searched in memory bounded by its longest line.
func AnchorLine(lines iter.Seq[string], frag string) (int, bool) {
	if frag == "" {
		return 0, false
	}
	m := newAnchorMatcher(frag)
	best, bestKind := 0, kindNone
	n := 0
	for line := range lines {
		line = strings.TrimRight(line, "\r\n")
		i, kind := m.match(n, line)
		if kind != kindNone && (bestKind == kindNone || kind < bestKind) {
			best, bestKind = i, kind
			if kind == kindExplicit {
				break
			}
		}
		n++
	}
	return best, bestKind != kindNone
}

type anchorKind int

const (
	kindNone anchorKind = iota
	kindExplicit
	kindSlug
	kindNumbered
)

// anchorMatcher is AnchorLine's state between lines.
type anchorMatcher struct {
	ids      []string // the fragment, and percent-decoded when that differs
	fence    string   // the open code fence's marker, "" outside code
	prev     string   // the previous line, for setext headings
	prevLine int
	slugs    slugCounter
	page     string // "[Page N-1]" for a page-N fragment
}

func newAnchorMatcher(frag string) *anchorMatcher {
	m := &anchorMatcher{ids: []string{frag}, prevLine: -1}
	if d, err := url.PathUnescape(frag); err == nil && d != frag {
		m.ids = append(m.ids, d)
	}
	m.slugs = newSlugCounter(m.ids)
	if p, ok := strings.CutPrefix(frag, "page-"); ok {
		if n, err := strconv.Atoi(p); err == nil && n > 1 {
			m.page = "[Page " + strconv.Itoa(n-1) + "]"
		}
	}
	return m
}

// match says whether line n (or the one before, for a setext heading)
// carries the anchor, and of what kind.
func (m *anchorMatcher) match(n int, line string) (int, anchorKind) {
	if m.inFence(line) {
		m.prev, m.prevLine = "", -1
		return 0, kindNone
	}
	prev, prevLine := m.prev, m.prevLine
	m.prev, m.prevLine = line, n
	if m.explicit(line) {
		return n, kindExplicit
	}
	if m.page != "" && prevLine >= 0 && strings.Contains(prev, m.page) {
		return n, kindNumbered
	}
	if title, ok := atxHeading(line); ok {
		return n, m.heading(title)
	}
	if prevLine >= 0 && setextUnderline(line) && strings.TrimSpace(prev) != "" {
		if _, ok := atxHeading(prev); !ok {
			return prevLine, m.heading(strings.TrimSpace(prev))
		}
	}
	if m.numbered(line) {
		return n, kindNumbered
	}
	return 0, kindNone
}

// inFence follows fenced code blocks: it reports whether line is a fence
// or inside one.
func (m *anchorMatcher) inFence(line string) bool {
	t := strings.TrimLeft(line, " ")
	if len(line)-len(t) > 3 {
		return m.fence != ""
	}
	if m.fence != "" {
		if strings.HasPrefix(t, m.fence) && strings.Trim(t, m.fence[:1]+" \t") == "" {
			m.fence = ""
		}
		return true
	}
	for _, c := range []string{"`", "~"} {
		// A backtick in a backtick fence's info string makes the line
		// inline code, as fenceLine reads it for the display.
		if k := len(t) - len(strings.TrimLeft(t, c)); k >= 3 && (c != "`" || !strings.Contains(t[k:], c)) {
			m.fence = strings.Repeat(c, k)
			return true
		}
	}
	return false
}

// heading is the kind of match a heading with this title is.
func (m *anchorMatcher) heading(title string) anchorKind {
	title, id := cutBraceID(title)
	if id != "" && m.is(id) {
		return kindExplicit
	}
	if m.slugs.next(slug(title)) {
		return kindSlug
	}
	if t, ok := strings.CutPrefix(title, "["); ok {
		if _, rest, ok := strings.Cut(t, "](#"); ok {
			if target, _, ok := strings.Cut(rest, ")"); ok && m.is(target) {
				return kindNumbered
			}
		}
	}
	if m.numbered(title) {
		return kindNumbered
	}
	return kindNone
}

func (m *anchorMatcher) is(id string) bool {
	for _, want := range m.ids {
		if id == want {
			return true
		}
	}
	return false
}
