package passthrough

import (
	"bytes"
	"io"

	"lwl/widgets/doc"
)

// Visible is w with every control byte and invisible character written as
// a token: for TERM=dumb, a terminal that copied text must not control.
func Visible(w io.Writer) io.Writer { return &visibleWriter{w: w} }

// visibleWriter writes text with every control byte and invisible
// character shown as a token ("<1B>", "<U+202E>"), line breaks and tabs
// kept: for TERM=dumb, a terminal that copied text must not control.
type visibleWriter struct {
	w       io.Writer
	partial []byte // an incomplete UTF-8 sequence at the end of the last write
}

// Write implements io.Writer.
func (v *visibleWriter) Write(p []byte) (int, error) {
	n := len(p)
	if len(v.partial) > 0 {
		p = append(v.partial, p...)
		v.partial = nil
	}
	if cut := incompleteTail(p); cut > 0 {
		v.partial = append([]byte(nil), p[len(p)-cut:]...)
		p = p[:len(p)-cut]
	}
	var out bytes.Buffer
	for len(p) > 0 {
		i := bytes.IndexAny(p, "\n\t")
		if i < 0 {
			i = len(p)
		}
		shown, _ := doc.Visible(string(p[:i]), nil)
		out.WriteString(shown)
		if i < len(p) {
			out.WriteByte(p[i])
			i++
		}
		p = p[i:]
	}
	_, err := v.w.Write(out.Bytes())
	return n, err
}

// incompleteTail is how many bytes at the end of p begin a UTF-8 sequence
// that the next write may complete.
func incompleteTail(p []byte) int {
	for k := 1; k <= 3 && k <= len(p); k++ {
		b := p[len(p)-k]
		if b < 0x80 {
			return 0
		}
		if b >= 0xC0 { // a leading byte: is its sequence complete?
			need := 2
			switch {
			case b >= 0xF0:
				need = 4
			case b >= 0xE0:
				need = 3
			}
			if k < need {
				return k
			}
			return 0
		}
	}
	return 0
}
