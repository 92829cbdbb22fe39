package widgets

// SetLineNumbers shows or hides the line-number gutter (less's -N, as a
// toggle while viewing), rewrapping for the width it takes or gives back.
func (v *DocumentView) SetLineNumbers(on bool) {
	if v.opts.LineNumbers == on {
		return
	}
	v.opts.LineNumbers = on
	v.layout()
}
