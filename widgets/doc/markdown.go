package doc

// Markdown structure: in a Markdown document (MarkdownLinks, not the
// source view) headings, emphasis, code, quotes, list markers and rules
// get spans of their own kinds, which the widget maps to theme styles. The
// text stays as written, except that with MarkersHide the markers (the
// "#" of a heading, "**", the backticks of code) are taken out of the
// display, the way link destinations are.

// Span kinds of Markdown structure. They nest (a code span in a heading);
// the widget lays each over the text around it, outer first.
const (
	KindHeading1 Kind = 32 + iota
	KindHeading2
	KindHeading3 // and levels 4 to 6
	KindEmphasis
	KindStrong
	KindCode
	KindQuote
	KindListMarker
	KindRule
	// KindMarker marks the syntax around text: a heading's "#", "**", the
	// backticks and fences of code.
	KindMarker
)

// Markdown reports whether k is a kind of Markdown structure.
func (k Kind) Markdown() bool { return k >= KindHeading1 && k <= KindMarker }

// MarkerMode is how a Markdown document shows its markers.
type MarkerMode uint8

const (
	// MarkersDim shows them in the marker style.
	MarkersDim MarkerMode = iota
	// MarkersHide takes them out of the display.
	MarkersHide
	// MarkersShow shows them as the text around them.
	MarkersShow
)

// markdown reports whether the parser reads Markdown structure.
func (ps *parser) markdown() bool { return !ps.opts.Source && ps.opts.Links == MarkdownLinks }

// hidesMarkers reports whether markers are taken out of the display.
func (ps *parser) hidesMarkers() bool { return ps.markdown() && ps.opts.Markers == MarkersHide }

// headingKind is the span kind of a heading of this level.
func headingKind(level int) Kind {
	return KindHeading1 + Kind(min(level, 3)-1)
}
