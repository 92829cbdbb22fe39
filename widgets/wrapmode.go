package widgets

import "lwl/widgets/doc"

// SetWrap changes how long lines are shown (the guide is always wrapped by
// words, whatever the user's documents use), keeping the text at the top
// of the screen there. It does nothing when the mode is already m.
func (v *DocumentView) SetWrap(m doc.WrapMode) {
	if v.opts.Wrap == m {
		return
	}
	v.opts.Wrap = m
	clear(v.wraps)
	v.top = v.rowStart(v.top)
}
