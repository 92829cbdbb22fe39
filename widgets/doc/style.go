package doc

// Color is a colour the document asks for (with SGR sequences); the zero
// Color is the terminal's default. The widget maps it to a tcell colour.
type Color uint32

const (
	colorPalette Color = 1 << 24 // low byte: a palette index, 0-255
	colorRGB     Color = 2 << 24 // low 24 bits: 0xRRGGBB
	colorKind    Color = 0xFF << 24
)

// PaletteColor is palette colour n (0-7 the basic colours, 8-15 the bright
// ones, then the 256-colour cube and greys).
func PaletteColor(n uint8) Color { return colorPalette | Color(n) }

// RGBColor is a 24-bit colour.
func RGBColor(r, g, b uint8) Color {
	return colorRGB | Color(r)<<16 | Color(g)<<8 | Color(b)
}

// Palette returns the palette index of a palette colour.
func (c Color) Palette() (n int, ok bool) {
	return int(c & 0xFF), c&colorKind == colorPalette
}

// RGB returns the 0xRRGGBB value of a 24-bit colour.
func (c Color) RGB() (rgb int32, ok bool) {
	return int32(c & 0xFFFFFF), c&colorKind == colorRGB
}

// Attr is a set of text attributes.
type Attr uint16

// Text attributes a document may ask for.
const (
	AttrBold Attr = 1 << iota
	AttrDim
	AttrItalic
	AttrUnderline
	AttrReverse
	AttrStrike
)

// Style is how the document asks for a run of its text to look: colours
// and attributes from SGR sequences and overstrike. The zero Style is
// plain text.
type Style struct {
	Fg, Bg Color
	Attr   Attr
}
